#ifndef WIDGETTY_CONFORMANCES_H
#define WIDGETTY_CONFORMANCES_H
#include <stddef.h>

/// How many protocol conformance records the program holds (the Swift runtime's
/// `swift5_protocol_conformances` section, gathered by the linker).
size_t widgetty_conformance_count(void);

/// Conformance record `index`: the address of its conformance descriptor.
const void *_Nonnull widgetty_conformance_at(size_t index);

/// Calls a type's metadata access function with a complete-metadata request: the type's metadata.
const void *_Nullable widgetty_call_metadata_accessor(const void *_Nonnull accessor);

#endif
