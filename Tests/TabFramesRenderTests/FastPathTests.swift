import TabFramesLayout
import TabFramesScene
import Testing

@testable import TabFramesRender

/// The frame paths that skip the RGBA image must give what the general path gives.

/// Opaque PNG frames hand Cairo's own rows to libpng, which swaps to RGB and drops the unused byte:
/// a wrong byte order or a missed transform shows up as different pixels here.
@Test func opaquePNGFramesDecodeToTheRasterizedPixels() throws {
  let renderer = FrameRenderer(scale: 3)
  for hex in [0x007AFF, 0xFF3B30, 0x34C759] {
    let list = bar(fill: RGBA(hex: UInt32(hex)))
    let decoded = try PNGCodec.decode(try renderer.opaquePNG(list))
    #expect(decoded == (try renderer.rasterize(list)))
    // Inside the bar: the fill's own bytes, in R, G, B order.
    #expect(decoded[75, 66] == (UInt8(hex >> 16), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF), 255))
  }
}

/// One compressor serves every frame of a worker, and workers take frames in turn: pieces made by
/// two renderers alternately (each reusing its compressor, reset between pieces, so no piece may
/// refer back into another) must join into a strip that decodes to the frames stacked.
@Test func stripPiecesFromReusedCompressorsDecodeToTheFramesStacked() throws {
  let workers = [FrameRenderer(scale: 2), FrameRenderer(scale: 2)]
  let fills = [0x007AFF, 0xAF52DE, 0xFF9500, 0x8E8E93, 0x34C759, 0x007AFF].map { RGBA(hex: UInt32($0)) }
  // Each frame on its own background, so a piece that referred back into the previous frame of
  // its own worker would copy the wrong colour.
  func frame(_ fill: RGBA) -> DisplayList {
    var list = bar(fill: RGBA(1, 1, 1))
    list.background = fill
    return list
  }
  let images = try fills.map { try workers[0].rasterize(frame($0)) }
  var file: [UInt8] = []
  let writer = try ParallelStripWriter(width: images[0].width, height: images[0].height * images.count, channels: 3) {
    (bytes: [UInt8]) throws(RenderError) in file += bytes
  }
  for (i, fill) in fills.enumerated() {
    let renderer = workers[i % 2]
    let last = i == fills.count - 1
    // Both paths through the same compressor: the opaque one-pass path and the image path.
    let piece =
      (i / 2).isMultiple(of: 2)
      ? try renderer.opaqueStripPiece(frame(fill), last: last) : try renderer.stripPiece(images[i], channels: 3, last: last)
    try writer.append(piece)
  }
  try writer.finish()
  #expect(try PNGCodec.decode(file) == RGBAImage.concatenate(images, vertical: true))
}
