import FoundationEssentials
import Glibc
import TabFramesValues

extension Affine {
  /// The smallest rectangle holding the mapped corners of `r`.
  package func bounds(of r: Rect) -> Rect {
    let corners = [apply(r.minX, r.minY), apply(r.maxX, r.minY), apply(r.minX, r.maxY), apply(r.maxX, r.maxY)]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let (x0, x1, y0, y1) = (xs.min() ?? 0, xs.max() ?? 0, ys.min() ?? 0, ys.max() ?? 0)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

/// A colour filter on an element's drawing: SVG's `feColorMatrix` of type `matrix`, rows for
/// red, green, blue and alpha, each four weights of the unpremultiplied sRGB components and an
/// offset, results clamped to 0…1. SwiftUI's `grayscale`, `saturation`, `brightness`,
/// `contrast`, `hueRotation`, `colorInvert`, `colorMultiply` and `luminanceToAlpha` are such
/// matrices, one after another multiplied into one.
package struct ColorMatrix: Sendable, Equatable, Hashable {
  /// 20 values, row by row.
  package var values: [Double]

  package init(_ values: [Double]) {
    precondition(values.count == 20, "a colour matrix has 20 values")
    self.values = values
  }

  package static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

  /// SVG's `saturate` matrix (its luminance weights): 0 grey, 1 unchanged, above 1 more vivid.
  package static func saturation(_ s: Double) -> ColorMatrix {
    ColorMatrix([
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// This filter, then `next`.
  package func then(_ next: ColorMatrix) -> ColorMatrix {
    var out = [Double](repeating: 0, count: 20)
    for row in 0..<4 {
      for col in 0..<5 {
        var sum = col == 4 ? next.values[row * 5 + 4] : 0
        for k in 0..<4 { sum += next.values[row * 5 + k] * values[k * 5 + col] }
        out[row * 5 + col] = sum
      }
    }
    return ColorMatrix(out)
  }

  /// The filter applied to one unpremultiplied colour.
  package func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (r: Double, g: Double, b: Double, a: Double) {
    let v = values
    func row(_ i: Int) -> Double {
      min(1, max(0, v[i] * r + v[i + 1] * g + v[i + 2] * b + v[i + 3] * a + v[i + 4]))
    }
    return (row(0), row(5), row(10), row(15))
  }
}
