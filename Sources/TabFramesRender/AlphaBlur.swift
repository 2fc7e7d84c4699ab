import Glibc

/// A Gaussian blur of an 8-bit alpha image, in place, computed as SVG's `feGaussianBlur` is
/// specified (Filter Effects 1, §9.15): for a standard deviation of 2 pixels or more, three
/// successive box blurs of width d = ⌊σ·3·√(2π)/4 + ½⌋ (for even d, two of width d, offset half a
/// pixel each way, and one of d + 1); below that, the sampled Gaussian itself. Browsers and
/// librsvg blur the same way, so a PNG frame and its SVG agree. Pixels outside are transparent.
enum AlphaBlur {
  static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
    guard sigma > 0, sigma.isFinite, width > 0, height > 0 else { return }
    var line = [Double](repeating: 0, count: max(width, height))
    var out = [Double](repeating: 0, count: max(width, height))
    // Rows, then columns, through the same one-dimensional pass.
    for y in 0..<height {
      let row = data + y * stride
      for x in 0..<width { line[x] = Double(row[x]) }
      pass(&line, &out, count: width, sigma: sigma)
      for x in 0..<width { row[x] = UInt8(clamping: Int(line[x].rounded())) }
    }
    for x in 0..<width {
      for y in 0..<height { line[y] = Double(data[y * stride + x]) }
      pass(&line, &out, count: height, sigma: sigma)
      for y in 0..<height { data[y * stride + x] = UInt8(clamping: Int(line[y].rounded())) }
    }
  }

  /// Blurs `values[0..<count]` along one axis, leaving the result in `values`.
  private static func pass(_ values: inout [Double], _ scratch: inout [Double], count: Int, sigma: Double) {
    if sigma < 2 {
      gaussian(&values, &scratch, count: count, sigma: sigma)
      return
    }
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    if d % 2 == 1 {
      for _ in 0..<3 { box(&values, &scratch, count: count, width: d, left: d / 2) }
    } else {
      // Even: the first box leans left, the second right, the third is one wider and centred.
      box(&values, &scratch, count: count, width: d, left: d / 2)
      box(&values, &scratch, count: count, width: d, left: d / 2 - 1)
      box(&values, &scratch, count: count, width: d + 1, left: d / 2)
    }
  }

  /// The mean of `width` values, from `left` before each position to `width - left - 1` after.
  private static func box(_ values: inout [Double], _ scratch: inout [Double], count: Int, width: Int, left: Int) {
    let right = width - left - 1
    var sum = 0.0
    for i in 0...min(right, count - 1) { sum += values[i] }
    for i in 0..<count {
      scratch[i] = sum / Double(width)
      let entering = i + right + 1
      let leaving = i - left
      if entering < count { sum += values[entering] }
      if leaving >= 0 { sum -= values[leaving] }
    }
    for i in 0..<count { values[i] = scratch[i] }
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
