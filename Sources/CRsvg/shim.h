#ifndef MOCKUP_CRSVG_SHIM_H
#define MOCKUP_CRSVG_SHIM_H
// librsvg draws SVG pictures on a Cairo context: as vectors in SVG and PDF
// output, at the device's scale in PNG.
#include <librsvg/rsvg.h>
#endif
