#ifndef WIDGETTY_PREVIEW_SECTION_H
#define WIDGETTY_PREVIEW_SECTION_H
#include <stddef.h>

/// How many `#Preview` records the program holds in its `widgetty_previews` section.
size_t widgetty_preview_count(void);

/// Calls record `index`'s maker (below `widgetty_preview_count()`): the preview, retained.
void *_Nonnull widgetty_preview_make(size_t index);

#endif
