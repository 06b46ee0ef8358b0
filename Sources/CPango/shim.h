#ifndef MOCKUP_CPANGO_SHIM_H
#define MOCKUP_CPANGO_SHIM_H
// Pango on Cairo for shaping and drawing text, and PangoFc + fontconfig so the
// font map reads only the font files MockupRender loads by path.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#endif
