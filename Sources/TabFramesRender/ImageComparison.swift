/// Tests compare pictures drawn by two rasterizers (Cairo and librsvg); kept here so every test
/// target measures agreement the same way.
/// Compares images rendered by two different rasterizers, which disagree on edge coverage:
/// pixels are averaged in 3 × 3 blocks (one point at scale 3) and a block differs when a channel
/// is off by more than `tolerance`. Returns the share of differing blocks and the largest difference.
package func blockDifference(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int = 24) -> (share: Double, worst: Int) {
  guard a.width == b.width, a.height == b.height else { return (1, 255) }
  func block(_ image: RGBAImage, _ bx: Int, _ by: Int, _ c: Int) -> Int {
    var sum = 0
    for y in 0..<3 {
      for x in 0..<3 { sum += Int(image.pixels[((by * 3 + y) * image.width + bx * 3 + x) * 4 + c]) }
    }
    return sum / 9
  }
  var differing = 0
  var worst = 0
  let points = max(1, (a.width / 3) * (a.height / 3))
  for by in 0..<a.height / 3 {
    for bx in 0..<a.width / 3 {
      let d = (0..<3).map { abs(block(a, bx, by, $0) - block(b, bx, by, $0)) }.max() ?? 0
      worst = max(worst, d)
      if d > tolerance { differing += 1 }
    }
  }
  return (Double(differing) / Double(points), worst)
}
