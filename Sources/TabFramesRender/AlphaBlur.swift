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
    // Each box sums without dividing, so three boxes are exact integers: the result is the sum
    // over the product of the widths, rounded once (half up) — what dividing at every box in
    // real numbers gives, without its rounding errors. Rows first, rounded to bytes, then
    // columns, as SVG's filter passes go.
    let divisor = boxes.reduce(1) { $0 * $1.width }
    var line = [Int](repeating: 0, count: width)
    var scratch = [Int](repeating: 0, count: width)
    for y in 0..<height {
      let row = data + y * stride
      for x in 0..<width { line[x] = Int(row[x]) }
      for box in boxes { slide(&line, &scratch, count: width, box) }
      for x in 0..<width { row[x] = UInt8(clamping: (2 * line[x] + divisor) / (2 * divisor)) }
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

  /// One box along a row: `values[i]` becomes the sum from `left` before i to `width - left - 1`
  /// after it (values outside are 0).
  private static func slide(_ values: inout [Int], _ scratch: inout [Int], count: Int, _ box: (width: Int, left: Int)) {
    let right = box.width - box.left - 1
    var sum = 0
    for i in 0...min(right, count - 1) { sum += values[i] }
    for i in 0..<count {
      scratch[i] = sum
      let entering = i + right + 1
      let leaving = i - box.left
      if entering < count { sum += values[entering] }
      if leaving >= 0 { sum -= values[leaving] }
    }
    swap(&values, &scratch)
  }

  /// The boxes down the columns, a whole row at a time: one running sum per column, so memory is
  /// read in order (a column at a time strides through the image, one cache line a pixel).
  private static func columns(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, boxes: [(width: Int, left: Int)], divisor: Int
  ) {
    var plane = [Int](repeating: 0, count: width * height)
    var next = [Int](repeating: 0, count: width * height)
    for y in 0..<height {
      let row = data + y * stride
      for x in 0..<width { plane[y * width + x] = Int(row[x]) }
    }
    var sums = [Int](repeating: 0, count: width)
    for box in boxes {
      let right = box.width - box.left - 1
      for x in 0..<width { sums[x] = 0 }
      for y in 0...min(right, height - 1) {
        for x in 0..<width { sums[x] += plane[y * width + x] }
      }
      for y in 0..<height {
        let entering = y + right + 1
        let leaving = y - box.left
        for x in 0..<width {
          next[y * width + x] = sums[x]
          if entering < height { sums[x] += plane[entering * width + x] }
          if leaving >= 0 { sums[x] -= plane[leaving * width + x] }
        }
      }
      swap(&plane, &next)
    }
    for y in 0..<height {
      let row = data + y * stride
      for x in 0..<width { row[x] = UInt8(clamping: (2 * plane[y * width + x] + divisor) / (2 * divisor)) }
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
}
