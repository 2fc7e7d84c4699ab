import CTabFrames
import FoundationEssentials

/// Writes animated PNG (APNG): lossless, each frame after the first stored as only the rectangle
/// that changed, identical consecutive frames merged into one longer delay. Delays are exact
/// fractions of a second: n / fps.
///
/// An opaque APNG is RGB with one colour made transparent (`tRNS`), the key: a frame may then be
/// stored as its changed pixels with every unchanged pixel of its rectangle in the key colour,
/// blended OVER the frame before (a transparent pixel leaves what was there), which deflates to
/// much less when little of the rectangle changed (W1: 210 423 → 125 007 bytes). Each frame is stored the
/// way that deflates smaller, judged at libdeflate's fastest level; the other frames REPLACE
/// their rectangle (blend SOURCE). Dispose is always NONE. The key must be a colour no frame
/// shows; when one does, the pieces say so (`keyShown`) and the APNG is made again without it.
package struct APNGEncoder {
  package let width: Int
  package let height: Int
  package let fps: Int
  /// 0 plays forever.
  package let plays: Int
  let channels: Int
  /// Whether the file makes `key` transparent (opaque APNGs, unless a frame shows the key).
  package let keyed: Bool
  /// The distinct frame waiting for its duration, and how many 1/fps steps it has lasted.
  private var pending: (piece: Piece, count: Int)?
  private var out: [UInt8] = []
  private var sequence = 0
  private var frameCount = 0
  private var acTLOffset = 0
  /// Whether a piece made with the key found it in its frame: the file cannot use it.
  package private(set) var keyShown = false

  /// The transparent colour of opaque APNGs: an RGB no sample draws, even anti-aliased (colours
  /// mixed with black, white or grey keep their channels in order; this one's are not), and not the
  /// magenta of the missing-symbol placeholder. A frame that does show it is found, not trusted.
  package static let key: (r: UInt8, g: UInt8, b: UInt8) = (0x01, 0xFE, 0x02)

  /// `keyed` (opaque APNGs only) lets frames leave unchanged pixels transparent; without it every
  /// frame replaces its rectangle, as after a frame that shows the key.
  package init(width: Int, height: Int, fps: Int, plays: Int, opaque: Bool, keyed: Bool = true) {
    self.width = width
    self.height = height
    self.fps = fps
    self.plays = plays
    channels = opaque ? 3 : 4
    self.keyed = opaque && keyed && Self.override?.keyed != false
    out = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var ihdr = [UInt8]()
    ihdr.append(be32: width)
    ihdr.append(be32: height)
    ihdr += [8, channels == 4 ? 6 : 2, 0, 0, 0]
    Self.chunk("IHDR", ihdr, into: &out)
    acTLOffset = out.count
    var actl = [UInt8]()
    actl.append(be32: 0)  // the frame count, patched in `encode()`
    actl.append(be32: plays)
    Self.chunk("acTL", actl, into: &out)
    if self.keyed {
      // tRNS for colour type 2: the one transparent colour, each sample in 16 bits.
      Self.chunk("tRNS", [0, Self.key.r, 0, Self.key.g, 0, Self.key.b], into: &out)
    }
  }

  /// One frame ready to be stored: the rectangle that changed since the frame before it and its
  /// rows, deflated, or nothing when it shows the same pixels. Made from the two frames alone, so
  /// frame workers make them in parallel (deflating is most of an APNG's cost) and the encoder
  /// only strings them together, in order.
  package struct Piece: Sendable {
    /// Same pixels as the frame before: the frame before is shown one step longer.
    var unchanged: Bool
    var x = 0
    var y = 0
    var w = 0
    var h = 0
    /// Blend OVER: unchanged pixels are stored in the key colour, transparent.
    var over = false
    /// Made with the key, and the frame shows the key colour: the APNG must be made without it.
    var keyShown = false
    var data: [UInt8] = []
  }

  /// The compressors of one frame worker: libdeflate's fastest level, which judges which way a
  /// frame deflates smaller, and APNG's own level, which deflates it.
  package final class Compressors {
    let judge: Deflater
    let store: Deflater

    package init() throws(RenderError) {
      judge = try Deflater(level: 1)
      store = try Deflater(level: APNGEncoder.level)
    }
  }

  /// The piece for `image` shown after `previous` (nil for the first frame: all of it).
  /// `opaque` and `keyed` must match the encoder's.
  package static func piece(
    _ image: RGBAImage, after previous: RGBAImage?, opaque: Bool, keyed: Bool = true, compressors given: Compressors? = nil
  ) throws(RenderError) -> Piece {
    if let previous, previous.pixels == image.pixels { return Piece(unchanged: true) }
    let compressors: Compressors
    if let given { compressors = given } else { compressors = try Compressors() }
    let channels = opaque ? 3 : 4
    guard let previous else {
      let data = try deflate(rows(image, (0, 0, image.width, image.height), channels: channels), with: compressors, first: true)
      return Piece(
        unchanged: false, x: 0, y: 0, w: image.width, h: image.height,
        keyShown: opaque && keyed && override?.keyed != false && shows(key, image), data: data)
    }
    let r = changedRegion(previous, image)
    let replacing = rows(image, r, channels: channels)
    guard opaque && keyed && override?.keyed != false else {
      return Piece(unchanged: false, x: r.x, y: r.y, w: r.w, h: r.h, data: try deflate(replacing, with: compressors))
    }
    let (blended, keyShown, kept) = keyedRows(image, after: previous, r)
    // The smaller at libdeflate's fastest level is (nearly always) the smaller at level 10 too:
    // judging costs a tenth of deflating both at level 10 and lost 0.1 % on the samples. A
    // rectangle with no unchanged pixel has nothing to leave transparent.
    guard kept > 0 else {
      return Piece(unchanged: false, x: r.x, y: r.y, w: r.w, h: r.h, keyShown: keyShown, data: try deflate(replacing, with: compressors))
    }
    let (overSize, replacingSize) = (try judge(blended, compressors.judge), try judge(replacing, compressors.judge))
    let over = overSize < replacingSize
    let data = try deflate(over ? blended : replacing, with: compressors, fastest: min(overSize, replacingSize))
    return Piece(unchanged: false, x: r.x, y: r.y, w: r.w, h: r.h, over: over, keyShown: keyShown, data: data)
  }

  /// Adds the next frame (shown for 1 / fps) as its piece; pieces must come in frame order, each
  /// made after the frame before it (the first after nil).
  package mutating func add(_ piece: Piece) {
    if piece.keyShown { keyShown = true }
    if piece.unchanged, let (shown, count) = pending {
      pending = (shown, count + 1)
      return
    }
    flush()
    pending = (piece, 1)
  }

  private mutating func flush() {
    guard let (piece, count) = pending else { return }
    var fctl = [UInt8]()
    fctl.append(be32: sequence)
    sequence += 1
    fctl.append(be32: piece.w)
    fctl.append(be32: piece.h)
    fctl.append(be32: piece.x)
    fctl.append(be32: piece.y)
    fctl.append(be16: count)
    fctl.append(be16: fps)
    fctl += [0, piece.over ? 1 : 0]  // dispose NONE; blend SOURCE or OVER
    Self.chunk("fcTL", fctl, into: &out)
    if frameCount == 0 {
      Self.chunk("IDAT", piece.data, into: &out)
    } else {
      var fdat = [UInt8]()
      fdat.append(be32: sequence)
      sequence += 1
      fdat += piece.data
      Self.chunk("fdAT", fdat, into: &out)
    }
    frameCount += 1
    pending = nil
  }

  /// Finishes the file and returns its bytes.
  package mutating func encode() throws(RenderError) -> [UInt8] {
    flush()
    guard frameCount > 0 else { throw RenderError("encoding APNG", "no frames") }
    guard !keyShown else { throw RenderError("encoding APNG", "a frame shows the key colour: make it again with keyed: false") }
    var actl = [UInt8]()
    actl.append(be32: frameCount)
    actl.append(be32: plays)
    var patched = [UInt8]()
    Self.chunk("acTL", actl, into: &patched)
    out.replaceSubrange(acTLOffset..<acTLOffset + patched.count, with: patched)
    var result = out
    Self.chunk("IEND", [], into: &result)
    return result
  }

  /// The smallest rectangle holding every pixel that differs (at least 1 × 1).
  static func changedRegion(_ a: RGBAImage, _ b: RGBAImage) -> (x: Int, y: Int, w: Int, h: Int) {
    var minX = a.width
    var minY = a.height
    var maxX = -1
    var maxY = -1
    a.pixels.withUnsafeBytes { pa in
      b.pixels.withUnsafeBytes { pb in
        let wa = pa.bindMemory(to: UInt32.self)
        let wb = pb.bindMemory(to: UInt32.self)
        for y in 0..<a.height {
          let row = y * a.width
          var x = 0
          while x < a.width {
            if wa[row + x] != wb[row + x] {
              minX = min(minX, x)
              maxX = max(maxX, x)
              minY = min(minY, y)
              maxY = y
            }
            x += 1
          }
        }
      }
    }
    if maxX < 0 { return (0, 0, 1, 1) }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  /// Filter-less scanlines of a region (filter None, as for our PNG frames: smallest here; the
  /// other filters and per-row choices were measured larger, docs/SIZES.md).
  private static func rows(_ image: RGBAImage, _ r: (x: Int, y: Int, w: Int, h: Int), channels: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: (r.w * channels + 1) * r.h) { buffer, count in
      if let base = buffer.baseAddress {
        image.writeRows(x: r.x, y: r.y, width: r.w, height: r.h, channels: channels, filterBytes: true, into: base)
      }
      count = buffer.count
    }
  }

  /// RGB scanlines of a region of an opaque frame with every pixel that `previous` shows already
  /// in the key colour, and whether a changed pixel is the key colour itself.
  /// Also how many pixels it left transparent.
  static func keyedRows(
    _ image: RGBAImage, after previous: RGBAImage, _ r: (x: Int, y: Int, w: Int, h: Int)
  ) -> ([UInt8], shown: Bool, kept: Int) {
    var shown = false
    var kept = 0
    let (kr, kg, kb) = key
    let keyPixel = UInt32(kr) | UInt32(kg) << 8 | UInt32(kb) << 16
    let rows = [UInt8](unsafeUninitializedCapacity: (r.w * 3 + 1) * r.h) { buffer, count in
      image.pixels.withUnsafeBytes { pa in
        previous.pixels.withUnsafeBytes { pb in
          let now = pa.bindMemory(to: UInt32.self)
          let before = pb.bindMemory(to: UInt32.self)
          var o = 0
          for y in r.y..<r.y + r.h {
            buffer[o] = 0
            o += 1
            for i in y * image.width + r.x..<y * image.width + r.x + r.w {
              let p = UInt32(littleEndian: now[i])
              if p == UInt32(littleEndian: before[i]) {
                kept += 1
                buffer[o] = kr
                buffer[o + 1] = kg
                buffer[o + 2] = kb
              } else {
                // The bytes R, G, B, A of the image's pixel as a little-endian word (alpha ignored:
                // opaque).
                if p & 0x00FF_FFFF == keyPixel { shown = true }
                buffer[o] = UInt8(truncatingIfNeeded: p)
                buffer[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                buffer[o + 2] = UInt8(truncatingIfNeeded: p >> 16)
              }
              o += 3
            }
          }
        }
      }
      count = buffer.count
    }
    return (rows, shown, kept)
  }

  /// Whether any pixel of an opaque image is the colour `c`.
  static func shows(_ c: (r: UInt8, g: UInt8, b: UInt8), _ image: RGBAImage) -> Bool {
    let target = UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16
    return image.pixels.withUnsafeBytes { p in
      p.bindMemory(to: UInt32.self).contains { UInt32(littleEndian: $0) & 0x00FF_FFFF == target }
    }
  }

  /// libdeflate's level for APNG frames (docs/SIZES.md has the sizes and times of 10, 11 and 12).
  static let level: Int32 = override?.level ?? 10

  /// `TABFRAMES_APNG=level[:plain][:nozlib]` overrides the level (0…12); `plain` writes no key
  /// colour (every frame replaces its rectangle, as the first APNG writer did) and `nozlib` never tries
  /// zlib: for measurements (docs/SIZES.md).
  static let override: (level: Int32, keyed: Bool, zlib: Bool)? = {
    guard let text = ProcessInfo.processInfo.environment["TABFRAMES_APNG"] else { return nil }
    let fields = text.split(separator: ":")
    guard let level = fields.first.flatMap({ Int32($0) }), (0...12).contains(level) else { return nil }
    let flags = Set(fields.dropFirst())
    guard flags.isSubset(of: ["plain", "nozlib"]) else { return nil }
    return (level, !flags.contains("plain"), !flags.contains("nozlib"))
  }()

  /// A frame's rows deflated by libdeflate at `level`, unless the frame is flat (long runs of one
  /// colour: `fastest`, its size at libdeflate's level 1, is under 5 % of the rows). On flat
  /// frames zlib's level 9, with its lazy matching, mostly beats libdeflate's near-optimal parsing
  /// (all the bubble sample's frames, by 5 %), so a small flat frame is deflated both ways and
  /// keeps the smaller; so is the first frame, stored once. A later large one (over 300 000
  /// bytes of rows: a menu's shadow fading over most of the canvas) is deflated by zlib alone,
  /// which takes a third to a half of level 10's time on such frames and lost to it by 0.65 % of
  /// their bytes on the samples (docs/SIZES.md, "Which deflate for a flat frame"). `fastest` is
  /// measured here when the caller has not.
  static func deflate(
    _ data: [UInt8], with compressors: Compressors, fastest known: Int? = nil, first: Bool = false
  ) throws(RenderError) -> [UInt8] {
    guard override?.zlib != false else { return try deflate(data, by: compressors.store) }
    let fastest: Int
    if let known { fastest = known } else { fastest = try judge(data, compressors.judge) }
    let flat = fastest * 20 < data.count
    guard flat && data.count > 300_000 && !first else {
      let best = try deflate(data, by: compressors.store)
      guard flat else { return best }
      let other = try zlib(data)
      return other.count < best.count ? other : best
    }
    return try zlib(data)
  }

  private static func deflate(_ data: [UInt8], by deflater: Deflater) throws(RenderError) -> [UInt8] {
    let input = deflater.input(count: data.count)
    data.withUnsafeBufferPointer { if let base = $0.baseAddress { input.update(from: base, count: $0.count) } }
    return Array(try deflater.compress(count: data.count, wrapper: .zlib))
  }

  /// `data` deflated by zlib's level 9, in the zlib format.
  private static func zlib(_ data: [UInt8]) throws(RenderError) -> [UInt8] {
    var size = compressBound(uLong(data.count))
    var other = [UInt8](repeating: 0, count: Int(size))
    let status = other.withUnsafeMutableBufferPointer { dst in
      data.withUnsafeBufferPointer { compress2(dst.baseAddress, &size, $0.baseAddress, uLong(data.count), 9) }
    }
    guard status == Z_OK else { throw RenderError("compressing an APNG frame", "zlib status \(status)") }
    return Array(other.prefix(Int(size)))
  }

  /// The deflated size of `data` (to compare two ways of storing a frame).
  private static func judge(_ data: [UInt8], _ deflater: Deflater) throws(RenderError) -> Int {
    let input = deflater.input(count: data.count)
    data.withUnsafeBufferPointer { if let base = $0.baseAddress { input.update(from: base, count: $0.count) } }
    return try deflater.compress(count: data.count, wrapper: .raw).count
  }

  static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
    data.withUnsafeBufferPointer { chunk(type, $0, into: &out) }
  }

  /// Appends a PNG chunk: length, type, data, CRC-32 (libdeflate's) of type and data.
  static func chunk(_ type: String, _ data: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    out.append(be32: data.count)
    let typeBytes = Array(type.utf8)
    out += typeBytes
    out.append(contentsOf: data)
    out.append(be32: Int(Deflater.crc32(typeBytes, data)))
  }
}

extension [UInt8] {
  mutating func append(be32 v: Int) {
    append(UInt8((v >> 24) & 0xFF))
    append(UInt8((v >> 16) & 0xFF))
    append(UInt8((v >> 8) & 0xFF))
    append(UInt8(v & 0xFF))
  }
  mutating func append(be16 v: Int) {
    append(UInt8((v >> 8) & 0xFF))
    append(UInt8(v & 0xFF))
  }
  mutating func append(le16 v: Int) {
    append(UInt8(v & 0xFF))
    append(UInt8((v >> 8) & 0xFF))
  }
}
