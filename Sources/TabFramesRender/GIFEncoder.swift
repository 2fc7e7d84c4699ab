/// Writes animated GIF. One global palette for the whole animation: exact when the frames use at
/// most 255 colours, otherwise a deterministic median cut (same input, same bytes; no dithering,
/// so unchanged areas stay unchanged between frames). Each frame after the first stores only the
/// rectangle that changed, with unchanged pixels in it transparent (disposal "do not dispose").
///
/// Timing: GIF counts in hundredths of a second and browsers stretch delays under 2 to 10, so
/// frames are shown at their own start times rounded to 1/100 s, and a frame that would start less
/// than 2/100 s after the previous one is dropped (the last, settled frame always stays). Delays are
/// differences of rounded start times, so the total never drifts: it is the animation's length
/// rounded to 1/100 s. At 60 fps that shows about every other frame (50 fps at most).
///
/// Memory is bounded by the frame, not the animation: the encoder keeps only which frames repeat
/// the one before, and the colours for its palette are counted as the frames are first drawn. The
/// output module then draws the shown frames once more for the file (drawing is deterministic),
/// and writes each frame's block as it comes.
package struct GIFEncoder {
  package let width: Int
  package let height: Int
  package let fps: Int
  package let loops: Bool
  /// Runs of identical frames: the first frame of each and how many 1/fps steps the run lasts.
  private var runs: [(frame: Int, count: Int)] = []
  private var added = 0
  /// The colours of the shown frames so far, and of the frame holding the latest slot (which a
  /// newer frame may still take: see `schedule`), when colours are given with the frames.
  private var shownColors = Palette.Histogram()
  private var slotColors: Palette.Histogram?
  private var slotCentis: Int?

  package init(width: Int, height: Int, fps: Int, loops: Bool) {
    self.width = width
    self.height = height
    self.fps = fps
    self.loops = loops
  }

  /// Adds the next frame: whether its pixels equal the frame before's, and its colours (counted
  /// on the thread that drew it), so the palette needs no second pass over the frames. Only the
  /// colours of frames `schedule` shows are kept: a frame's are dropped when a newer frame takes
  /// its slot, so at most one frame's colours wait at a time.
  package mutating func add(sameAsPrevious: Bool, colors: Palette.Histogram? = nil) {
    if sameAsPrevious, let last = runs.last {
      runs[runs.count - 1] = (last.frame, last.count + 1)
    } else {
      let centis = Int((Double(added) * 100 / Double(fps)).rounded())
      if let slot = slotCentis, centis - slot < 2 {
        slotColors = colors
      } else {
        if let waiting = slotColors { shownColors.merge(waiting) }
        slotColors = colors
        slotCentis = centis
      }
      runs.append((added, 1))
    }
    added += 1
  }

  /// The colours of every shown frame, when every frame was added with its colours.
  package var colors: Palette.Histogram {
    var all = shownColors
    if let waiting = slotColors { all.merge(waiting) }
    return all
  }

  /// The frames shown (indices of frames added) and their delays in 1/100 s.
  package func schedule() -> [(frame: Int, delay: Int)] {
    var starts: [(frame: Int, centis: Int)] = []
    var step = 0
    for run in runs {
      let centis = Int((Double(step) * 100 / Double(fps)).rounded())
      if let previous = starts.last, centis - previous.centis < 2 {
        // Too soon after the previous start: this newer frame takes its slot, so a slot always
        // shows the latest state (and the settled last frame is never lost).
        starts[starts.count - 1] = (run.frame, previous.centis)
      } else {
        starts.append((run.frame, centis))
      }
      step += run.count
    }
    let total = max(Int((Double(step) * 100 / Double(fps)).rounded()), (starts.last?.centis ?? 0) + 2)
    return starts.enumerated().map { i, s in
      let end = i + 1 < starts.count ? starts[i + 1].centis : total
      return (s.frame, max(2, end - s.centis))
    }
  }

  /// Index 255 of the palette is transparency.
  static let transparent = 255

  /// The header, the global palette and, for a looping animation, the loop extension.
  package func header(_ palette: Palette) -> [UInt8] {
    var out = Array("GIF89a".utf8)
    out.append(le16: width)
    out.append(le16: height)
    out += [0xF7, 0, 0]  // global colour table of 256, 8-bit resolution
    for i in 0..<256 {
      let c = i < palette.colors.count ? palette.colors[i] : 0
      out += [UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)]
    }
    if loops {
      out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
    }
    return out
  }

  package static let trailer: [UInt8] = [0x3B]

  /// One shown frame, compressed: its bytes, and whether it has transparent pixels (which decides
  /// how the frame before it must leave the canvas: see `settle`).
  package struct Block: Sendable {
    package var bytes: [UInt8]
    package var hasTransparency: Bool
  }

  /// A frame's palette indices, mapped once and passed on as the next frame's `previous`.
  package struct Mapped: Sendable {
    package var indices: [UInt8]
  }

  package static func map(_ image: RGBAImage, _ palette: Palette) -> Mapped {
    Mapped(indices: palette.map(image, transparentIndex: transparent))
  }

  /// Frame `current`'s graphic control extension, image descriptor and compressed pixels, as a
  /// difference over `previous` where it can be. Its disposal is set by `settle` once the next
  /// frame is known.
  package static func block(_ current: Mapped, previous: Mapped?, delay: Int, width: Int, height: Int) -> Block {
    let indices = current.indices
    var x0 = 0
    var y0 = 0
    var w = width
    var h = height
    var pixels = indices
    let hasTransparency = indices.contains(UInt8(transparent))
    // Frame differencing only over opaque frames: a pixel that turns transparent could not be
    // shown through "do not dispose".
    if let previous = previous?.indices, !hasTransparency {
      let r = changedRegion(previous, indices, width: width, height: height)
      (x0, y0, w, h) = r
      pixels = []
      pixels.reserveCapacity(w * h)
      for y in y0..<y0 + h {
        for x in x0..<x0 + w {
          let i = y * width + x
          pixels.append(previous[i] == indices[i] ? UInt8(transparent) : indices[i])
        }
      }
    }
    var out: [UInt8] = [0x21, 0xF9, 0x04, disposalByte(nextHasTransparency: false)]
    out.append(le16: delay)
    out += [UInt8(transparent), 0]
    out += [0x2C]
    out.append(le16: x0)
    out.append(le16: y0)
    out.append(le16: w)
    out.append(le16: h)
    out += [0]
    out += LZW.encode(pixels)
    return Block(bytes: out, hasTransparency: hasTransparency)
  }

  /// How a frame leaves the canvas for the next: kept when the next is stored as a difference
  /// over it, cleared to transparent when the next is a full frame with transparent pixels (else
  /// this frame would show through them).
  package static func settle(_ block: inout Block, nextHasTransparency: Bool) {
    block.bytes[3] = disposalByte(nextHasTransparency: nextHasTransparency)
  }

  private static func disposalByte(nextHasTransparency: Bool) -> UInt8 {
    UInt8((nextHasTransparency ? 2 : 1) << 2 | 1)
  }

  /// The whole file from images in memory, for tests and small uses: the same bytes the output module
  /// streams.
  package static func encode(_ images: [RGBAImage], fps: Int, loops: Bool) throws(RenderError) -> [UInt8] {
    guard let first = images.first else { throw RenderError("encoding GIF", "no frames") }
    var encoder = GIFEncoder(width: first.width, height: first.height, fps: fps, loops: loops)
    for (i, image) in images.enumerated() { encoder.add(sameAsPrevious: i > 0 && images[i - 1].pixels == image.pixels) }
    let shown = encoder.schedule()
    // Counted here from the shown frames themselves: an independent check of the colours the
    // driver gathers as frames are added.
    var histogram = Palette.Histogram()
    for s in shown { histogram.add(images[s.frame]) }
    let palette = Palette(histogram)
    var out = encoder.header(palette)
    var previous: Mapped?
    var pending: Block?
    for s in shown {
      let mapped = map(images[s.frame], palette)
      var block = block(mapped, previous: previous, delay: s.delay, width: first.width, height: first.height)
      if var p = pending {
        settle(&p, nextHasTransparency: block.hasTransparency)
        out += p.bytes
      }
      settle(&block, nextHasTransparency: false)
      pending = block
      previous = mapped
    }
    if let pending { out += pending.bytes }
    return out + trailer
  }

  static func changedRegion(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (Int, Int, Int, Int) {
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    for y in 0..<height {
      for x in 0..<width where a[y * width + x] != b[y * width + x] {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = y
      }
    }
    if maxX < 0 { return (0, 0, 1, 1) }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  /// A palette of up to 255 colours (index 255 is transparency) and the mapping to it.
  package struct Palette: Sendable {
    var colors: [UInt32]
    private var nearest: [UInt32: UInt8]

    /// Pixel counts per opaque colour, over the shown frames. Merged from frames counted on
    /// different threads: the sum is the same in any order.
    package struct Histogram: Sendable {
      var counts: [UInt32: Int] = [:]

      package init() {}

      package static func of(_ image: RGBAImage) -> Histogram {
        var h = Histogram()
        h.add(image)
        return h
      }

      /// Counted a run at a time: tab bars are long runs of one colour, and a dictionary update
      /// per pixel was most of the GIF encoder's time.
      package mutating func add(_ image: RGBAImage) {
        image.pixels.withUnsafeBufferPointer { p in
          var run: (color: UInt32, count: Int)?
          var i = 0
          while i < p.count {
            if p[i + 3] >= 128 {
              let color = UInt32(p[i]) << 16 | UInt32(p[i + 1]) << 8 | UInt32(p[i + 2])
              if let current = run, current.color == color {
                run = (color, current.count + 1)
              } else {
                if let run { counts[run.color, default: 0] += run.count }
                run = (color, 1)
              }
            }
            i += 4
          }
          if let run { counts[run.color, default: 0] += run.count }
        }
      }

      package mutating func merge(_ other: Histogram) {
        counts.merge(other.counts, uniquingKeysWith: +)
      }
    }

    /// Exact when there are at most 255 colours, otherwise a median cut of them.
    package init(_ histogram: Histogram) {
      let entries = histogram.counts.sorted { $0.key < $1.key }
      if entries.count <= 255 {
        colors = entries.map(\.key)
        nearest = [:]
        for (i, c) in colors.enumerated() { nearest[c] = UInt8(i) }
        return
      }
      colors = Self.medianCut(entries.map { ($0.key, $0.value) }, into: 255)
      nearest = [:]
      for (c, _) in entries { nearest[c] = Self.closest(c, in: colors) }
    }

    /// Index per pixel; pixels under half alpha become `transparentIndex`.
    func map(_ image: RGBAImage, transparentIndex: Int) -> [UInt8] {
      var out = [UInt8](repeating: UInt8(transparentIndex), count: image.width * image.height)
      image.pixels.withUnsafeBufferPointer { p in
        // The last colour looked up, reused along runs of one colour.
        var last: (color: UInt32, index: UInt8)?
        for k in 0..<out.count where p[k * 4 + 3] >= 128 {
          let color = UInt32(p[k * 4]) << 16 | UInt32(p[k * 4 + 1]) << 8 | UInt32(p[k * 4 + 2])
          if let last, last.color == color {
            out[k] = last.index
          } else {
            // Every colour of the images is in the table; a colour that is not still maps.
            let index = nearest[color] ?? Self.closest(color, in: colors)
            out[k] = index
            last = (color, index)
          }
        }
      }
      return out
    }

    static func closest(_ c: UInt32, in colors: [UInt32]) -> UInt8 {
      var best = 0
      var bestDistance = Int.max
      let r = Int(c >> 16)
      let g = Int((c >> 8) & 0xFF)
      let b = Int(c & 0xFF)
      for (i, p) in colors.enumerated() {
        let dr = r - Int(p >> 16)
        let dg = g - Int((p >> 8) & 0xFF)
        let db = b - Int(p & 0xFF)
        let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
        if d < bestDistance {
          bestDistance = d
          best = i
        }
      }
      return UInt8(best)
    }

    /// Splits the colour box with the widest weighted range at its weighted median until there are
    /// `count` boxes; each becomes its weighted mean. Deterministic: inputs are sorted.
    static func medianCut(_ colors: [(UInt32, Int)], into count: Int) -> [UInt32] {
      func channel(_ c: UInt32, _ k: Int) -> Int { Int((c >> UInt32(16 - 8 * k)) & 0xFF) }
      var boxes: [[(UInt32, Int)]] = [colors]
      while boxes.count < count {
        var best = -1
        var bestScore = 0
        var bestChannel = 0
        for (i, box) in boxes.enumerated() where box.count > 1 {
          for k in 0..<3 {
            let values = box.map { channel($0.0, k) }
            let range = (values.max() ?? 0) - (values.min() ?? 0)
            let weight = box.reduce(0) { $0 + $1.1 }
            let score = range * Int(Double(weight).squareRoot() + 1)
            if score > bestScore {
              bestScore = score
              best = i
              bestChannel = k
            }
          }
        }
        if best < 0 { break }
        let sorted = boxes[best].sorted { (channel($0.0, bestChannel), $0.0) < (channel($1.0, bestChannel), $1.0) }
        let total = sorted.reduce(0) { $0 + $1.1 }
        var running = 0
        var split = 1
        for (i, e) in sorted.enumerated() {
          running += e.1
          if running * 2 >= total {
            split = min(max(i + 1, 1), sorted.count - 1)
            break
          }
        }
        boxes[best] = Array(sorted[..<split])
        boxes.append(Array(sorted[split...]))
      }
      return boxes.map { box in
        let weight = max(box.reduce(0) { $0 + $1.1 }, 1)
        var sums = [0, 0, 0]
        for (c, n) in box { for k in 0..<3 { sums[k] += channel(c, k) * n } }
        let avg = sums.map { UInt32(($0 + weight / 2) / weight) }
        return avg[0] << 16 | avg[1] << 8 | avg[2]
      }
    }
  }
}

/// GIF's variable-width LZW, 8-bit minimum code size, as the classic `LZWEncoder` does it:
/// the code width grows when the next free code no longer fits, and the table is cleared at 4096.
enum LZW {
  /// The string table: the code of (prefix code, next index) at `prefix << 8 | index`, 0 for none
  /// (codes start at 258). A flat array rather than a dictionary, whose hashing was most of the
  /// encoder's time; one per frame (frames are compressed on different threads), emptied entry
  /// by entry when the code space fills.
  private struct Table {
    fileprivate var codes = [UInt16](repeating: 0, count: 4096 << 8)
    fileprivate var used: [Int] = []

    init() { used.reserveCapacity(4096) }

    fileprivate mutating func removeAll() {
      for key in used { codes[key] = 0 }
      used.removeAll(keepingCapacity: true)
    }
  }

  static func encode(_ pixels: [UInt8]) -> [UInt8] {
    var table = Table()
    var bytes: [UInt8] = []
    var accumulator = 0
    var bits = 0
    var width = 9
    var maxCode = (1 << 9) - 1
    var freeCode = 258
    var clearFlag = false
    func output(_ code: Int) {
      accumulator |= code << bits
      bits += width
      while bits >= 8 {
        bytes.append(UInt8(accumulator & 0xFF))
        accumulator >>= 8
        bits -= 8
      }
      if freeCode > maxCode || clearFlag {
        if clearFlag {
          width = 9
          maxCode = (1 << 9) - 1
          clearFlag = false
        } else {
          width += 1
          maxCode = width == 12 ? 4096 : (1 << width) - 1
        }
      }
    }
    output(256)
    var prefix = Int(pixels.first ?? 0)
    for p in pixels.dropFirst() {
      let c = Int(p)
      let key = prefix << 8 | c
      let code = table.codes[key]
      if code != 0 {
        prefix = Int(code)
        continue
      }
      output(prefix)
      prefix = c
      if freeCode < 4096 {
        table.codes[key] = UInt16(freeCode)
        table.used.append(key)
        freeCode += 1
      } else {
        table.removeAll()
        freeCode = 258
        clearFlag = true
        output(256)
      }
    }
    output(prefix)
    output(257)
    if bits > 0 { bytes.append(UInt8(accumulator & 0xFF)) }
    var out: [UInt8] = [8]
    var i = 0
    while i < bytes.count {
      let n = min(255, bytes.count - i)
      out.append(UInt8(n))
      out += bytes[i..<i + n]
      i += n
    }
    out.append(0)
    return out
  }
}
