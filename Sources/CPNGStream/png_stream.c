#include "png_stream.h"
#include <errno.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct tf_png_stream {
  png_structp png;
  png_infop info;
  int fd;
  uint8_t *buffer;  // memory output
  size_t size, capacity;
  char error[256];
};

static void on_error(png_structp png, png_const_charp message) {
  tf_png_stream *s = png_get_error_ptr(png);
  snprintf(s->error, sizeof s->error, "%s", message);
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

static void on_write(png_structp png, png_bytep data, size_t length) {
  tf_png_stream *s = png_get_io_ptr(png);
  if (s->fd < 0) {
    if (s->size + length > s->capacity) {
      size_t capacity = s->capacity ? s->capacity * 2 : 65536;
      while (capacity < s->size + length) capacity *= 2;
      uint8_t *grown = realloc(s->buffer, capacity);
      if (!grown) png_error(png, "out of memory");
      s->buffer = grown;
      s->capacity = capacity;
    }
    memcpy(s->buffer + s->size, data, length);
    s->size += length;
    return;
  }
  while (length > 0) {
    ssize_t n = write(s->fd, data, length);
    if (n < 0) {
      if (errno == EINTR) continue;
      png_error(png, strerror(errno));
    }
    data += n;
    length -= (size_t)n;
  }
}

static void on_flush(png_structp png) { (void)png; }

tf_png_stream *tf_png_stream_create(int fd, uint32_t width, uint32_t height, int channels,
                                    int filters, int level, int strategy, char *error, size_t error_size) {
  tf_png_stream *s = calloc(1, sizeof *s);
  if (!s) {
    snprintf(error, error_size, "out of memory");
    return NULL;
  }
  s->fd = fd;
  s->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, s, on_error, on_warning);
  if (s->png) s->info = png_create_info_struct(s->png);
  if (!s->png || !s->info) {
    snprintf(error, error_size, "cannot create libpng structures");
    tf_png_stream_destroy(s);
    return NULL;
  }
  if (setjmp(png_jmpbuf(s->png))) {
    snprintf(error, error_size, "%s", s->error);
    tf_png_stream_destroy(s);
    return NULL;
  }
  png_set_write_fn(s->png, s, on_write, on_flush);
  png_set_IHDR(s->png, s->info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter(s->png, PNG_FILTER_TYPE_BASE, filters);
  png_set_compression_level(s->png, level);
  png_set_compression_strategy(s->png, strategy);
  png_write_info(s->png, s->info);
  return s;
}

int tf_png_stream_expect_native_xrgb(tf_png_stream *s) {
  if (setjmp(png_jmpbuf(s->png))) return -1;
  // A native-endian 0xXXRRGGBB word is B, G, R, X in memory on a little-endian machine: libpng
  // swaps to RGB and drops the fourth byte while it copies each row in.
  const uint16_t probe = 1;
  if (*(const uint8_t *)&probe == 1) {
    png_set_bgr(s->png);
    png_set_filler(s->png, 0, PNG_FILLER_AFTER);
  } else {
    png_set_filler(s->png, 0, PNG_FILLER_BEFORE);
  }
  return 0;
}

int tf_png_stream_write_rows(tf_png_stream *s, const uint8_t *rows, uint32_t count, size_t stride) {
  if (setjmp(png_jmpbuf(s->png))) return -1;
  for (uint32_t i = 0; i < count; i++) png_write_row(s->png, rows + (size_t)i * stride);
  return 0;
}

int tf_png_stream_finish(tf_png_stream *s) {
  if (setjmp(png_jmpbuf(s->png))) return -1;
  png_write_end(s->png, NULL);
  return 0;
}

const uint8_t *tf_png_stream_bytes(tf_png_stream *s, size_t *size) {
  *size = s->size;
  return s->buffer;
}

const char *tf_png_stream_error(tf_png_stream *s) { return s->error; }

void tf_png_stream_destroy(tf_png_stream *s) {
  if (!s) return;
  if (s->png) png_destroy_write_struct(&s->png, s->info ? &s->info : NULL);
  free(s->buffer);
  free(s);
}
