// The C libraries TabFramesRender draws and encodes with. Only that module imports this.
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <png.h>
