#ifndef MOCKUP_CZLIB_SHIM_H
#define MOCKUP_CZLIB_SHIM_H
// zlib's deflate and inflate: the PNG encoder picks its own level and filters
// (libpng's defaults are several times slower), and the decoder reads goldens.
#include <zlib.h>
#endif
