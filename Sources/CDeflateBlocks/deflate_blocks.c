// A DEFLATE block walker after zlib's contrib/puff (Mark Adler): it decodes every symbol to know
// where each block ends, but keeps no window and writes no output. Codes of up to FAST_BITS bits
// are decoded by one table look-up, longer ones bit by bit.
#include "deflate_blocks.h"
#include <string.h>

enum { MAXBITS = 15, FAST_BITS = 10 };

typedef struct {
  const uint8_t *in;
  size_t size, pos;  // pos: next byte to load into the bit buffer
  uint64_t bitbuf;
  int bitcnt;
} walker;

typedef struct {
  short count[MAXBITS + 1];
  short symbol[288];
  uint16_t fast[1 << FAST_BITS];  // symbol << 4 | length, 0 when longer than FAST_BITS
} huffman;

/// Fills the bit buffer to at least 56 bits: 8 bytes at once where there are 8 left (the bits
/// past the 56 are the next byte's, loaded again by the next refill, so OR-ing them twice is
/// harmless), a byte at a time near the end; past the end, zeros, which `overran` catches.
static void refill(walker *w) {
  if (w->pos + 8 <= w->size) {
    uint64_t word;
    memcpy(&word, w->in + w->pos, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    word = __builtin_bswap64(word);
#endif
    w->bitbuf |= word << w->bitcnt;
    w->pos += (size_t)(63 - w->bitcnt) >> 3;
    w->bitcnt |= 56;
    return;
  }
  while (w->bitcnt <= 56) {
    uint64_t byte = w->pos < w->size ? w->in[w->pos] : 0;
    w->pos++;
    w->bitbuf |= byte << w->bitcnt;
    w->bitcnt += 8;
  }
}

/// The next `need` bits, the buffer holding them already (after `refill`, 56 bits).
static uint32_t take(walker *w, int need) {
  uint32_t v = (uint32_t)(w->bitbuf & ((1ull << need) - 1));
  w->bitbuf >>= need;
  w->bitcnt -= need;
  return v;
}

static uint32_t bits(walker *w, int need) {
  refill(w);
  return take(w, need);
}

/// Bits read so far.
static size_t consumed(const walker *w) { return w->pos * 8 - (size_t)w->bitcnt; }

static int overran(const walker *w) { return consumed(w) > w->size * 8; }

/// Builds the canonical code of `n` lengths; returns < 0 for an over-subscribed code.
static int construct(huffman *h, const short *length, int n) {
  short offs[MAXBITS + 1];
  memset(h->count, 0, sizeof h->count);
  for (int s = 0; s < n; s++) h->count[length[s]]++;
  memset(h->fast, 0, sizeof h->fast);
  if (h->count[0] == n) return 0;
  int left = 1;
  for (int len = 1; len <= MAXBITS; len++) {
    left <<= 1;
    left -= h->count[len];
    if (left < 0) return left;
  }
  offs[1] = 0;
  for (int len = 1; len < MAXBITS; len++) offs[len + 1] = (short)(offs[len] + h->count[len]);
  for (int s = 0; s < n; s++)
    if (length[s] != 0) h->symbol[offs[length[s]]++] = (short)s;
  // The look-up table, indexed by the next FAST_BITS bits as they come (codes are sent
  // most-significant bit first, so a code's table index is its bit reversal).
  int next[MAXBITS + 1];
  int code = 0;
  next[0] = 0;
  for (int len = 1; len <= MAXBITS; len++) {
    code = (code + (len > 1 ? h->count[len - 1] : 0)) << 1;
    next[len] = code;
  }
  for (int s = 0; s < n; s++) {
    int len = length[s];
    if (len == 0 || len > FAST_BITS) continue;
    int c = next[len]++, reversed = 0;
    for (int i = 0; i < len; i++) reversed |= ((c >> i) & 1) << (len - 1 - i);
    for (int i = reversed; i < (1 << FAST_BITS); i += 1 << len) h->fast[i] = (uint16_t)(s << 4 | len);
  }
  return left;
}

/// One symbol, from the buffer as it is: the caller refills (a code is at most 15 bits).
static int decode(walker *w, const huffman *h) {
  uint16_t entry = h->fast[w->bitbuf & ((1u << FAST_BITS) - 1)];
  if (entry != 0) {
    int len = entry & 15;
    w->bitbuf >>= len;
    w->bitcnt -= len;
    return entry >> 4;
  }
  int code = 0, first = 0, index = 0;
  for (int len = 1; len <= MAXBITS; len++) {
    code |= (int)(w->bitbuf & 1);
    w->bitbuf >>= 1;
    w->bitcnt--;
    int count = h->count[len];
    if (code - count < first) return h->symbol[index + (code - first)];
    index += count;
    first += count;
    first <<= 1;
    code <<= 1;
  }
  return -1;
}

static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                           6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

/// Walks one block's symbols up to its end-of-block code. One refill a symbol: a length code,
/// its extra bits, a distance code and its extra bits take at most 15 + 5 + 15 + 13 = 48 bits.
static int codes(walker *w, const huffman *lencode, const huffman *distcode) {
  for (;;) {
    refill(w);
    int symbol = decode(w, lencode);
    if (symbol < 0 || overran(w)) return -1;
    if (symbol == 256) return 0;
    if (symbol > 256) {
      symbol -= 257;
      if (symbol >= 29) return -1;
      take(w, length_extra[symbol]);
      symbol = decode(w, distcode);
      if (symbol < 0 || symbol >= 30) return -1;
      take(w, distance_extra[symbol]);
    }
  }
}

static int fixed(walker *w) {
  // Built at each use (fixed blocks are rare, and short): no shared state between threads.
  huffman lencode, distcode;
  short lengths[288];
  int s = 0;
  for (; s < 144; s++) lengths[s] = 8;
  for (; s < 256; s++) lengths[s] = 9;
  for (; s < 280; s++) lengths[s] = 7;
  for (; s < 288; s++) lengths[s] = 8;
  construct(&lencode, lengths, 288);
  for (s = 0; s < 30; s++) lengths[s] = 5;
  construct(&distcode, lengths, 30);
  return codes(w, &lencode, &distcode);
}

static int dynamic(walker *w) {
  static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
  short lengths[320];
  huffman lencode, distcode;
  int nlen = (int)bits(w, 5) + 257, ndist = (int)bits(w, 5) + 1, ncode = (int)bits(w, 4) + 4;
  if (nlen > 286 || ndist > 30) return -1;
  int index = 0;
  for (; index < ncode; index++) lengths[order[index]] = (short)bits(w, 3);
  for (; index < 19; index++) lengths[order[index]] = 0;
  if (construct(&lencode, lengths, 19) != 0) return -1;
  index = 0;
  while (index < nlen + ndist) {
    refill(w);
    int symbol = decode(w, &lencode);
    if (symbol < 0 || overran(w)) return -1;
    if (symbol < 16) {
      lengths[index++] = (short)symbol;
      continue;
    }
    short len = 0;
    int repeat;
    if (symbol == 16) {
      if (index == 0) return -1;
      len = lengths[index - 1];
      repeat = 3 + (int)bits(w, 2);
    } else if (symbol == 17) {
      repeat = 3 + (int)bits(w, 3);
    } else {
      repeat = 11 + (int)bits(w, 7);
    }
    if (index + repeat > nlen + ndist) return -1;
    while (repeat--) lengths[index++] = len;
  }
  if (lengths[256] == 0) return -1;
  // Incomplete codes are allowed (a single distance code, say); over-subscribed ones are not.
  if (construct(&lencode, lengths, nlen) < 0) return -1;
  if (construct(&distcode, lengths + nlen, ndist) < 0) return -1;
  return codes(w, &lencode, &distcode);
}

static int stored(walker *w) {
  size_t at = (consumed(w) + 7) / 8;  // the rest of the byte is padding
  if (at + 4 > w->size) return -1;
  unsigned len = w->in[at] | (unsigned)w->in[at + 1] << 8;
  unsigned nlen = w->in[at + 2] | (unsigned)w->in[at + 3] << 8;
  if (len != (~nlen & 0xFFFF) || at + 4 + len > w->size) return -1;
  w->pos = at + 4 + len;
  w->bitbuf = 0;
  w->bitcnt = 0;
  return 0;
}

size_t tf_deflate_make_joinable(uint8_t *data, size_t size, size_t capacity) {
  walker w = {data, size, 0, 0, 0};
  size_t header = 0;
  int last;
  do {
    header = consumed(&w);
    last = (int)bits(&w, 1);
    int type = (int)bits(&w, 2), status;
    switch (type) {
      case 0: status = stored(&w); break;
      case 1: status = fixed(&w); break;
      case 2: status = dynamic(&w); break;
      default: status = -1;
    }
    if (status != 0 || overran(&w)) return 0;
  } while (!last);
  size_t end = consumed(&w);
  if ((end + 7) / 8 != size || size + 5 > capacity) return 0;
  data[header / 8] &= (uint8_t) ~(1u << (header % 8));  // BFINAL off
  if (end % 8 != 0) data[size - 1] &= (uint8_t)((1u << (end % 8)) - 1);  // padding: zeros
  // An empty stored block, BFINAL 0: its 3 header bits are zero, so they are the last byte's
  // zero padding when it has 3 bits left, or a zero byte of their own; then LEN 0, NLEN 0xFFFF.
  size_t padding = (8 - end % 8) % 8;
  if (padding < 3) data[size++] = 0;
  data[size++] = 0;
  data[size++] = 0;
  data[size++] = 0xFF;
  data[size++] = 0xFF;
  return size;
}
