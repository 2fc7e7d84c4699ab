// A row-streaming PNG writer over libpng's full API. libpng reports errors with longjmp, which
// must not cross Swift frames, so setjmp lives here and every call returns 0 or -1 with a message.
#ifndef TABFRAMES_PNG_STREAM_H
#define TABFRAMES_PNG_STREAM_H
#include <stddef.h>
#include <stdint.h>

typedef struct tf_png_stream tf_png_stream;

/// Starts a PNG on an open file descriptor (or into memory when fd < 0). channels: 3 (RGB) or 4 (RGBA).
/// filters: a PNG_FILTER_* mask; level: zlib 0-9; strategy: zlib strategy (0 default, 3 RLE).
tf_png_stream *tf_png_stream_create(int fd, uint32_t width, uint32_t height, int channels,
                                    int filters, int level, int strategy, char *error, size_t error_size);
/// Makes an RGB stream take rows of native-endian 32-bit 0xXXRRGGBB pixels (Cairo's RGB24 and
/// opaque ARGB32) and drop the unused byte itself, so no packed copy of the rows is needed.
/// Call once, before the first row. Returns 0 on success.
int tf_png_stream_expect_native_xrgb(tf_png_stream *s);
/// Writes `count` rows of width × channels bytes each, `stride` bytes apart.
int tf_png_stream_write_rows(tf_png_stream *s, const uint8_t *rows, uint32_t count, size_t stride);
/// Ends the image. Returns 0 on success.
int tf_png_stream_finish(tf_png_stream *s);
/// The encoded bytes when writing to memory.
const uint8_t *tf_png_stream_bytes(tf_png_stream *s, size_t *size);
const char *tf_png_stream_error(tf_png_stream *s);
void tf_png_stream_destroy(tf_png_stream *s);
#endif
