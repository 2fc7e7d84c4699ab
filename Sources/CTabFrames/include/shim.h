// The C libraries TabFramesRender draws and encodes with (zlib for APNG frames and strips), and
// glibc's malloc tuning. Only that module imports this.
#include <cairo/cairo.h>
#include <malloc.h>
#include <pango/pangocairo.h>
// A font map of its own files for the icon fonts that live outside fontconfig's folders.
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
#include <png.h>
#include <zlib.h>
