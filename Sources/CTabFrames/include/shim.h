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

/// Routes GLib's fatal errors (g_error: a thread it cannot make, memory it cannot get) through
/// `fatal` before GLib prints them and aborts: under a memory limit it ends the process with one
/// line and nothing left behind (TabFramesOutput's MemoryLimit); when it returns, GLib goes on.
void tf_route_fatal_glib_errors(void (*fatal)(void));

/// glibc's `memmem` (a GNU extension, which Swift's Glibc module leaves out): where `needle`
/// first occurs in `haystack`, or NULL.
void *tf_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);
