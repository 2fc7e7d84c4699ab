import Glibc

/// A Gaussian blur of an 8-bit alpha image, in place, computed as SVG's `feGaussianBlur` is
/// specified (Filter Effects 1, §9.15): for a standard deviation of 2 pixels or more, three
/// successive box blurs of width d = ⌊σ·3·√(2π)/4 + ½⌋ (for even d, two of width d, offset half a
/// pixel each way, and one of d + 1); below that, the sampled Gaussian itself. Browsers and
/// librsvg blur the same way, so a PNG frame and its SVG agree. Pixels outside are transparent.
enum AlphaBlur {
  static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
    if sigma < 2 { return sampled(data, width: width, height: height, stride: stride, sigma: sigma) }
    let boxes = self.boxes(sigma)
    // A box eight times wider than the image leaves under half a level anywhere (each of the
    // three divides what it sums by more than 8): all zero. (Its widths' product would also
    // overflow the sums for a radius of hundreds of thousands of pixels.)
    if boxes[0].width > 8 * max(width, height) {
      for y in 0..<height { (data + y * stride).update(repeating: 0, count: width) }
      return
    }
    // Each box sums without dividing, so three boxes are exact integers: the result is the sum
    // over the product of the widths, rounded once (half up) — what dividing at every box in
    // real numbers gives, without its rounding errors. Rows first, rounded to bytes, then
    // columns, as SVG's filter passes go.
    let divisor = Divisor(boxes.reduce(1) { $0 * $1.width })
    let line = UnsafeMutablePointer<Int>.allocate(capacity: 2 * width)
    defer { line.deallocate() }
    for y in 0..<height {
      let row = data + y * stride
      var (values, scratch) = (line, line + width)
      for x in 0..<width { values[x] = Int(row[x]) }
      for box in boxes {
        slide(values, into: scratch, count: width, box)
        swap(&values, &scratch)
      }
      for x in 0..<width { row[x] = divisor.rounded(values[x]) }
    }
    columns(data, width: width, height: height, stride: stride, boxes: boxes, divisor: divisor)
  }

  /// The three boxes of width d = ⌊σ·3·√(2π)/4 + ½⌋ (for even d, two of width d, the first
  /// leaning left and the second right by half a pixel, and one of d + 1), each with how many
  /// values before a position it takes.
  static func boxes(_ sigma: Double) -> [(width: Int, left: Int)] {
    let d = max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
    if d % 2 == 1 { return Array(repeating: (d, d / 2), count: 3) }
    return [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
  }

  /// A sum over the boxes' widths, rounded half up, by multiplying with the reciprocal and
  /// correcting the one step a floating-point product can be off by (an integer division per
  /// pixel was most of the blur's time).
  struct Divisor {
    let twice: Int
    let reciprocal: Double
    init(_ d: Int) {
      twice = 2 * d
      reciprocal = 1 / Double(2 * d)
    }
    @inline(__always) func rounded(_ sum: Int) -> UInt8 {
      // ⌊(2·sum + d) / 2d⌋.
      let n = 2 * sum + twice / 2
      var q = Int(Double(n) * reciprocal)
      if q * twice > n { q -= 1 } else if (q + 1) * twice <= n { q += 1 }
      return UInt8(clamping: q)
    }
  }

  /// One box along a row: `out[i]` is the sum of `values` from `left` before i to
  /// `width - left - 1` after it (values outside are 0).
  @inline(__always)
  private static func slide(
    _ values: UnsafeMutablePointer<Int>, into out: UnsafeMutablePointer<Int>, count: Int, _ box: (width: Int, left: Int)
  ) {
    let right = box.width - box.left - 1
    var sum = 0
    for i in 0...min(right, count - 1) { sum += values[i] }
    for i in 0..<count {
      out[i] = sum
      let entering = i + right + 1
      let leaving = i - box.left
      if entering < count { sum += values[entering] }
      if leaving >= 0 { sum -= values[leaving] }
    }
  }

  /// The boxes down the columns, a strip of columns at a time and a whole strip row at a time:
  /// one running sum per column, so memory is read in order (a column at a time strides through
  /// the image, a cache line a pixel), in buffers the size of a strip, not of the image.
  private static func columns(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, boxes: [(width: Int, left: Int)], divisor: Divisor
  ) {
    let strip = min(width, 64)
    let buffers = UnsafeMutablePointer<Int>.allocate(capacity: 2 * strip * height + strip)
    defer { buffers.deallocate() }
    let sums = buffers + 2 * strip * height
    var x0 = 0
    while x0 < width {
      let n = min(strip, width - x0)
      var (source, target) = (buffers, buffers + strip * height)
      for y in 0..<height {
        let row = data + y * stride + x0
        let into = source + y * n
        for j in 0..<n { into[j] = Int(row[j]) }
      }
      for box in boxes {
        let right = box.width - box.left - 1
        sums.update(repeating: 0, count: n)
        for y in 0...min(right, height - 1) {
          let r = source + y * n
          for j in 0..<n { sums[j] += r[j] }
        }
        for y in 0..<height {
          (target + y * n).update(from: sums, count: n)
          let entering = y + right + 1
          let leaving = y - box.left
          if entering < height {
            let r = source + entering * n
            for j in 0..<n { sums[j] += r[j] }
          }
          if leaving >= 0 {
            let r = source + leaving * n
            for j in 0..<n { sums[j] -= r[j] }
          }
        }
        swap(&source, &target)
      }
      for y in 0..<height {
        let row = data + y * stride + x0
        let from = source + y * n
        for j in 0..<n { row[j] = divisor.rounded(from[j]) }
      }
      x0 += n
    }
  }

  /// Below σ = 2, the sampled Gaussian itself, rows then columns.
  private static func sampled(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    var line = [Double](repeating: 0, count: max(width, height))
    var out = [Double](repeating: 0, count: max(width, height))
    for y in 0..<height {
      let row = data + y * stride
      for x in 0..<width { line[x] = Double(row[x]) }
      gaussian(&line, &out, count: width, sigma: sigma)
      for x in 0..<width { row[x] = UInt8(clamping: Int(line[x].rounded())) }
    }
    for x in 0..<width {
      for y in 0..<height { line[y] = Double(data[y * stride + x]) }
      gaussian(&line, &out, count: height, sigma: sigma)
      for y in 0..<height { data[y * stride + x] = UInt8(clamping: Int(line[y].rounded())) }
    }
  }

  private static func gaussian(_ values: inout [Double], _ scratch: inout [Double], count: Int, sigma: Double) {
    let radius = Int((3 * sigma).rounded(.up))
    var kernel = (-radius...radius).map { k in exp(-Double(k * k) / (2 * sigma * sigma)) }
    let total = kernel.reduce(0, +)
    kernel = kernel.map { $0 / total }
    for i in 0..<count {
      var sum = 0.0
      for k in -radius...radius where i + k >= 0 && i + k < count { sum += values[i + k] * kernel[k + radius] }
      scratch[i] = sum
    }
    for i in 0..<count { values[i] = scratch[i] }
  }

  /// Each of four interleaved 8-bit channels (a premultiplied ARGB32 image) blurred as `blur`
  /// blurs one: a channel at a time through a scratch plane, which is what blurring the colour
  /// image is, premultiplied colour being linear in coverage.
  static func blurChannels(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    guard width > 0, height > 0, sigma > 0 else { return }
    let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
    defer { plane.deallocate() }
    for channel in 0..<4 {
      for y in 0..<height {
        let row = data + y * stride
        for x in 0..<width { plane[y * width + x] = row[x * 4 + channel] }
      }
      blur(plane, width: width, height: height, stride: width, sigma: sigma)
      for y in 0..<height {
        let row = data + y * stride
        for x in 0..<width { row[x * 4 + channel] = plane[y * width + x] }
      }
    }
  }
}
