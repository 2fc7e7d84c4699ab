import FoundationEssentials
import Glibc
import TabFramesOutput
import TabFramesRender

/// The result of comparing one image with its reference.
package struct ImageDifference: Sendable {
  package var differingPixels: Int
  package var totalPixels: Int
  /// The largest CIE ΔE94 over all pixels.
  package var maximumDeltaE: Double
  /// Whether the sizes differ (nothing else is compared then).
  package var sizeMismatch: Bool
  package var matches: Bool

  package var differingShare: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
}

package enum ImageComparison {
  package static func compare(_ actual: RGBAImage, _ reference: RGBAImage, tolerance: SnapshotTolerance) -> ImageDifference {
    guard actual.width == reference.width, actual.height == reference.height else {
      return ImageDifference(
        differingPixels: actual.width * actual.height, totalPixels: actual.width * actual.height, maximumDeltaE: 100, sizeMismatch: true,
        matches: false)
    }
    var differing = 0
    var worst = 0.0
    let n = actual.width * actual.height
    let rowBytes = actual.width * 4
    actual.pixels.withUnsafeBufferPointer { a in
      reference.pixels.withUnsafeBufferPointer { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress, n > 0 else { return }
        // Renders are deterministic, so nearly every row of a passing snapshot is byte for byte its
        // reference's: memcmp passes over those (in a debug build, where the tests run, the pixel
        // loop below costs about 100 ns a pixel; memcmp, a few ms a frame) and the loop looks only
        // at rows that differ, with the same result.
        for y in 0..<actual.height where memcmp(pa + y * rowBytes, pb + y * rowBytes, rowBytes) != 0 {
          for i in (y * actual.width)..<((y + 1) * actual.width) {
            let o = i * 4
            var channelOK = true
            var identical = true
            for c in 0..<4 {
              let d = abs(Int(a[o + c]) - Int(b[o + c]))
              if d != 0 { identical = false }
              if d > tolerance.channel { channelOK = false }
            }
            if identical { continue }
            let e = deltaE94(a[o], a[o + 1], a[o + 2], a[o + 3], b[o], b[o + 1], b[o + 2], b[o + 3])
            worst = max(worst, e)
            if !channelOK && e > tolerance.perceptual { differing += 1 }
          }
        }
      }
    }
    let matches = Double(n - differing) >= tolerance.precision * Double(n) - 1e-9
    return ImageDifference(differingPixels: differing, totalPixels: n, maximumDeltaE: worst, sizeMismatch: false, matches: matches)
  }

  /// The first rows of `image` from `y`, `height` high (a frame out of a vertical strip).
  package static func rows(_ image: RGBAImage, from y: Int, height: Int) -> RGBAImage {
    let start = y * image.width * 4
    return RGBAImage(width: image.width, height: height, pixels: Array(image.pixels[start..<start + height * image.width * 4]))
  }

  /// The top-left part of an image, at most `width` × `height`.
  static func crop(_ image: RGBAImage, _ width: Int, _ height: Int) -> RGBAImage {
    let w = min(width, image.width)
    let h = min(height, image.height)
    var pixels: [UInt8] = []
    pixels.reserveCapacity(w * h * 4)
    for y in 0..<h { pixels += image.pixels[(y * image.width * 4)..<(y * image.width + w) * 4] }
    return RGBAImage(width: w, height: h, pixels: pixels)
  }

  /// A difference image: the reference faded to grey, with differing pixels in red. When the
  /// sizes differ, both are laid over each other from the top-left corner on a canvas that holds
  /// either; the common area is compared as usual and the rest, covered by only one, is red.
  package static func differenceImage(_ actual: RGBAImage, _ reference: RGBAImage, tolerance: SnapshotTolerance) -> RGBAImage {
    guard actual.width == reference.width, actual.height == reference.height else {
      let width = max(actual.width, reference.width)
      let height = max(actual.height, reference.height)
      let common = differenceImage(
        crop(actual, reference.width, reference.height), crop(reference, actual.width, actual.height), tolerance: tolerance)
      var out = [UInt8](repeating: 0, count: width * height * 4)
      for y in 0..<height {
        for x in 0..<width {
          let o = (y * width + x) * 4
          if x < common.width && y < common.height {
            let c = (y * common.width + x) * 4
            out.replaceSubrange(o..<o + 4, with: common.pixels[c..<c + 4])
          } else {
            out.replaceSubrange(o..<o + 4, with: [255, 0, 0, 255])
          }
        }
      }
      return RGBAImage(width: width, height: height, pixels: out)
    }
    var out = [UInt8](repeating: 255, count: actual.pixels.count)
    for i in 0..<(actual.width * actual.height) {
      let o = i * 4
      var channelOK = true
      for c in 0..<4 where abs(Int(actual.pixels[o + c]) - Int(reference.pixels[o + c])) > tolerance.channel { channelOK = false }
      let differs =
        !channelOK
        && deltaE94(
          actual.pixels[o], actual.pixels[o + 1], actual.pixels[o + 2], actual.pixels[o + 3],
          reference.pixels[o], reference.pixels[o + 1], reference.pixels[o + 2], reference.pixels[o + 3]) > tolerance.perceptual
      if differs {
        out[o] = 255
        out[o + 1] = 0
        out[o + 2] = 0
      } else {
        let grey = UInt8((Int(reference.pixels[o]) + Int(reference.pixels[o + 1]) + Int(reference.pixels[o + 2])) / 3 / 4 + 191)
        out[o] = grey
        out[o + 1] = grey
        out[o + 2] = grey
      }
      out[o + 3] = 255
    }
    return RGBAImage(width: actual.width, height: actual.height, pixels: out)
  }

  /// CIE ΔE94 (graphic arts: kL = 1, K1 = 0.045, K2 = 0.015) between two sRGB pixels, each
  /// composited over white first so that transparency counts as the colour it shows.
  package static func deltaE94(_ r1: UInt8, _ g1: UInt8, _ b1: UInt8, _ a1: UInt8, _ r2: UInt8, _ g2: UInt8, _ b2: UInt8, _ a2: UInt8)
    -> Double
  {
    let p = lab(r1, g1, b1, a1)
    let q = lab(r2, g2, b2, a2)
    let dL = p.l - q.l
    let c1 = (p.a * p.a + p.b * p.b).squareRoot()
    let c2 = (q.a * q.a + q.b * q.b).squareRoot()
    let dC = c1 - c2
    let da = p.a - q.a
    let db = p.b - q.b
    let dH2 = max(0, da * da + db * db - dC * dC)
    let sC = 1 + 0.045 * c1
    let sH = 1 + 0.015 * c1
    return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
  }

  static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> (l: Double, a: Double, b: Double) {
    let alpha = Double(a) / 255
    func lin(_ v: UInt8) -> Double {
      let c = Double(v) / 255 * alpha + (1 - alpha)
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let (R, G, B) = (lin(r), lin(g), lin(b))
    let x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047
    let y = 0.2126 * R + 0.7152 * G + 0.0722 * B
    let z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    let (fx, fy, fz) = (f(x), f(y), f(z))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }
}
