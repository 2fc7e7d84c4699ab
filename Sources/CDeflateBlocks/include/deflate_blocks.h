// Makes a raw DEFLATE stream joinable: libdeflate compresses whole buffers only and always ends
// them with a final block (BFINAL = 1), so a piece of a longer stream (a frame of a strip, a band
// of a contact sheet) cannot be followed by the next piece as it is. This walks the stream's
// blocks (decoding their Huffman codes, writing nothing out) to find the final block's header,
// clears its BFINAL bit, and ends the piece on a byte boundary with an empty stored block, the
// marker zlib's Z_SYNC_FLUSH writes, so the next piece can follow.
#ifndef TABFRAMES_DEFLATE_BLOCKS_H
#define TABFRAMES_DEFLATE_BLOCKS_H
#include <stddef.h>
#include <stdint.h>

/// Rewrites the complete raw DEFLATE stream data[0..<size] in place so that it does not end the
/// stream: returns its new size (at most size + 5; `capacity` must allow that), or 0 when the
/// data is not one complete DEFLATE stream.
size_t tf_deflate_make_joinable(uint8_t *data, size_t size, size_t capacity);
#endif
