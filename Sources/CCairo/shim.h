// The compiler flags of cairo.pc (cairo, glib, freetype, fontconfig, libpng folders) for CTabFrames.
#include <cairo/cairo.h>
