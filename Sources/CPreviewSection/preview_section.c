#include "preview_section.h"

/// One record: a function that builds its preview and returns it retained.
typedef void *(*widgetty_preview_maker)(void);

/// The bounds the linker gives the section; weak, so they are null when no module of the program
/// writes a `#Preview` (the linker makes no section then).
extern widgetty_preview_maker const __start_widgetty_previews[] __attribute__((weak));
extern widgetty_preview_maker const __stop_widgetty_previews[] __attribute__((weak));

size_t widgetty_preview_count(void) {
    if (__start_widgetty_previews == NULL) return 0;
    return (size_t)(__stop_widgetty_previews - __start_widgetty_previews);
}

void *widgetty_preview_make(size_t index) {
    return __start_widgetty_previews[index]();
}
