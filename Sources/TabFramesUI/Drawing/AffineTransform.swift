import Foundation

/// Core Graphics' `CGAffineTransform`, which Foundation on Linux lacks: the matrix
/// [a b 0; c d 0; tx ty 1], a point (x, y) going to (a·x + c·y + tx, b·x + d·y + ty).
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  public var a, b, c, d, tx, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(rotationAngle angle: CGFloat) {
    let (s, co) = (sin(angle), cos(angle))
    self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
  }

  public static let identity = CGAffineTransform()
  public var isIdentity: Bool { self == .identity }

  /// This transform, then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }
  /// A translation first, then this transform (Core Graphics' order).
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y).concatenating(self) }
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
  public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0 else { return self }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty) }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize { CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height) }
}

extension CGRect {
  /// The smallest rectangle holding the transformed corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map {
      $0.applying(t)
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return self }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

extension Path {
  /// The path with every point through `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path { mapped { $0.applying(transform) } }
}

extension CGAffineTransform {
  /// How much the transform scales lengths, on average: the square root of how much it scales
  /// areas (a radius drawn through it).
  var scaleFactor: CGFloat { abs(a * d - b * c).squareRoot() }
}

/// Core Graphics' `CGVector` (a scroll's velocity, a physics impulse), which Foundation on Linux
/// does not have.
public struct CGVector: Hashable, Sendable, Codable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() { self.init(dx: 0, dy: 0) }
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public static let zero = CGVector()
}
