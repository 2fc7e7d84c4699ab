/// Writes animated PNG (APNG): lossless, each frame after the first stored as only the rectangle
/// that changed (dispose NONE, blend SOURCE, so the stored pixels replace what was there exactly),
/// identical consecutive frames merged into one longer delay. Delays are exact fractions of a
/// second: n / fps.
public struct APNGEncoder {
  public let width: Int
  public let height: Int
  public let fps: Int
  /// 0 plays forever.
  public let plays: Int
  let channels: Int
  /// The distinct frame waiting for its duration, and how many 1/fps steps it has lasted.
  private var pending: (piece: Piece, count: Int)?
  private var out: [UInt8] = []
  private var sequence = 0
  private var frameCount = 0
  private var acTLOffset = 0

  public init(width: Int, height: Int, fps: Int, plays: Int, opaque: Bool) {
    self.width = width
    self.height = height
    self.fps = fps
    self.plays = plays
    channels = opaque ? 3 : 4
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
  }

  /// One frame ready to be stored: the rectangle that changed since the frame before it and its
  /// rows, deflated, or nothing when it shows the same pixels. Made from the two frames alone, so
  /// frame workers make them in parallel (deflating at level 9 is most of an APNG's cost) and the
  /// encoder only strings them together, in order.
  public struct Piece: Sendable {
    /// Same pixels as the frame before: the frame before is shown one step longer.
    var unchanged: Bool
    var x = 0
    var y = 0
    var w = 0
    var h = 0
    var data: [UInt8] = []
  }

  /// The piece for `image` shown after `previous` (nil for the first frame: all of it).
  /// `opaque` must match the encoder's.
  public static func piece(_ image: RGBAImage, after previous: RGBAImage?, opaque: Bool) throws(RenderError) -> Piece {
    if let previous, previous.pixels == image.pixels { return Piece(unchanged: true) }
    let r: (x: Int, y: Int, w: Int, h: Int) = previous.map { changedRegion($0, image) } ?? (0, 0, image.width, image.height)
    let data = try deflate(rows(image, r, channels: opaque ? 3 : 4))
    return Piece(unchanged: false, x: r.x, y: r.y, w: r.w, h: r.h, data: data)
  }

  /// Adds the next frame (shown for 1 / fps) as its piece; pieces must come in frame order, each
  /// made after the frame before it (the first after nil).
  public mutating func add(_ piece: Piece) {
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
    fctl += [0, 0]  // dispose NONE, blend SOURCE
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
  public mutating func encode() throws(RenderError) -> [UInt8] {
    flush()
    guard frameCount > 0 else { throw RenderError("encoding APNG", "no frames") }
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

  /// Filter-less scanlines of a region (filter None, as for our PNG frames: smallest here).
  private static func rows(_ image: RGBAImage, _ r: (x: Int, y: Int, w: Int, h: Int), channels: Int) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: (r.w * channels + 1) * r.h) { buffer, count in
      if let base = buffer.baseAddress {
        image.writeRows(x: r.x, y: r.y, width: r.w, height: r.h, channels: channels, filterBytes: true, into: base)
      }
      count = buffer.count
    }
  }

  /// libdeflate's level for APNG frames: 10, its first near-optimal level, the lowest no larger
  /// than zlib's level 9 that APNGs had before (three samples' APNG data: level 9 2.3–5.2 % larger
  /// than zlib's in 0.46–0.49 of its time, level 10 1.4–4.8 % smaller in 1.6–1.8× its time;
  /// docs/PERFORMANCE.md). Making APNGs smaller is issue 19's next part.
  static let level: Int32 = 10

  static func deflate(_ data: [UInt8]) throws(RenderError) -> [UInt8] {
    // One compressor a frame: the frame workers make APNG pieces, and a piece is a whole frame's
    // work, so the allocation is small beside it.
    let deflater = try Deflater(level: level)
    let input = deflater.input(count: data.count)
    data.withUnsafeBufferPointer { if let base = $0.baseAddress { input.update(from: base, count: $0.count) } }
    return Array(try deflater.compress(count: data.count, wrapper: .zlib))
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
