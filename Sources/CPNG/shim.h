/* libpng from the system (libpng-dev), for WidgettyImages (decoding) and the test support
   (encoding test pictures). Only libpng's simplified API is used: it keeps libpng's own
   setjmp error handling inside the library and reports failure as a return value.
   `z` is linked by name as well: the static release build links libpng's archive, which
   does not bring zlib along as the shared library does. */
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>
#include <zlib.h>
#include <string.h>
#include <stdlib.h>

/* Macros Swift does not import as constants. */
static const png_uint_32 CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;

/* Whether the zlib stream in `data` (a PNG's IDAT payloads, joined) inflates to more than
   `limit` bytes: 1 when it does (inflating stops there), 0 when it ends within it, -1 when
   zlib cannot read it (libpng will say why). The output is thrown away, 16 KiB at a time.
   libpng itself inflates what follows the last row to find the stream's end, so a few bytes
   that inflate to gigabytes after a small picture would cost seconds of CPU: this is the check
   that keeps a PNG's decoding bounded by its pixels. */
static inline int cpng_inflates_past(const unsigned char *data, unsigned long size, unsigned long long limit) {
    unsigned char scratch[16384];
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit(&stream) != Z_OK) return -1;
    stream.next_in = (unsigned char *)data;
    stream.avail_in = (uInt)size;
    unsigned long long produced = 0;
    int result = 0;
    for (;;) {
        stream.next_out = scratch;
        stream.avail_out = sizeof scratch;
        int status = inflate(&stream, Z_NO_FLUSH);
        produced += sizeof scratch - stream.avail_out;
        if (produced > limit) { result = 1; break; }
        if (status == Z_STREAM_END) { result = 0; break; }
        if (status != Z_OK) { result = status == Z_BUF_ERROR ? 0 : -1; break; }
    }
    inflateEnd(&stream);
    return result;
}

/* For tests: one zlib stream of `prefix` followed by `zeros` zero bytes, at the best
   compression, in memory from malloc that the caller frees (`*out`, `*out_size`); 0 on success. */
static inline int cpng_deflate_with_zeros(const unsigned char *prefix, unsigned long prefix_size, unsigned long long zeros,
                                          unsigned char **out, unsigned long *out_size) {
    static const unsigned char nothing[65536];
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    *out = NULL;
    *out_size = 0;
    if (deflateInit(&stream, 9) != Z_OK) return -1;
    unsigned long capacity = deflateBound(&stream, prefix_size) + zeros / 1000 + 65536;
    unsigned char *buffer = malloc(capacity);
    if (buffer == NULL) { deflateEnd(&stream); return -1; }
    stream.next_out = buffer;
    stream.avail_out = (uInt)capacity;
    stream.next_in = (unsigned char *)prefix;
    stream.avail_in = (uInt)prefix_size;
    if (deflate(&stream, Z_NO_FLUSH) != Z_OK) { free(buffer); deflateEnd(&stream); return -1; }
    while (zeros > 0) {
        unsigned long step = zeros < sizeof nothing ? (unsigned long)zeros : sizeof nothing;
        stream.next_in = (unsigned char *)nothing;
        stream.avail_in = (uInt)step;
        if (deflate(&stream, Z_NO_FLUSH) != Z_OK || stream.avail_out == 0) { free(buffer); deflateEnd(&stream); return -1; }
        zeros -= step;
    }
    if (deflate(&stream, Z_FINISH) != Z_STREAM_END) { free(buffer); deflateEnd(&stream); return -1; }
    *out = buffer;
    *out_size = stream.total_out;
    deflateEnd(&stream);
    return 0;
}
#endif
