#ifndef MOCKUP_CCAIRO_SHIM_H
#define MOCKUP_CCAIRO_SHIM_H
// Cairo's image, SVG and PDF surfaces: the three back ends MockupRender replays display lists on.
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
// pixman rasterizes for Cairo's image surface; its version is recorded beside goldens.
#include <pixman.h>
#endif
