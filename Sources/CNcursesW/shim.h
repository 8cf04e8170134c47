/* The C side of the ncurses wall: wide-character API on, and accessors for the macros and C
   globals Swift 6 cannot import. Only WidgettyNcurses imports this module. */
#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static inline WINDOW *nc_stdscr(void) { return stdscr; }
static inline WINDOW *nc_curscr(void) { return curscr; }
static inline int nc_lines(void) { return LINES; }
static inline int nc_cols(void) { return COLS; }
static inline int nc_colors(void) { return COLORS; }
static inline int nc_color_pairs(void) { return COLOR_PAIRS; }
static inline SCREEN *nc_newterm(const char *term) { return newterm(term, stdout, stdin); }
static inline FILE *nc_stdout(void) { return stdout; }
static inline FILE *nc_stderr(void) { return stderr; }
static const attr_t NC_A_NORMAL = A_NORMAL, NC_A_BOLD = A_BOLD, NC_A_DIM = A_DIM,
    NC_A_REVERSE = A_REVERSE, NC_A_UNDERLINE = A_UNDERLINE, NC_A_ITALIC = A_ITALIC,
    NC_A_BLINK = A_BLINK;
static const attr_t NC_A_INVIS = A_INVIS;
/* display width as ncurses computes it; Glibc's Swift module hides wcwidth without _XOPEN_SOURCE */
extern int wcwidth(wchar_t c);
/* the terminfo boolean "RGB" (direct colour), read after newterm */
static inline int nc_has_rgb(void) { return tigetflag("RGB") > 0; }
/* terminfo's "colors" for a terminal type, read without starting curses (for output that is not
   drawn by curses): 0 when the type has none, -1 when the type is unknown */
static inline int nc_terminfo_colors(const char *term) {
    int status = 0;
    TERMINAL *saved = cur_term;
    if (setupterm(term, 2, &status) != OK) return -1;
    int colors = tigetnum("colors");
    TERMINAL *made = set_curterm(saved);
    if (made != NULL && made != saved) del_curterm(made);
    return colors < 0 ? 0 : colors;
}
/* pseudo-terminals for tests that drive the backend on a pty; Glibc's module hides them too */
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern char *ptsname(int fd);
#endif
