import FoundationEssentials
import Glibc

/// An affine map of the plane, as Core Graphics writes it: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty).
package struct Affine: Sendable, Equatable, Hashable {
  package var a, b, c, d, tx, ty: Double

  package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  package static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  package var isIdentity: Bool { self == .identity }

  package func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + tx, b * x + d * y + ty) }

  /// The smallest rectangle holding the mapped corners of `r`.
  package func bounds(of r: Rect) -> Rect {
    let corners = [apply(r.minX, r.minY), apply(r.maxX, r.minY), apply(r.minX, r.maxY), apply(r.maxX, r.maxY)]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let (x0, x1, y0, y1) = (xs.min() ?? 0, xs.max() ?? 0, ys.min() ?? 0, ys.max() ?? 0)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

/// A transform of an element's drawing in canvas points, applied after its `scale` and
/// `rotation` (SwiftUI's `transformEffect`, `rotation3DEffect`, `projectionEffect` and
/// `GeometryEffect`s): made from data that is animated with the element's other properties, so
/// that each frame's transform is the effect's at that frame's data, as SwiftUI asks a
/// `GeometryEffect` for each frame's value.
package struct AnimatedTransform: Sendable, Equatable {
  package private(set) var data: [Double]
  /// The transform at `data`, made when the data is set (on the thread that plays the view; the
  /// renderers only read it).
  package private(set) var matrix: Affine
  package let make: @Sendable ([Double]) -> Affine

  package init(data: [Double], make: @escaping @Sendable ([Double]) -> Affine) {
    self.data = data
    self.make = make
    matrix = make(data)
  }

  /// The transform at other data (a frame of an animation).
  package mutating func set(_ data: [Double]) {
    guard data != self.data else { return }
    self.data = data
    matrix = make(data)
  }

  package static func == (a: AnimatedTransform, b: AnimatedTransform) -> Bool { a.data == b.data && a.matrix == b.matrix }
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
