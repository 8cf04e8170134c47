/* libpng from the system (libpng-dev), for WidgettyImages (decoding) and the test support
   (encoding test pictures). Only libpng's simplified API is used: it keeps libpng's own
   setjmp error handling inside the library and reports failure as a return value.
   `z` is linked by name as well: the static release build links libpng's archive, which
   does not bring zlib along as the shared library does. */
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>

/* Macros Swift does not import as constants. */
static const png_uint_32 CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
#endif
