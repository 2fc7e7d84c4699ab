// CTabFrames is mostly headers (include/shim.h); this file holds what must be C: GLib's log
// writer, whose callback takes a C array of fields, and glibc's GNU extensions.
#define _GNU_SOURCE
#include <string.h>

#include "shim.h"

static void (*glib_fatal)(void);

static GLogWriterOutput write_log(GLogLevelFlags level, const GLogField *fields, gsize count, gpointer data) {
  if ((level & G_LOG_LEVEL_ERROR) && glib_fatal) glib_fatal();
  return g_log_writer_default(level, fields, count, data);
}

void tf_route_fatal_glib_errors(void (*fatal)(void)) {
  glib_fatal = fatal;
  g_log_set_writer_func(write_log, NULL, NULL);
}

void *tf_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
  return memmem(haystack, haystack_length, needle, needle_length);
}
