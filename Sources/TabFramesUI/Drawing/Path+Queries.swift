import Foundation

extension Path {
  /// SwiftUI's `boundingRect`: the smallest rectangle holding every segment — the curves' own
  /// extremes, not their control points. `.null` for an empty path.
  public var boundingRect: CGRect {
    var box = CGRect.null
    func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
    var last = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        add(p)
        last = p
        start = p
      case .line(let p):
        add(p)
        last = p
      case .quadCurve(let p, let c):
        add(p)
        // Where B'(t) = 0 on each axis: t = (p0 − c) / (p0 − 2c + p1).
        for axis in [\CGPoint.x, \CGPoint.y] {
          let denominator = last[keyPath: axis] - 2 * c[keyPath: axis] + p[keyPath: axis]
          guard denominator != 0 else { continue }
          let t = (last[keyPath: axis] - c[keyPath: axis]) / denominator
          if t > 0 && t < 1 { add(Self.quadPoint(last, c, p, t)) }
        }
        last = p
      case .curve(let p, let c1, let c2):
        add(p)
        for axis in [\CGPoint.x, \CGPoint.y] {
          for t in Self.cubicExtremes(last[keyPath: axis], c1[keyPath: axis], c2[keyPath: axis], p[keyPath: axis]) {
            add(Self.cubicPoint(last, c1, c2, p, t))
          }
        }
        last = p
      case .closeSubpath:
        last = start
      }
    }
    return box
  }

  /// SwiftUI's `currentPoint`: where the next segment starts, nil for an empty path.
  public var currentPoint: CGPoint? { elements.isEmpty ? nil : current }

  static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
  }

  static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
  }

  /// The parameters in (0, 1) where one coordinate of a cubic Bézier turns: the roots of its
  /// derivative, a quadratic in t.
  static func cubicExtremes(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [CGFloat] = []
    if abs(a) < 1e-12 {
      if b != 0 { roots = [-c / b] }
    } else {
      let discriminant = b * b - 4 * a * c
      guard discriminant >= 0 else { return [] }
      let root = discriminant.squareRoot()
      roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}

extension Path {
  /// SwiftUI's `trimmedPath(from:to:)`: the part of the path between two fractions of its
  /// length (0 its start, 1 its end), curves followed as the stroker flattens them. Subpaths
  /// count in order; a closed subpath's closing line is part of its length.
  public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
    let (from, to) = (max(0, min(start, 1)), max(0, min(end, 1)))
    guard to > from else { return Path() }
    if from <= 0 && to >= 1 { return self }
    var lines = polylines()
    for i in lines.indices where lines[i].closed {
      if let first = lines[i].points.first { lines[i].points.append(first) }
    }
    let total = lines.reduce(CGFloat(0)) { sum, line in sum + Self.length(line.points) }
    guard total > 0 else { return Path() }
    let (a, b) = (from * total, to * total)
    var out = Path()
    var travelled: CGFloat = 0
    for line in lines {
      var drawing = false
      for (p, q) in zip(line.points, line.points.dropFirst()) {
        let d = hypot(q.x - p.x, q.y - p.y)
        defer { travelled += d }
        let (s, e) = (travelled, travelled + d)
        guard e > a, s < b, d > 0 else { continue }
        func at(_ length: CGFloat) -> CGPoint {
          let t = (length - s) / d
          return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
        }
        if !drawing {
          out.move(to: s >= a ? p : at(a))
          drawing = true
        }
        out.addLine(to: e <= b ? q : at(b))
      }
    }
    return out
  }

  private static func length(_ points: [CGPoint]) -> CGFloat {
    zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
  }
}

extension Path {
  /// SwiftUI's `contains(_:eoFill:)`: whether the path, filled, covers `point` — by the
  /// non-zero winding rule, or the even-odd rule with `eoFill`. Curves are followed as they are
  /// flattened for stroking; every subpath counts as closed, as a fill closes it.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    for line in polylines() where line.points.count > 2 {
      let points = line.points
      for (i, a) in points.enumerated() {
        let b = points[(i + 1) % points.count]
        // A crossing of the ray to the right of `point`, counted upward +1, downward −1.
        if a.y <= point.y, b.y > point.y, Self.side(a, b, point) > 0 { winding += 1 }
        if a.y > point.y, b.y <= point.y, Self.side(a, b, point) < 0 { winding -= 1 }
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// Positive when `p` lies left of the line from `a` to `b` (y up), negative when right.
  private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}
