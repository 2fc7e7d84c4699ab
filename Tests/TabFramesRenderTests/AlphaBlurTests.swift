import Foundation
import TabFramesDisplayList
import TabFramesSceneFormat
import Testing

@testable import TabFramesRender

/// SVG's `feGaussianBlur` as Filter Effects 1 (§9.15) writes it, in real numbers: three box
/// blurs a row, each the mean of its window, rounded to a byte after the rows and again after
/// the columns. The renderer's integer sums must agree with it (to a level where the real numbers
/// round a half the other way).
private func reference(_ pixels: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
  var image = pixels.map(Double.init)
  func box(_ line: [Double], _ width: Int, _ left: Int) -> [Double] {
    line.indices.map { i in
      var sum = 0.0
      for k in (i - left)...(i + width - left - 1) where line.indices.contains(k) { sum += line[k] }
      return sum / Double(width)
    }
  }
  func pass(_ line: [Double]) -> [Double] { AlphaBlur.boxes(sigma).reduce(line) { box($0, $1.width, $1.left) } }
  for y in 0..<height {
    let row = pass(Array(image[(y * width)..<((y + 1) * width)]))
    for x in 0..<width { image[y * width + x] = row[x].rounded() }
  }
  for x in 0..<width {
    let column = pass((0..<height).map { image[$0 * width + x] })
    for y in 0..<height { image[y * width + x] = column[y].rounded() }
  }
  return image.map { UInt8($0) }
}

@Test(arguments: [2.0, 3.5, 6.0, 30.0])
func theBlurIsSVGsThreeBoxes(sigma: Double) {
  // A shape's alpha with hard edges, a gradient and noise, wider than tall.
  let (width, height) = (97, 61)
  // Noise from a fixed linear congruential sequence: a failure reproduces.
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  func noise() -> UInt8 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return UInt8((state >> 33) % 41)
  }
  var pixels = [UInt8](repeating: 0, count: width * height)
  for y in 0..<height {
    for x in 0..<width {
      let inShape = (20..<70).contains(x) && (15..<45).contains(y)
      pixels[y * width + x] = inShape ? 255 : (x > 80 ? UInt8(x * 2) : noise())
    }
  }
  var blurred = pixels
  blurred.withUnsafeMutableBufferPointer {
    AlphaBlur.blur($0.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
  }
  let expected = reference(pixels, width: width, height: height, sigma: sigma)
  let off = zip(blurred, expected).map { abs(Int($0) - Int($1)) }
  #expect(off.max()! <= 1, "σ \(sigma): a level at most where a half rounds the other way")
  #expect(off.filter { $0 > 0 }.count * 100 <= off.count, "σ \(sigma): \(off.filter { $0 > 0 }.count) of \(off.count) pixels differ")
  #expect(blurred != pixels, "it blurs")
}

/// The boxes' widths from σ (Filter Effects 1, §9.15): d = ⌊σ·3·√(2π)/4 + ½⌋; for an odd d three
/// of d, centred; for an even d two of d, leaning left then right, and one of d + 1.
@Test func theBoxWidthsAreSVGs() {
  #expect(AlphaBlur.boxes(6).map(\.width) == [11, 11, 11] && AlphaBlur.boxes(6).map(\.left) == [5, 5, 5])
  #expect(AlphaBlur.boxes(30).map(\.width) == [56, 56, 57] && AlphaBlur.boxes(30).map(\.left) == [28, 27, 28])
}

/// A blur far wider than the image leaves nothing (under half a level everywhere), without the
/// sums of its boxes overflowing (a shadow of radius 300 000 at 3x is σ = 450 000 pixels).
@Test func aBlurFarWiderThanTheImageLeavesNothing() {
  var pixels = [UInt8](repeating: 255, count: 40 * 30)
  pixels.withUnsafeMutableBufferPointer { AlphaBlur.blur($0.baseAddress!, width: 40, height: 30, stride: 40, sigma: 450_000) }
  #expect(pixels.allSatisfy { $0 == 0 })
  // Just inside the limit the boxes still run, and a full image stays nearly full in its middle.
  var full = [UInt8](repeating: 255, count: 40 * 30)
  full.withUnsafeMutableBufferPointer { AlphaBlur.blur($0.baseAddress!, width: 40, height: 30, stride: 40, sigma: 3) }
  #expect(full[15 * 40 + 20] == 255 && full[0] < 255)
}
