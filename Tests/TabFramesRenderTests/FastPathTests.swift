import CTabFrames
import TabFramesDisplayList
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

/// APNG pieces are made by the frame workers from two frames alone: a repeated frame is marked
/// unchanged (shown one step longer), a changed one stores only the rectangle that changed.
@Test func apngPiecesStoreOnlyWhatChanged() throws {
  let renderer = FrameRenderer(scale: 3)
  let blue = try renderer.rasterize(bar(fill: RGBA(hex: 0x007AFF)))
  let red = try renderer.rasterize(bar(fill: RGBA(hex: 0xFF3B30)))
  let first = try APNGEncoder.piece(blue, after: nil, opaque: true)
  #expect(!first.unchanged && (first.x, first.y, first.w, first.h) == (0, 0, blue.width, blue.height))
  #expect(try APNGEncoder.piece(blue, after: blue, opaque: true).unchanged)
  // Only the bar changes colour: 30…120 × 60…72 in pixels.
  let changed = try APNGEncoder.piece(red, after: blue, opaque: true)
  #expect(!changed.unchanged && (changed.x, changed.y, changed.w, changed.h) == (30, 60, 90, 12))
  // blue, blue (merged into the first frame: 2/60 s), red.
  var encoder = APNGEncoder(width: blue.width, height: blue.height, fps: 60, plays: 0, opaque: true)
  for piece in [first, try APNGEncoder.piece(blue, after: blue, opaque: true), changed] { encoder.add(piece) }
  let file = try encoder.encode()
  // The default image is the first frame, whole.
  #expect(try PNGCodec.decode(file) == blue)
  // The animation chunks: two frames, sequence numbers 0, 1, 2 across fcTL and fdAT.
  var chunks: [(type: String, data: [UInt8])] = []
  var at = 8
  while at + 8 <= file.count {
    let length = file[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
    chunks.append((String(decoding: file[at + 4..<at + 8], as: UTF8.self), Array(file[at + 8..<at + 8 + length])))
    at += 12 + length
  }
  func be32(_ d: [UInt8], _ o: Int) -> Int { d[o..<o + 4].reduce(0) { $0 << 8 | Int($1) } }
  func be16(_ d: [UInt8], _ o: Int) -> Int { Int(d[o]) << 8 | Int(d[o + 1]) }
  // An opaque APNG makes its key colour transparent (tRNS, before the first frame's data).
  #expect(chunks.map(\.type) == ["IHDR", "acTL", "tRNS", "fcTL", "IDAT", "fcTL", "fdAT", "IEND"])
  #expect(chunks[2].data == [0, APNGEncoder.key.r, 0, APNGEncoder.key.g, 0, APNGEncoder.key.b])
  #expect(be32(chunks[1].data, 0) == 2)
  let frame0 = chunks[3].data
  let frame1 = chunks[5].data
  #expect([be32(frame0, 0), be32(frame0, 4), be32(frame0, 8), be32(frame0, 12), be32(frame0, 16)] == [0, 180, 72, 0, 0])
  #expect(be16(frame0, 20) == 2 && be16(frame0, 22) == 60, "the repeated frame lengthens the first")
  #expect([be32(frame1, 0), be32(frame1, 4), be32(frame1, 8), be32(frame1, 12), be32(frame1, 16)] == [1, 90, 12, 30, 60])
  #expect(be16(frame1, 20) == 1)
  // Every pixel of the rectangle changed: nothing to leave transparent, so the frame replaces it.
  #expect(frame0[24...25] == [0, 0] && frame1[24...25] == [0, 0], "dispose NONE, blend SOURCE")
  #expect(be32(chunks[6].data, 0) == 2)
}

/// A tall picture (a contact sheet) is drawn in bands of rows on every core: bands with labels,
/// clipped and scaled shapes cut across their edges (64 px at scale 3 is not a whole number of
/// points) must join into exactly the whole picture.
@Test func bandsOfAPictureJoinIntoThePictureDrawnWhole() throws {
  var elements: [Element] = []
  for k in 0..<6 {
    let y = Double(k) * 15 + 3  // labels straddle the 21.33 pt (64 px) band edges
    elements.append(
      Element(
        id: "label.\(k)", content: .text(TextRun(string: "Inbox \(k)", font: FontSpec())),
        frame: Rect(x: 6 + Double(k) * 5, y: y, width: 60, height: 21),
        color: RGBA(hex: 0x1C1C1E)))
    var pill = Element(id: "pill.\(k)", content: .rect, frame: Rect(x: 80, y: y, width: 40, height: 13), color: RGBA(hex: 0x007AFF))
    pill.cornerRadius = 6.5
    // Clipped to its upper half, which ends inside a band for some and on an edge for others.
    pill.clip = Rect(x: 80, y: y, width: 40, height: 7)
    elements.append(pill)
  }
  var dot = Element(id: "dot", content: .ellipse, frame: Rect(x: 60, y: 38, width: 10, height: 10), color: RGBA(hex: 0xFF3B30))
  dot.scale = 1.7  // a scale effect about its centre, across the edge at 42.67 pt
  elements.append(dot)
  let list = DisplayList(size: Size(width: 130, height: 100), background: RGBA(1, 1, 1), elements: elements)
  let whole = try FrameRenderer(scale: 3).rasterize(list)
  let workers = [FrameRenderer(scale: 3), FrameRenderer(scale: 3)]
  var file: [UInt8] = []
  let writer = try ParallelStripWriter(width: whole.width, height: whole.height, channels: 3) {
    (bytes: [UInt8]) throws(RenderError) in file += bytes
  }
  let rows = 64
  let bands = (whole.height + rows - 1) / rows
  for k in 0..<bands {
    try writer.append(
      try workers[k % 2].opaqueBandPiece(list, rows: k * rows..<min(whole.height, (k + 1) * rows), last: k == bands - 1))
  }
  try writer.finish()
  #expect(try PNGCodec.decode(file) == whole)
}

/// An opaque frame of `width` × 60 pixels: deterministic noise (detail that deflates badly) with two
/// 8-pixel squares of `corner`, at the top left and the bottom right.
private func noisyFrame(corner: (UInt8, UInt8, UInt8), width: Int = 200) -> RGBAImage {
  var state: UInt32 = 7
  var pixels: [UInt8] = []
  for y in 0..<60 {
    for x in 0..<width {
      state = state &* 1_664_525 &+ 1_013_904_223
      let inCorner = (x < 8 && y < 8) || (x >= width - 8 && y >= 52)
      let v = UInt8(truncatingIfNeeded: state >> 24)
      pixels += inCorner ? [corner.0, corner.1, corner.2, 255] : [v, v &+ 40, 255 - v, 255]
    }
  }
  return RGBAImage(width: width, height: 60, pixels: pixels)
}

/// A piece as a PNG of its own (its rectangle's size, the APNG's tRNS), which libpng decodes with
/// the key colour transparent.
private func standalone(_ piece: APNGEncoder.Piece, keyed: Bool) throws -> RGBAImage {
  var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  var ihdr = [UInt8]()
  ihdr.append(be32: piece.w)
  ihdr.append(be32: piece.h)
  ihdr += [8, 2, 0, 0, 0]
  APNGEncoder.chunk("IHDR", ihdr, into: &out)
  let key = APNGEncoder.key
  if keyed { APNGEncoder.chunk("tRNS", [0, key.r, 0, key.g, 0, key.b], into: &out) }
  APNGEncoder.chunk("IDAT", piece.data, into: &out)
  APNGEncoder.chunk("IEND", [], into: &out)
  return try PNGCodec.decode(out)
}

/// A frame whose rectangle changed at two corners around unchanged detail is stored as those
/// pixels alone, blended OVER the frame before: every unchanged pixel of the rectangle decodes
/// transparent, every changed one as the new frame. One whose rectangle changed throughout
/// replaces it (blend SOURCE), and stores it as it is.
@Test func apngPiecesLeaveUnchangedPixelsTransparent() throws {
  let before = noisyFrame(corner: (10, 20, 30))
  let after = noisyFrame(corner: (200, 100, 0))
  let piece = try APNGEncoder.piece(after, after: before, opaque: true)
  #expect(piece.over && !piece.keyShown)
  #expect((piece.x, piece.y, piece.w, piece.h) == (0, 0, 200, 60))
  let stored = try standalone(piece, keyed: true)
  var transparent = 0
  for y in 0..<60 {
    for x in 0..<200 {
      let (s, a, b) = (stored[x, y], after[x, y], before[x, y])
      if (a.r, a.g, a.b) == (b.r, b.g, b.b) {
        #expect(s.a == 0, "unchanged pixel \(x), \(y) is transparent")
        transparent += 1
      } else {
        #expect(s.a == 255 && (s.r, s.g, s.b) == (a.r, a.g, a.b), "changed pixel \(x), \(y) is the new frame's")
      }
    }
  }
  #expect(transparent == 200 * 60 - 2 * 64)
  // Without the key the same frame replaces its rectangle.
  let plain = try APNGEncoder.piece(after, after: before, opaque: true, keyed: false)
  #expect(!plain.over)
  #expect(try standalone(plain, keyed: false) == after)
  // A rectangle that changed throughout: nothing to leave, blend SOURCE, the pixels as they are.
  let renderer = FrameRenderer(scale: 3)
  let blue = try renderer.rasterize(bar(fill: RGBA(hex: 0x007AFF)))
  let red = try renderer.rasterize(bar(fill: RGBA(hex: 0xFF3B30)))
  let whole = try APNGEncoder.piece(red, after: blue, opaque: true)
  #expect(!whole.over)
  let region = try standalone(whole, keyed: true)
  #expect(region.isOpaque)
}

/// A frame that shows the key colour is found wherever it is, and an encoder given its piece
/// refuses to write a file with the key transparent: SceneRenderer makes such an APNG again
/// without it (end-to-end in AnimatedFormatTests).
@Test func apngPiecesFindTheKeyColourInTheirFrame() throws {
  let key = APNGEncoder.key
  let plain = noisyFrame(corner: (10, 20, 30))
  let showing = noisyFrame(corner: (key.r, key.g, key.b))
  #expect(try APNGEncoder.piece(showing, after: nil, opaque: true).keyShown, "the first frame, whole")
  #expect(try APNGEncoder.piece(showing, after: plain, opaque: true).keyShown, "a changed pixel")
  #expect(!(try APNGEncoder.piece(plain, after: showing, opaque: true).keyShown))
  #expect(!(try APNGEncoder.piece(showing, after: nil, opaque: true, keyed: false).keyShown), "without the key nothing to find")
  var encoder = APNGEncoder(width: 200, height: 60, fps: 60, plays: 1, opaque: true)
  encoder.add(try APNGEncoder.piece(plain, after: nil, opaque: true))
  encoder.add(try APNGEncoder.piece(showing, after: plain, opaque: true))
  #expect(encoder.keyShown)
  #expect(throws: RenderError.self) { try encoder.encode() }
}

/// A frame that libdeflate's fastest level deflates to under 5 % of its rows (flat colour, as tab
/// bars are) is also deflated by zlib's level 9, and the smaller kept (here zlib's, as for every frame of the bubble sample),
/// with the same pixels (AnimatedFormatTests decodes the bubble sample's APNG too).
@Test func flatAPNGFramesTakeTheSmallerOfLibdeflateAndZlib() throws {
  let circle = Element(id: "bubble", content: .ellipse, frame: Rect(x: 100, y: 10, width: 160, height: 160), color: RGBA(hex: 0x34C759))
  let image = try FrameRenderer(scale: 3).rasterize(
    DisplayList(size: Size(width: 400, height: 100), background: RGBA(1, 1, 1), elements: [circle]))
  let piece = try APNGEncoder.piece(image, after: nil, opaque: true)
  var rows = [UInt8](repeating: 0, count: (image.width * 3 + 1) * image.height)
  rows.withUnsafeMutableBufferPointer { buffer in
    if let base = buffer.baseAddress { image.writeRows(channels: 3, filterBytes: true, into: base) }
  }
  let deflater = try Deflater(level: APNGEncoder.level)
  let input = deflater.input(count: rows.count)
  rows.withUnsafeBufferPointer { if let base = $0.baseAddress { input.update(from: base, count: $0.count) } }
  let libdeflateAlone = try deflater.compress(count: rows.count, wrapper: .zlib).count
  #expect(libdeflateAlone * 50 < rows.count, "a flat frame")
  #expect(piece.data.count < libdeflateAlone, "zlib's is the smaller here")
  #expect(try standalone(piece, keyed: true) == image)
}

/// Which deflate stores a frame: a flat frame (long runs of one colour) is deflated by zlib's
/// level 9 too, keeping the smaller; a large flat frame after the first by zlib alone (libdeflate's
/// level 10 takes two to three times as long on it and rarely wins); any other frame by libdeflate
/// at APNG's level. Each piece is compared with the two compressors' own bytes.
@Test func apngFramesAreDeflatedByTheCompressorTheirFlatnessAndSizeCallFor() throws {
  func flat(width: Int, height: Int, grey: UInt8) -> RGBAImage {
    RGBAImage(width: width, height: height, pixels: [UInt8]((0..<width * height).flatMap { _ in [grey, grey, grey, 255] }))
  }
  // The rows APNG stores for a whole opaque frame: filter byte 0, then RGB.
  func rows(_ image: RGBAImage) -> [UInt8] {
    var out: [UInt8] = []
    for y in 0..<image.height {
      out.append(0)
      for x in 0..<image.width {
        let p = image[x, y]
        out += [p.r, p.g, p.b]
      }
    }
    return out
  }
  func zlib9(_ data: [UInt8]) -> [UInt8] {
    var size = compressBound(uLong(data.count))
    var out = [UInt8](repeating: 0, count: Int(size))
    let status = out.withUnsafeMutableBufferPointer { dst in
      data.withUnsafeBufferPointer { compress2(dst.baseAddress, &size, $0.baseAddress, uLong(data.count), 9) }
    }
    #expect(status == Z_OK)
    return Array(out.prefix(Int(size)))
  }
  func libdeflate(_ data: [UInt8]) throws -> [UInt8] {
    let deflater = try Deflater(level: APNGEncoder.level)
    let input = deflater.input(count: data.count)
    data.withUnsafeBufferPointer { input.update(from: $0.baseAddress!, count: $0.count) }
    return Array(try deflater.compress(count: data.count, wrapper: .zlib))
  }
  // 600 × 200 px: 360 200 bytes of rows, over the 300 000 of a large frame. A gradient down
  // the frame is flat (level 1 gives well under 5 % of its rows) and libdeflate's level 10 is
  // the smaller on it: a later frame is still zlib's, the first the smaller of the two.
  var shades: [UInt8] = []
  for y in 0..<200 {
    let v = UInt8(255 - y / 2)
    for _ in 0..<600 { shades += [v, v, v, 255] }
  }
  let gradient = RGBAImage(width: 600, height: 200, pixels: shades)
  let black = flat(width: 600, height: 200, grey: 0)
  let (z, l) = (zlib9(rows(gradient)), try libdeflate(rows(gradient)))
  #expect(l.count < z.count, "libdeflate is the smaller here (\(l.count) against \(z.count) bytes)")
  let later = try APNGEncoder.piece(gradient, after: black, opaque: true)
  #expect((later.w, later.h) == (600, 200) && !later.over)
  #expect(later.data == z, "a large flat frame after the first: zlib alone")
  let first = try APNGEncoder.piece(gradient, after: nil, opaque: true)
  #expect(first.data == l, "the first frame: the smaller of the two")
  // A small flat frame: the smaller of the two as well.
  let (small, smallGrey) = (flat(width: 200, height: 60, grey: 255), flat(width: 200, height: 60, grey: 90))
  let smallPiece = try APNGEncoder.piece(smallGrey, after: small, opaque: true)
  let smallBoth = (zlib9(rows(smallGrey)), try libdeflate(rows(smallGrey)))
  #expect(smallPiece.data == (smallBoth.0.count < smallBoth.1.count ? smallBoth.0 : smallBoth.1))
  // A frame of noise is not flat: libdeflate alone.
  let noisy = noisyFrame(corner: (10, 20, 30))
  #expect(try APNGEncoder.piece(noisy, after: nil, opaque: true).data == (try libdeflate(rows(noisy))))
  // Every one of them decodes to its frame.
  for (piece, image) in [(later, gradient), (first, gradient), (smallPiece, smallGrey)] {
    #expect(try standalone(piece, keyed: true) == image)
  }
}
