#ifndef MOCKUP_CJPEG_SHIM_H
#define MOCKUP_CJPEG_SHIM_H
// libjpeg(-turbo) reports errors by longjmp, which Swift cannot catch: the
// whole decode is here, in C, and returns a status and a message instead.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct mockup_jpeg_error {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void mockup_jpeg_error_exit(j_common_ptr cinfo) {
    struct mockup_jpeg_error *err = (struct mockup_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, err->message);
    longjmp(err->jump, 1);
}

static void mockup_jpeg_quiet(j_common_ptr cinfo, int level) {
    (void)cinfo;
    (void)level;
}

/// Decodes a JPEG file's bytes into 8-bit RGB rows (3 bytes a pixel, no
/// padding) in a buffer from malloc that the caller frees. The accurate
/// integer DCT is asked for, so every machine decodes the same pixels.
/// Returns 0, or 1 with a message (at most 199 characters) in `message`;
/// 2 when the image has more than `max_pixels` pixels or a side past `max_side`.
static inline int mockup_jpeg_decode(const unsigned char *data, unsigned long size, long max_pixels, long max_side,
                                     unsigned char **pixels, int *width, int *height, char *message) {
    struct jpeg_decompress_struct cinfo;
    struct mockup_jpeg_error err;
    unsigned char *volatile out = NULL;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&err.pub);
    err.pub.error_exit = mockup_jpeg_error_exit;
    err.pub.emit_message = mockup_jpeg_quiet;
    err.message[0] = 0;
    message[0] = 0;
    if (setjmp(err.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(out);
        strncpy(message, err.message, 199);
        message[199] = 0;
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.out_color_space = JCS_RGB;
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.do_fancy_upsampling = TRUE;
    if ((long)cinfo.image_width > max_side || (long)cinfo.image_height > max_side
        || (long)cinfo.image_width * (long)cinfo.image_height > max_pixels) {
        jpeg_destroy_decompress(&cinfo);
        return 2;
    }
    jpeg_start_decompress(&cinfo);
    size_t row = (size_t)cinfo.output_width * 3;
    out = (unsigned char *)malloc(row * cinfo.output_height);
    if (!out) {
        jpeg_destroy_decompress(&cinfo);
        strcpy(message, "out of memory");
        return 1;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW line = out + row * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &line, 1);
    }
    jpeg_finish_decompress(&cinfo);
    *width = (int)cinfo.output_width;
    *height = (int)cinfo.output_height;
    *pixels = out;
    jpeg_destroy_decompress(&cinfo);
    return 0;
}
#endif
