import CDeflateBlocks
import TabFramesDisplayList
import TabFramesScene
import Testing

@testable import TabFramesRender

// libdeflate writes every deflate stream (docs/PERFORMANCE.md). It compresses whole buffers and
// always ends them with a final block, so strip pieces are made joinable afterwards; these tests
// fail if a piece stops joining, if a PNG's chunks or data go wrong, or if pixels change.

/// Deterministic bytes: a linear congruential generator.
private struct Noise {
  var state: UInt32
  mutating func next() -> UInt8 {
    state = state &* 1_664_525 &+ 1_013_904_223
    return UInt8(truncatingIfNeeded: state >> 24)
  }
}

/// Rows of 37 RGBA pixels (any bytes are valid pixels) in kinds libdeflate writes as different
/// blocks: flat (a few symbols, often a fixed-code block), noise (stored blocks), stripes and runs
/// with some noise (dynamic blocks).
private func rows(_ count: Int, kind: Int, seed: UInt32) -> [UInt8] {
  var noise = Noise(state: seed)
  var out: [UInt8] = []
  for y in 0..<count {
    out.append(0)  // filter None
    for x in 0..<37 * 4 {
      switch kind % 4 {
      case 0: out.append(200)
      case 1: out.append(noise.next())
      case 2: out.append(UInt8(truncatingIfNeeded: (x / 4 + y) / 3 * 40))
      default: out.append(noise.next() < 16 ? noise.next() : UInt8(truncatingIfNeeded: x / 12 * 30))
      }
    }
  }
  return out
}

/// Pieces of every kind and many heights, from one reused compressor, joined by
/// `ParallelStripWriter` into one PNG that libpng decodes to exactly the rows that went in, at
/// libdeflate's stored level, its fastest, the default and its slowest.
@Test(arguments: [0, 1, 6, 12] as [Int32])
func libdeflatePiecesJoinIntoOnePNG(level: Int32) throws {
  let compressor = try StripPieceCompressor(level: level)
  let heights = [1, 2, 3, 5, 7, 11, 64, 1, 200, 4, 9, 30, 2, 17, 1, 120]
  var expected: [UInt8] = []
  var pieces: [ParallelStripWriter.Piece] = []
  for (k, h) in heights.enumerated() {
    let data = rows(h, kind: k, seed: UInt32(k + 1))
    for y in 0..<h { expected += data[(y * 149 + 1)..<((y + 1) * 149)] }
    pieces.append(
      try compressor.compress(rowCount: h, rowBytes: 149, last: k == heights.count - 1) {
        $0.update(from: data, count: data.count)
      })
  }
  var file: [UInt8] = []
  let writer = try ParallelStripWriter(width: 37, height: heights.reduce(0, +), channels: 4) {
    (bytes: [UInt8]) throws(RenderError) in file += bytes
  }
  for piece in pieces { try writer.append(piece) }
  try writer.finish()
  #expect(try PNGCodec.decode(file).pixels == expected)
}

/// The empty stored block after a piece starts in the last byte's padding when it has three bits
/// or more (4 bytes more), in a byte of its own otherwise (5 bytes more): both cases occur, and a
/// stream cut short is refused rather than joined.
@Test func joiningCoversBothPaddingCasesAndRefusesATruncatedStream() throws {
  let deflater = try Deflater(level: 6)
  var growths: Set<Int> = []
  for n in 1...60 {
    let data = rows(n % 7 + 1, kind: n, seed: UInt32(n))
    deflater.input(count: data.count).update(from: data, count: data.count)
    let deflated = try deflater.compress(count: data.count, wrapper: .raw, spare: 5)
    let size = tf_deflate_make_joinable(deflated.baseAddress, deflated.count, deflated.count + 5)
    #expect(size > 0)
    growths.insert(size - deflated.count)
    let tail = UnsafeBufferPointer(rebasing: UnsafeBufferPointer(start: deflated.baseAddress, count: size)[(size - 4)...])
    #expect(Array(tail) == [0, 0, 0xFF, 0xFF])
  }
  #expect(growths == [4, 5])

  let data = rows(40, kind: 3, seed: 7)
  deflater.input(count: data.count).update(from: data, count: data.count)
  let deflated = try deflater.compress(count: data.count, wrapper: .raw, spare: 5)
  #expect(tf_deflate_make_joinable(deflated.baseAddress, deflated.count - 1, deflated.count + 4) == 0)
  #expect(tf_deflate_make_joinable(deflated.baseAddress, deflated.count / 2, deflated.count + 4) == 0)

  // Bytes that are no deflate stream end the walk, at worst as a refusal: it reads nothing past
  // the given size, never loops for ever, and leaves a refused buffer as it was.
  var noise = Noise(state: 42)
  for n in 1...300 {
    var garbage = (0..<n).map { _ in noise.next() } + [0, 0, 0, 0, 0]
    let before = garbage
    let size = tf_deflate_make_joinable(&garbage, n, n + 5)
    #expect(size == 0 ? garbage == before : size <= n + 5)
  }
}

private func scene() -> DisplayList {
  var elements: [Element] = [
    Element(id: "bar", content: .rect, frame: Rect(x: 10, y: 40, width: 120, height: 4), color: RGBA(hex: 0x007AFF)),
    Element(id: "dot", content: .ellipse, frame: Rect(x: 150, y: 8, width: 30, height: 30), color: RGBA(hex: 0xFF3B30)),
  ]
  var pill = Element(id: "pill", content: .rect, frame: Rect(x: 60, y: 10, width: 70, height: 24), color: RGBA(hex: 0x34C759))
  pill.cornerRadius = 12
  elements.append(pill)
  return DisplayList(size: Size(width: 200, height: 48), background: RGBA(1, 1, 1), elements: elements)
}

/// The same frame through libdeflate and through libpng with zlib (the writer before) decodes to
/// the same pixels, opaque (straight from Cairo) and RGBA, and libdeflate's file is no larger.
@Test func pngFramesFromLibdeflateHaveZlibsPixelsInNoMoreBytes() throws {
  let renderer = FrameRenderer(scale: 3)
  let list = scene()
  let image = try renderer.rasterize(list)
  let zlib = PNGSettings(filters: 0x08, level: 6, strategy: 0, zlib: true)
  #expect(PNGSettings.standard.usesLibdeflate && !zlib.usesLibdeflate)

  let fast = try renderer.opaquePNG(list)
  let before = try PNGCodec.encode(image, opaque: true, settings: zlib)
  #expect(try PNGCodec.decode(fast) == PNGCodec.decode(before))
  #expect(try PNGCodec.decode(fast) == image)
  #expect(fast.count <= before.count)

  var translucent = image
  for i in stride(from: 3, to: translucent.pixels.count, by: 4) { translucent.pixels[i] = UInt8(i / 4 % 256) }
  let rgba = try PNGCodec.encode(translucent, opaque: false)
  #expect(try PNGCodec.decode(rgba) == PNGCodec.decode(try PNGCodec.encode(translucent, opaque: false, settings: zlib)))
  #expect(try PNGCodec.decode(rgba).pixels.count == translucent.pixels.count)
}

/// A PNG written by `PNGFile`: signature, IHDR, one IDAT, IEND, each chunk's CRC-32 right (the
/// check a bit-by-bit CRC-32, independent of libdeflate's), and the same bytes every time.
@Test func pngFileChunksCarryTheirCRCs() throws {
  let renderer = FrameRenderer(scale: 2)
  let png = try renderer.opaquePNG(scene())
  #expect(png == (try FrameRenderer(scale: 2).opaquePNG(scene())))
  #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  var at = 8
  var types: [String] = []
  while at < png.count {
    let length = png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    let body = Array(png[(at + 4)..<(at + 8 + length)])
    let stored = png[(at + 8 + length)..<(at + 12 + length)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    #expect(stored == referenceCRC32(body))
    types.append(String(decoding: body.prefix(4), as: UTF8.self))
    at += 12 + length
  }
  #expect(types == ["IHDR", "IDAT", "IEND"])
  #expect(at == png.count)
}

/// CRC-32 bit by bit, as the PNG specification's sample code computes it.
private func referenceCRC32(_ bytes: [UInt8]) -> UInt32 {
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in bytes {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
  }
  return ~crc
}
