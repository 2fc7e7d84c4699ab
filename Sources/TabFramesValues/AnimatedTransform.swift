/// An affine map of the plane, as Core Graphics writes it: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty). SwiftUI's `CGAffineTransform` converts to one; an SVG
/// symbol's `transform` attribute parses into one.
package struct Affine: Sendable, Equatable, Hashable {
  package var a, b, c, d, tx, ty: Double

  package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  package static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  package var isIdentity: Bool { self == .identity }

  package func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (a * x + c * y + tx, b * x + d * y + ty) }
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
