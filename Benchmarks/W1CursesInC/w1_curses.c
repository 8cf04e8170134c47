/*
 * W1 (../../../shared/bench/W1.md) as the lean curses loop of shared/bench/peers/w1_curses.py,
 * written in C: the same six tiles, the same sources and the same loop (sleep in select on the
 * keyboard until the next tile is due, redraw only the tiles whose text changed, one doupdate).
 *
 * Not a peer and not part of Widgetty: `make bench` measures it beside Widgetty and the Python
 * loop to show what W1's wake-ups, /proc reads, git runs, ncurses and terminal writes cost when
 * the program around them costs next to nothing. That is the floor under any W1 board drawn
 * with ncurses; issue 7's steady-CPU target is measured against it in BENCHMARKS.md.
 *
 * Environment: W1_TODO (to-do file), W1_REPO (git repository). Keys: q quits; SIGTERM quits.
 */
#define _GNU_SOURCE
#include <curses.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

enum { MAX_LINES = 16, LINE = 256 };

/* One tile's text: its lines and, for the calendar, today's two-character cell. */
typedef struct {
    char lines[MAX_LINES][LINE];
    int count;
    int mark_row, mark_col; /* -1: none */
} Content;

typedef struct {
    const char *title;
    WINDOW *win;
    double due;
    Content shown;
    int has_shown;
} Tile;

static const char *todo_path, *repo_path;
static time_t new_year;
static unsigned long long previous_total, previous_idle;
static volatile sig_atomic_t quit;

static double wall_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double next_multiple(double now, double period) { return ((long long)(now / period) + 1) * period; }

static double next_midnight(double now) {
    time_t t = (time_t)now;
    struct tm tm;
    localtime_r(&t, &tm);
    tm.tm_mday += 1;
    tm.tm_hour = tm.tm_min = tm.tm_sec = 0;
    tm.tm_isdst = -1;
    return (double)mktime(&tm);
}

static void add(Content *c, const char *format, ...) __attribute__((format(printf, 2, 3)));
static void add(Content *c, const char *format, ...) {
    if (c->count == MAX_LINES) return;
    va_list args;
    va_start(args, format);
    vsnprintf(c->lines[c->count++], LINE, format, args);
    va_end(args);
}

static void clock_tile(Content *c, double now) {
    time_t t = (time_t)now;
    struct tm tm;
    localtime_r(&t, &tm);
    strftime(c->lines[c->count++], LINE, "%H:%M:%S", &tm);
    strftime(c->lines[c->count++], LINE, "%Z", &tm);
}

static void calendar_tile(Content *c, double now) {
    time_t t = (time_t)now;
    struct tm tm;
    localtime_r(&t, &tm);
    char month[64];
    strftime(month, sizeof month, "%B %Y", &tm);
    strftime(c->lines[c->count++], LINE, "%A ", &tm);
    size_t used = strlen(c->lines[0]);
    snprintf(c->lines[0] + used, LINE - used, "%d %s", tm.tm_mday, month);
    add(c, "%s", "");
    int pad = (20 - (int)strlen(month)) / 2;
    add(c, "%*s%s", pad > 0 ? pad : 0, "", month);
    add(c, "%s", "Mo Tu We Th Fr Sa Su");
    struct tm first = tm;
    first.tm_mday = 1;
    first.tm_isdst = -1;
    mktime(&first);
    int column = (first.tm_wday + 6) % 7; /* Monday first */
    struct tm next = tm;
    next.tm_mon += 1;
    next.tm_mday = 0; /* the last day of this month */
    next.tm_isdst = -1;
    mktime(&next);
    char week[LINE] = "";
    for (int i = 0; i < column; i++) strcat(week, i ? "   " : "  ");
    for (int day = 1; day <= next.tm_mday; day++) {
        if (day == tm.tm_mday) { c->mark_row = c->count; c->mark_col = column * 3; }
        size_t n = strlen(week);
        snprintf(week + n, LINE - n, column ? " %2d" : "%2d", day);
        if (++column == 7 || day == next.tm_mday) {
            add(c, "%s", week);
            week[0] = 0;
            column = 0;
        }
    }
}

static void cpu_times(unsigned long long *total, unsigned long long *idle) {
    unsigned long long v[8] = {0};
    FILE *f = fopen("/proc/stat", "r");
    if (f) {
        if (fscanf(f, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
                   &v[6], &v[7]) != 8) memset(v, 0, sizeof v);
        fclose(f);
    }
    *total = 0;
    for (int i = 0; i < 8; i++) *total += v[i];
    *idle = v[3] + v[4]; /* idle + iowait */
}

static void system_tile(Content *c) {
    unsigned long long total, idle;
    cpu_times(&total, &idle);
    unsigned long long d_total = total - previous_total, d_idle = idle - previous_idle;
    previous_total = total;
    previous_idle = idle;
    if (d_total > 0) add(c, "CPU   %5.1f %%", 100.0 * (double)(d_total - d_idle) / (double)d_total);
    else add(c, "%s", "CPU     --.- %");
    long long mem_total = 0, available = 0;
    char line[LINE];
    FILE *f = fopen("/proc/meminfo", "r");
    while (f && fgets(line, sizeof line, f)) {
        if (!strncmp(line, "MemTotal:", 9)) mem_total = atoll(line + 9);
        else if (!strncmp(line, "MemAvailable:", 13)) available = atoll(line + 13);
    }
    if (f) fclose(f);
    long long used = mem_total - available;
    double gib = 1024.0 * 1024.0;
    add(c, "Mem   %.1f / %.1f GiB (%lld %%)", (double)used / gib, (double)mem_total / gib,
        mem_total ? 100 * used / mem_total : 0);
    char a[32] = "", b[32] = "", d[32] = "";
    f = fopen("/proc/loadavg", "r");
    if (f) {
        if (fscanf(f, "%31s %31s %31s", a, b, d) != 3) a[0] = 0;
        fclose(f);
    }
    add(c, "Load  %s %s %s", a, b, d);
}

static void todo_tile(Content *c) {
    FILE *f = fopen(todo_path, "r");
    if (!f) {
        add(c, "cannot read %s", todo_path);
        return;
    }
    char line[LINE];
    while (fgets(line, sizeof line, f)) {
        char *s = line, *e = line + strcspn(line, "\r\n");
        *e = 0;
        while (*s == ' ' || *s == '\t') s++;
        if (!*s) continue;
        if (!strncmp(s, "x ", 2)) add(c, "[x] %s", s + 2);
        else add(c, "[ ] %s", s);
    }
    fclose(f);
}

static void commit_tile(Content *c) {
    int out[2];
    if (pipe(out)) {
        add(c, "%s", "git failed: pipe");
        return;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    char *argv[] = {"git", "-C", (char *)repo_path, "log", "-1", "--format=%h%n%an%n%s%n%ar", NULL};
    pid_t pid;
    int failed = posix_spawnp(&pid, "git", &actions, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(out[1]);
    if (failed) {
        close(out[0]);
        add(c, "git failed: %s", strerror(failed));
        return;
    }
    FILE *f = fdopen(out[0], "r");
    char line[LINE];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        add(c, "%s", line);
    }
    fclose(f);
    waitpid(pid, NULL, 0);
}

static void countdown_tile(Content *c, double now) {
    long long left = (long long)new_year - (long long)now;
    if (left < 0) left = 0;
    add(c, "%lldd %02lld:%02lld:%02lld", left / 86400, left % 86400 / 3600, left % 3600 / 60, left % 60);
    struct tm tm;
    localtime_r(&new_year, &tm);
    strftime(c->lines[c->count++], LINE, "to %Y-%m-%d %H:%M", &tm);
}

/* Fills tile `index`'s content for `now` and returns when it is due next. */
static double fill_tile(int index, double now, Content *c) {
    memset(c, 0, sizeof *c);
    c->mark_row = c->mark_col = -1;
    switch (index) {
    case 0: clock_tile(c, now); return next_multiple(now, 1);
    case 1: calendar_tile(c, now); return next_midnight(now);
    case 2: system_tile(c); return next_multiple(now, 2);
    case 3: todo_tile(c); return now + 30;
    case 4: commit_tile(c); return now + 60;
    default: countdown_tile(c, now); return next_multiple(now, 1);
    }
}

static int same(const Content *a, const Content *b) {
    if (a->count != b->count || a->mark_row != b->mark_row || a->mark_col != b->mark_col) return 0;
    for (int i = 0; i < a->count; i++)
        if (strcmp(a->lines[i], b->lines[i])) return 0;
    return 1;
}

/* `text` cut to `width` columns, the cut marked with an ellipsis (text is ASCII or UTF-8). */
static void put_clipped(WINDOW *win, int y, int x, const char *text, int width) {
    if (width <= 0) return;
    int columns = 0;
    const char *p = text;
    while (*p) {
        if (((unsigned char)*p & 0xC0) != 0x80) columns++;
        p++;
    }
    if (columns <= width) {
        mvwaddstr(win, y, x, text);
        return;
    }
    char cut[LINE * 2];
    int kept = 0;
    size_t n = 0;
    for (p = text; *p && n < sizeof cut - 4; p++) {
        if (((unsigned char)*p & 0xC0) != 0x80 && ++kept > width - 1) break;
        cut[n++] = *p;
    }
    memcpy(cut + n, "\xE2\x80\xA6", 4);
    mvwaddstr(win, y, x, cut);
}

static void draw(Tile *tile) {
    WINDOW *win = tile->win;
    const Content *c = &tile->shown;
    int h, w;
    getmaxyx(win, h, w);
    werase(win);
    box(win, 0, 0);
    char title[LINE];
    snprintf(title, sizeof title, " %s ", tile->title);
    put_clipped(win, 0, 2, title, w - 4);
    for (int row = 0; row < c->count && row < h - 2; row++) put_clipped(win, row + 1, 2, c->lines[row], w - 4);
    if (c->mark_row >= 0 && c->mark_row + 1 < h - 1) mvwchgat(win, c->mark_row + 1, 2 + c->mark_col, 2, A_REVERSE, 0, NULL);
    wnoutrefresh(win);
}

static void layout(Tile *tiles) {
    int rows, cols;
    getmaxyx(stdscr, rows, cols);
    erase();
    wnoutrefresh(stdscr);
    for (int i = 0; i < 6; i++) {
        int r = i / 3, c = i % 3;
        int y0 = rows * r / 2, y1 = rows * (r + 1) / 2, x0 = cols * c / 3, x1 = cols * (c + 1) / 3;
        if (tiles[i].win) delwin(tiles[i].win);
        tiles[i].win = newwin(y1 - y0, x1 - x0, y0, x0);
        leaveok(tiles[i].win, TRUE);
        tiles[i].due = 0;
        tiles[i].has_shown = 0;
    }
}

static void on_term(int signal) {
    (void)signal;
    quit = 1;
}

int main(void) {
    todo_path = getenv("W1_TODO") ? getenv("W1_TODO") : "../shared/bench/data/todo.txt";
    repo_path = getenv("W1_REPO") ? getenv("W1_REPO") : "/tmp/widgetty-w1-repo";
    setlocale(LC_ALL, "");
    struct sigaction action = {.sa_handler = on_term};
    sigaction(SIGTERM, &action, NULL);
    time_t start = time(NULL);
    struct tm ny;
    localtime_r(&start, &ny);
    ny.tm_year += 1;
    ny.tm_mon = 0;
    ny.tm_mday = 1;
    ny.tm_hour = ny.tm_min = ny.tm_sec = 0;
    ny.tm_isdst = -1;
    new_year = mktime(&ny);
    cpu_times(&previous_total, &previous_idle);

    initscr();
    cbreak();
    noecho();
    curs_set(0);
    leaveok(stdscr, TRUE);
    nodelay(stdscr, TRUE);
    keypad(stdscr, TRUE);
    static const char *titles[6] = {"Clock", "Calendar", "System", "To-do", "Latest commit", "New Year"};
    Tile tiles[6];
    memset(tiles, 0, sizeof tiles);
    for (int i = 0; i < 6; i++) tiles[i].title = titles[i];
    layout(tiles);
    Content fresh;
    while (!quit) {
        double now = wall_now();
        int drawn = 0;
        for (int i = 0; i < 6; i++) {
            if (tiles[i].due > now) continue;
            tiles[i].due = fill_tile(i, now, &fresh);
            if (tiles[i].has_shown && same(&fresh, &tiles[i].shown)) continue;
            tiles[i].shown = fresh;
            tiles[i].has_shown = 1;
            draw(&tiles[i]);
            drawn = 1;
        }
        if (drawn) doupdate();
        double due = tiles[0].due;
        for (int i = 1; i < 6; i++)
            if (tiles[i].due < due) due = tiles[i].due;
        double wait = due - wall_now();
        if (wait > 0) {
            fd_set readable;
            FD_ZERO(&readable);
            FD_SET(0, &readable);
            struct timeval timeout = {(long)wait, (long)((wait - (double)(long)wait) * 1e6)};
            select(1, &readable, NULL, NULL, &timeout);
        }
        int key;
        while ((key = getch()) != ERR) {
            if (key == 'q' || key == 'Q') quit = 1;
            if (key == KEY_RESIZE) layout(tiles);
        }
    }
    endwin();
    return 0;
}
