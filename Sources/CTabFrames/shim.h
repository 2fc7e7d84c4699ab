// The C libraries TabFramesRender draws and encodes with (zlib for APNG frames). Only that module imports this.
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
#include <png.h>
#include <zlib.h>
