import Foundation

// Core Graphics' paths, as SwiftUI code meets them: `Path(cgPath)`, `path.cgPath`, a
// `CGMutablePath` built and drawn through a `Path`, `UIBezierPath.cgPath`. A `CGPath` holds a
// SwiftUI `Path`; its calls build the same elements (angles in radians, `clockwise` as SwiftUI's
// `Path` takes it). Only what drawing code uses: no dash or stroke copies.

/// Core Graphics' immutable path.
/// `@unchecked Sendable`: a `CGPath` is never changed after it is made (only `CGMutablePath`
/// changes, as in Core Graphics, whose paths are shared across threads the same way).
open class CGPath: Equatable, @unchecked Sendable {
  var path: Path

  init(path: Path) { self.path = path }

  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
  }
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
  }
  /// Circular corners of the smaller of the two radii (Core Graphics' are elliptical when they
  /// differ; code passes them equal).
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
  ) {
    var path = Path()
    path.addRoundedRect(in: rect, cornerRadius: min(cornerWidth, cornerHeight))
    self.init(path: path.applying(transform?.pointee ?? .identity))
  }

  public var isEmpty: Bool { path.isEmpty }
  public var boundingBox: CGRect { path.boundingRect }
  public var boundingBoxOfPath: CGRect { path.boundingRect }
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }
  public func copy() -> CGPath? { CGPath(path: path) }
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(path: path.applying(transform?.pointee ?? .identity))
  }
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

  public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
}

/// Core Graphics' path that code builds call by call.
/// `@unchecked Sendable` because its superclass is: as Core Graphics' own, a mutable path must not
/// be changed from two threads at once (code builds one, then draws it); unchecked, not safe.
open class CGMutablePath: CGPath, @unchecked Sendable {
  public init() { super.init(path: Path()) }
  override init(path: Path) { super.init(path: path) }

  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: point.applying(transform)) }
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { path.addLine(to: point.applying(transform)) }
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    path.addLines(points.map { $0.applying(transform) })
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
    path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
  }
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { path.addPath(Path(rect), transform: transform) }
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
    var rounded = Path()
    rounded.addRoundedRect(in: rect, cornerRadius: min(cornerWidth, cornerHeight))
    path.addPath(rounded, transform: transform)
  }
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addPath(Path(ellipseIn: rect), transform: transform)
  }
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: clockwise,
      transform: transform)
  }
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
  ) {
    path.addRelativeArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), delta: .radians(Double(delta)), transform: transform)
  }
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
    path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
  }
  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { path.addPath(other.path, transform: transform) }
  public func closeSubpath() { path.closeSubpath() }
}

extension Path {
  /// The path a `CGPath` holds.
  public init(_ path: CGPath) { self = path.path }
  /// This path as Core Graphics' (a copy: changing one does not change the other).
  public var cgPath: CGPath { CGPath(path: self) }
}
