#include <stdint.h>
#include "conformances.h"

/// The section's bounds; weak, so they are null in a program without conformances.
extern const int32_t __start_swift5_protocol_conformances[] __attribute__((weak));
extern const int32_t __stop_swift5_protocol_conformances[] __attribute__((weak));

size_t widgetty_conformance_count(void) {
    if (__start_swift5_protocol_conformances == NULL) return 0;
    return (size_t)(__stop_swift5_protocol_conformances - __start_swift5_protocol_conformances);
}

const void *widgetty_conformance_at(size_t index) {
    // Each record is a 32-bit offset from itself to the descriptor.
    const int32_t *record = &__start_swift5_protocol_conformances[index];
    return (const char *)record + *record;
}

/// A metadata access function returns the metadata and its state in two registers, as a C
/// function returning this pair does on the platforms Swift runs on.
typedef struct { const void *metadata; size_t state; } widgetty_metadata_response;
typedef widgetty_metadata_response (*widgetty_metadata_accessor)(size_t request) __attribute__((swiftcall));

const void *widgetty_call_metadata_accessor(const void *accessor) {
    return ((widgetty_metadata_accessor)accessor)(0).metadata;
}
