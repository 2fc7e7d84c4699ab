import Foundation

// SwiftUI's `Path` building calls beyond the basic ones: lines from a list, another path, arcs
// by a relative sweep and arcs tangent to two lines (PostScript's `arct`, Core Graphics'
// `addArc(tangent1End:tangent2End:radius:)`), each with the optional transform SwiftUI takes.

extension Path {
  /// A move to the first point and lines through the rest.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// `path`'s elements, through `transform`, after this path's.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    path.applying(transform).elements.forEach { append($0) }
  }

  /// One element, through the calls that keep the current and start points.
  private mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): addLine(to: p)
    case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
    case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
    case .closeSubpath: closeSubpath()
    }
  }

  /// An arc from `startAngle` through `delta` (towards larger angles when positive: clockwise on
  /// screen), after a line (or a move, on an empty path) to its start.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
  ) {
    var arc = Path()
    let begin = startAngle.radians
    arc.move(to: CGPoint(x: center.x + radius * cos(begin), y: center.y + radius * sin(begin)))
    arc.addArc(center: center, radius: radius, from: begin, to: begin + delta.radians)
    join(arc, transform)
  }

  /// SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform
  ) {
    var arc = Path()
    arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    join(arc, transform)
  }

  /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
  /// line from there to `tangent2End`, after a line to where it starts; a line to `tangent1End`
  /// where the three points are in a line or the radius is zero (Core Graphics' rule).
  public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
    let p0 = currentPoint ?? p1
    let v1 = Delta(dx: p0.x - p1.x, dy: p0.y - p1.y)
    let v2 = Delta(dx: p2.x - p1.x, dy: p2.y - p1.y)
    let l1 = hypot(v1.dx, v1.dy)
    let l2 = hypot(v2.dx, v2.dy)
    let cross = v1.dx * v2.dy - v1.dy * v2.dx
    var arc = Path()
    guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2 else {
      arc.move(to: p1)
      return join(arc, transform)
    }
    let u1 = Delta(dx: v1.dx / l1, dy: v1.dy / l1)
    let u2 = Delta(dx: v2.dx / l2, dy: v2.dy / l2)
    // The angle between the two lines at p1; the arc touches each at radius / tan(half of it).
    let angle = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy)))
    let along = radius / tan(angle / 2)
    let start = CGPoint(x: p1.x + u1.dx * along, y: p1.y + u1.dy * along)
    let end = CGPoint(x: p1.x + u2.dx * along, y: p1.y + u2.dy * along)
    let bisector = Delta(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
    let bl = hypot(bisector.dx, bisector.dy)
    let toCenter = radius / sin(angle / 2)
    let center = CGPoint(x: p1.x + bisector.dx / bl * toCenter, y: p1.y + bisector.dy / bl * toCenter)
    let a0 = atan2(start.y - center.y, start.x - center.x)
    var sweep = atan2(end.y - center.y, end.x - center.x) - a0
    // The short way round: the arc stays in the corner.
    if sweep > CGFloat.pi { sweep -= 2 * CGFloat.pi }
    if sweep < -CGFloat.pi { sweep += 2 * CGFloat.pi }
    arc.move(to: start)
    arc.addArc(center: center, radius: radius, from: a0, to: a0 + sweep)
    join(arc, transform)
  }

  /// A difference of two points.
  private struct Delta {
    var dx: CGFloat
    var dy: CGFloat
  }

  /// Each element in turn.
  public func forEach(_ body: (Path.Element) -> Void) { elements.forEach(body) }

  /// `piece` through `transform`, its opening move a line from this path's current point (a move
  /// on an empty path), as Core Graphics joins an arc to the path before it.
  private mutating func join(_ piece: Path, _ transform: CGAffineTransform) {
    let elements = piece.applying(transform).elements
    guard case .move(let start)? = elements.first else { return }
    if isEmpty { move(to: start) } else { addLine(to: start) }
    elements.dropFirst().forEach { append($0) }
  }
}
