import Foundation

/// UIKit's corners, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1)
  public static let topRight = UIRectCorner(rawValue: 2)
  public static let bottomLeft = UIRectCorner(rawValue: 4)
  public static let bottomRight = UIRectCorner(rawValue: 8)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's `UIBezierPath`, as SwiftUI code uses it: built, then drawn through
/// `Path(bezier.cgPath)` (the ubiquitous `cornerRadius(_:corners:)` extension). Angles in radians;
/// `clockwise` as UIKit means it, clockwise on screen — the opposite of SwiftUI's `Path.addArc`,
/// whose flag is in Core Graphics' unflipped sense.
open class UIBezierPath {
  var path = Path()
  /// Kept for code that sets them; a `Path` made from this one strokes with its own style.
  public var lineWidth: CGFloat = 1
  public var usesEvenOddFillRule = false

  public init() {}
  public convenience init(rect: CGRect) {
    self.init()
    path = Path(rect)
  }
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path = Path(ellipseIn: rect)
  }
  /// UIKit's rounded rectangle (continuous corners since iOS 7), the radius clamped to half the
  /// shorter side.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path = Path(roundedRect: rect, cornerRadius: min(cornerRadius, min(rect.width, rect.height) / 2), style: .continuous)
  }
  /// Only `corners` rounded, with circular arcs of `cornerRadii.width` (UIKit's: the height is not
  /// used), clamped to half the shorter side.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let r = max(0, min(cornerRadii.width, min(rect.width, rect.height) / 2))
    func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
    var p = Path()
    p.move(to: CGPoint(x: rect.minX + radius(.topLeft), y: rect.minY))
    p.addLine(to: CGPoint(x: rect.maxX - radius(.topRight), y: rect.minY))
    p.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: radius(.topRight))
    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius(.bottomRight)))
    p.addArc(
      tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: radius(.bottomRight))
    p.addLine(to: CGPoint(x: rect.minX + radius(.bottomLeft), y: rect.maxY))
    p.addArc(
      tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: radius(.bottomLeft))
    p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius(.topLeft)))
    p.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: radius(.topLeft))
    p.closeSubpath()
    path = p
  }
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }
  public convenience init(cgPath: CGPath) {
    self.init()
    path = cgPath.path
  }

  /// A copy of the path as Core Graphics'; setting it replaces this path.
  public var cgPath: CGPath {
    get { CGPath(path: path) }
    set { path = newValue.path }
  }
  public var bounds: CGRect { path.boundingRect }
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }
  public var isEmpty: Bool { path.isEmpty }

  public func move(to point: CGPoint) { path.move(to: point) }
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
  public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
  }
  public func close() { path.closeSubpath() }
  public func removeAllPoints() { path = Path() }
  public func append(_ other: UIBezierPath) { path.addPath(other.path) }
  public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
}
