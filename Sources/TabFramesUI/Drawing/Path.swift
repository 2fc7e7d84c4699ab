import Foundation

/// SwiftUI's `Path`: moves, lines, quadratic and cubic curves, closes; rectangles, rounded
/// rectangles, ellipses and arcs become curves. Drawn as Cairo and SVG paths by TabFrames.
public struct Path: Equatable, Sendable {
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  public private(set) var elements: [Element] = []
  var current: CGPoint = .zero
  private var start: CGPoint = .zero

  public init() {}

  public init(_ build: (inout Path) -> Void) { build(&self) }

  public init(_ rect: CGRect) { addRect(rect) }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerRadius: cornerRadius)
  }

  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  public var isEmpty: Bool { elements.isEmpty }

  public mutating func move(to p: CGPoint) {
    elements.append(.move(to: p))
    current = p
    start = p
  }

  public mutating func addLine(to p: CGPoint) {
    elements.append(.line(to: p))
    current = p
  }

  public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: p, control: control))
    current = p
  }

  public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: p, control1: control1, control2: control2))
    current = p
  }

  public mutating func closeSubpath() {
    elements.append(.closeSubpath)
    current = start
  }

  public mutating func addRect(_ r: CGRect) {
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Circular corners (SwiftUI's `.circular` style), the radius clamped to half the shorter side.
  /// SwiftUI's `addRoundedRect(in:cornerSize:style:)`: corners of the smaller of the two radii,
  /// circular (see `RoundedCornerStyle` for the continuous style).
  public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: r, cornerRadius: min(cornerSize.width, cornerSize.height))
  }

  /// Circular corners, the radius clamped to half the shorter side.
  mutating func addRoundedRect(in r: CGRect, cornerRadius: CGFloat) {
    let radius = max(0, min(cornerRadius, min(r.width, r.height) / 2))
    guard radius > 0 else { return addRect(r) }
    move(to: CGPoint(x: r.minX + radius, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
    addArc(center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius, from: -.pi / 2, to: 0)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
    addArc(center: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius, from: 0, to: .pi / 2)
    addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
    addArc(center: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius, from: .pi / 2, to: .pi)
    addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
    addArc(center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius, from: .pi, to: 1.5 * .pi)
    closeSubpath()
  }

  public mutating func addEllipse(in r: CGRect) {
    let c = CGPoint(x: r.midX, y: r.midY)
    move(to: CGPoint(x: r.maxX, y: r.midY))
    for quarter in 0..<4 {
      let a0 = CGFloat(quarter) * .pi / 2
      appendArc(center: c, rx: r.width / 2, ry: r.height / 2, from: a0, to: a0 + .pi / 2)
    }
    closeSubpath()
  }

  /// SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)` in radians: a line to the
  /// arc's start, then the arc. In SwiftUI's flipped coordinates `clockwise: true` runs towards
  /// smaller angles.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    var end = endAngle.radians
    let begin = startAngle.radians
    if clockwise {
      while end > begin { end -= 2 * .pi }
    } else {
      while end < begin { end += 2 * .pi }
    }
    let first = CGPoint(x: center.x + radius * cos(begin), y: center.y + radius * sin(begin))
    if elements.isEmpty { move(to: first) } else { addLine(to: first) }
    addArc(center: center, radius: radius, from: begin, to: end)
  }

  mutating func addArc(center: CGPoint, radius: CGFloat, from a0: CGFloat, to a1: CGFloat) {
    let pieces = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
    let step = (a1 - a0) / CGFloat(pieces)
    for k in 0..<pieces {
      appendArc(center: center, rx: radius, ry: radius, from: a0 + CGFloat(k) * step, to: a0 + CGFloat(k + 1) * step)
    }
  }

  /// One cubic Bézier for an arc of at most a quarter turn.
  private mutating func appendArc(center c: CGPoint, rx: CGFloat, ry: CGFloat, from a0: CGFloat, to a1: CGFloat) {
    let k = 4 / 3 * tan((a1 - a0) / 4)
    let p0 = (cos(a0), sin(a0))
    let p1 = (cos(a1), sin(a1))
    addCurve(
      to: CGPoint(x: c.x + rx * p1.0, y: c.y + ry * p1.1),
      control1: CGPoint(x: c.x + rx * (p0.0 - k * p0.1), y: c.y + ry * (p0.1 + k * p0.0)),
      control2: CGPoint(x: c.x + rx * (p1.0 + k * p1.1), y: c.y + ry * (p1.1 - k * p1.0)))
  }
}

extension Path {
  /// The path moved along x (right-to-left layout moves drawings, it does not flip them).
  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { mapped { CGPoint(x: $0.x + dx, y: $0.y + dy) } }

  /// Every point of the path through `m` (an affine map keeps curves exact).
  func mapped(_ m: (CGPoint) -> CGPoint) -> Path {
    var out = Path()
    for e in elements {
      switch e {
      case .move(let p): out.move(to: m(p))
      case .line(let p): out.addLine(to: m(p))
      case .quadCurve(let p, let c): out.addQuadCurve(to: m(p), control: m(c))
      case .curve(let p, let c1, let c2): out.addCurve(to: m(p), control1: m(c1), control2: m(c2))
      case .closeSubpath: out.closeSubpath()
      }
    }
    return out
  }
}

/// SwiftUI's `Angle`.
public struct Angle: Equatable, Sendable {
  public var radians: Double
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  public var degrees: Double { radians * 180 / .pi }
  public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
  public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
  public static let zero = Angle(radians: 0)
}

/// A path is a shape that draws itself, wherever it is placed: `Path { … }.fill(.blue)`.
extension Path: Shape {
  nonisolated public func path(in rect: CGRect) -> Path { self }
}
