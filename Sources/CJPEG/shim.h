/* libjpeg(-turbo) from the system (libjpeg62-turbo-dev, or libjpeg-dev), for WidgettyImages
   (decoding) and the test support (encoding test pictures).

   libjpeg reports an error by calling `error_exit`, which by default prints and exits the
   process; the only way back is `longjmp`, which Swift cannot do. So the two calls below are
   C: each runs libjpeg under a `setjmp` of its own and turns an error into a status code.
   They only drive libjpeg; every byte of decoding and encoding is libjpeg's. */
#ifndef CJPEG_SHIM_H
#define CJPEG_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <time.h>
#include <jpeglib.h>
#include <jerror.h>

enum {
    CJPEG_OK = 0,
    /* Not a JPEG libjpeg can read, or cut short: `message` says why. */
    CJPEG_CORRUPT = 1,
    /* The header declares more pixels than allowed (or none): nothing was allocated for them. */
    CJPEG_TOO_LARGE = 2,
    CJPEG_NO_MEMORY = 3,
    /* More scans than allowed, or more of the thread's CPU time: `message` says which. */
    CJPEG_TOO_COSTLY = 4,
};

/* The length of the `message` buffers below. */
static const int CJPEG_MESSAGE_LENGTH = JMSG_LENGTH_MAX;

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    /* What the jump returns: CJPEG_CORRUPT unless the progress monitor refused to go on. */
    int status;
} cjpeg_error;

/* libjpeg calls the progress monitor as it goes: at each pass over the input while a
   progressive file is absorbed (once a scan or more), and as rows are produced. Past
   `max_scans` scans or `max_cpu_ns` of the calling thread's CPU time it stops the decoding
   through the error path, so a file of 20,000 empty scans costs 100, not 20,000. */
typedef struct {
    struct jpeg_progress_mgr manager;
    cjpeg_error *error;
    int max_scans;
    long long cpu_limit_ns;
    long long cpu_deadline_ns;
} cjpeg_progress;

static inline long long cjpeg_thread_cpu_ns(void) {
    struct timespec now;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0) return 0;
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static void cjpeg_progress_monitor(j_common_ptr info) {
    cjpeg_progress *progress = (cjpeg_progress *)info->progress;
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->input_scan_number > progress->max_scans) {
        snprintf(progress->error->message, JMSG_LENGTH_MAX, "more than %d scans", progress->max_scans);
    } else if (cjpeg_thread_cpu_ns() > progress->cpu_deadline_ns) {
        snprintf(progress->error->message, JMSG_LENGTH_MAX, "more than %lld ms of CPU time",
                 progress->cpu_limit_ns / 1000000LL);
    } else {
        return;
    }
    progress->error->status = CJPEG_TOO_COSTLY;
    longjmp(progress->error->jump, 1);
}

static void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_error *error = (cjpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

/* Warnings are not printed. "Premature end of JPEG file" is an error here: libjpeg would
   return the picture with its missing rows grey. */
static void cjpeg_emit_message(j_common_ptr info, int level) {
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) cjpeg_error_exit(info);
    if (level < 0) info->err->num_warnings++;
}

static void cjpeg_output_message(j_common_ptr info) { (void)info; }

static inline void cjpeg_install_errors(struct jpeg_error_mgr **slot, cjpeg_error *error) {
    *slot = jpeg_std_error(&error->manager);
    error->manager.error_exit = cjpeg_error_exit;
    error->manager.emit_message = cjpeg_emit_message;
    error->manager.output_message = cjpeg_output_message;
    error->message[0] = 0;
    error->status = CJPEG_CORRUPT;
}

/* Decodes the JPEG in `data` to RGBA8 rows (alpha 255), in memory from malloc that the caller
   frees: `*pixels`, `*width` × `*height`. Refuses an image of more than `max_pixels` once its
   header is read, before memory for its pixels is taken (`*width` and `*height` say its size).
   CMYK pictures (Adobe's inverted ones too) become RGB. `message` has CJPEG_MESSAGE_LENGTH bytes.
   Stops with CJPEG_TOO_COSTLY past `max_scans` scans or `max_cpu_ns` of this thread's CPU time. */
static inline int cjpeg_decode_rgba(const unsigned char *data, unsigned long size, unsigned long long max_pixels,
                                    int max_scans, long long max_cpu_ns,
                                    unsigned char **pixels, unsigned int *width, unsigned int *height, char *message) {
    struct jpeg_decompress_struct info;
    cjpeg_error error;
    cjpeg_progress progress;
    unsigned char *volatile buffer = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    message[0] = 0;
    cjpeg_install_errors(&info.err, &error);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        memcpy(message, error.message, JMSG_LENGTH_MAX);
        return error.status;
    }
    jpeg_create_decompress(&info);
    progress.manager.progress_monitor = cjpeg_progress_monitor;
    progress.error = &error;
    progress.max_scans = max_scans;
    progress.cpu_limit_ns = max_cpu_ns;
    progress.cpu_deadline_ns = cjpeg_thread_cpu_ns() + max_cpu_ns;
    info.progress = &progress.manager;
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = info.image_width;
    *height = info.image_height;
    if (info.image_width == 0 || info.image_height == 0
        || (unsigned long long)info.image_width * info.image_height > max_pixels) {
        jpeg_destroy_decompress(&info);
        return CJPEG_TOO_LARGE;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = malloc(stride * info.output_height);
    if (buffer == NULL) {
        jpeg_destroy_decompress(&info);
        return CJPEG_NO_MEMORY;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (cmyk) {
        size_t count = (size_t)info.output_width * info.output_height;
        for (size_t i = 0; i < count; i++) {
            unsigned char *p = buffer + 4 * i;
            unsigned int c = p[0], m = p[1], y = p[2], k = p[3];
            if (!info.saw_Adobe_marker) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            p[0] = (unsigned char)(c * k / 255);
            p[1] = (unsigned char)(m * k / 255);
            p[2] = (unsigned char)(y * k / 255);
            p[3] = 255;
        }
    }
    *width = info.output_width;
    *height = info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return CJPEG_OK;
}

/* Encodes RGB8 rows (`width` × `height`, 3 bytes a pixel) as a baseline JPEG of `quality`
   (1–100), or a progressive one (libjpeg's simple progression) when `progressive` is not 0, in
   memory from malloc that the caller frees: `*jpeg`, `*size` bytes. For tests: on an error,
   the memory libjpeg took for the output so far is not freed. */
static inline int cjpeg_encode_rgb(const unsigned char *rgb, unsigned int width, unsigned int height, int quality,
                                   int progressive, unsigned char **jpeg, unsigned long *size, char *message) {
    struct jpeg_compress_struct info;
    cjpeg_error error;
    unsigned char *output = NULL;
    unsigned long length = 0;
    *jpeg = NULL;
    *size = 0;
    message[0] = 0;
    cjpeg_install_errors(&info.err, &error);
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        memcpy(message, error.message, JMSG_LENGTH_MAX);
        return CJPEG_CORRUPT;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &output, &length);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    if (progressive) jpeg_simple_progression(&info);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)info.next_scanline * width * 3);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *jpeg = output;
    *size = length;
    return CJPEG_OK;
}
#endif
