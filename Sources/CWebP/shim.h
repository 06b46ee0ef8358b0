#ifndef MOCKUP_CWEBP_SHIM_H
#define MOCKUP_CWEBP_SHIM_H
// libwebp's encoder and its animation helpers: WebPAnimEncoder (libwebpmux)
// writes animated WebP, WebPAnimDecoder (libwebpdemux) reads it back in tests.
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#endif
