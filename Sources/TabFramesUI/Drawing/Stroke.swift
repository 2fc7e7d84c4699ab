import Foundation

/// Core Graphics' line caps and joins, which SwiftUI's `StrokeStyle` takes (CoreGraphics does
/// not exist on Linux, so TabFramesUI declares them under the same names).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// SwiftUI's `StrokeStyle`, with its defaults: 1 pt, butt caps, mitred joins up to 10.
public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [],
    dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

extension Path {
  /// The outline of this path stroked with `style`, as a path to fill: SwiftUI's
  /// `strokedPath(_:)`. Curves are flattened to segments of at most a quarter point (an error
  /// under a hundredth of a pixel on a 10 pt circle at @3x); every piece is wound the same way,
  /// so the pieces add up under the non-zero rule the renderers fill with.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    var out = Path()
    let half = style.lineWidth / 2
    guard half > 0, half.isFinite else { return out }
    for var line in polylines() {
      if !style.dash.isEmpty {
        for var piece in line.dashed(style.dash, phase: style.dashPhase) {
          piece.dropRepeatedPoints()
          out.addStroke(piece, style: style)
        }
      } else {
        line.dropRepeatedPoints()
        out.addStroke(line, style: style)
      }
    }
    return out
  }

  /// The subpaths as point lists, curves flattened.
  func polylines() -> [Polyline] {
    var lines: [Polyline] = []
    var current = Polyline(points: [], closed: false)
    var point = CGPoint.zero
    func flush() {
      if !current.points.isEmpty { lines.append(current) }
      current = Polyline(points: [], closed: false)
    }
    func sample(_ n: Int, _ f: (CGFloat) -> CGPoint) {
      for i in 1...n { current.points.append(f(CGFloat(i) / CGFloat(n))) }
    }
    for element in elements {
      switch element {
      case .move(let p):
        flush()
        current.points = [p]
        point = p
      case .line(let p):
        if current.points.isEmpty { current.points = [point] }
        current.points.append(p)
        point = p
      case .quadCurve(let p, let c):
        if current.points.isEmpty { current.points = [point] }
        let p0 = point
        sample(Self.segments(p0, c, c, p)) { t in
          let u = 1 - t
          return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
        }
        point = p
      case .curve(let p, let c1, let c2):
        if current.points.isEmpty { current.points = [point] }
        let p0 = point
        sample(Self.segments(p0, c1, c2, p)) { t in
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
        }
        point = p
      case .closeSubpath:
        current.closed = true
        if let first = current.points.first { point = first }
        flush()
      }
    }
    flush()
    return lines
  }

  /// Segments for a curve: its control polygon's length in quarter points, 4 to 256.
  private static func segments(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> Int {
    let length = hypot(b.x - a.x, b.y - a.y) + hypot(c.x - b.x, c.y - b.y) + hypot(d.x - c.x, d.y - c.y)
    guard length.isFinite else { return 4 }
    return min(256, max(4, Int((length * 4).rounded(.up))))
  }

  private mutating func addStroke(_ line: Polyline, style: StrokeStyle) {
    let half = style.lineWidth / 2
    let points = line.points
    guard let first = points.first, let last = points.last else { return }
    if points.count == 1 {
      // A zero-length stroke shows only its caps.
      switch style.lineCap {
      case .butt: break
      case .round: addPolygon(Self.circle(first, half))
      case .square:
        addPolygon([
          CGPoint(x: first.x - half, y: first.y - half), CGPoint(x: first.x + half, y: first.y - half),
          CGPoint(x: first.x + half, y: first.y + half), CGPoint(x: first.x - half, y: first.y + half),
        ])
      }
      return
    }
    let count = line.closed ? points.count : points.count - 1
    var normals: [CGPoint] = []
    normals.reserveCapacity(count)
    for i in 0..<count {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      let len = hypot(b.x - a.x, b.y - a.y)
      let n = CGPoint(x: -(b.y - a.y) / len * half, y: (b.x - a.x) / len * half)
      normals.append(n)
      addPolygon([
        CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y), CGPoint(x: b.x - n.x, y: b.y - n.y),
        CGPoint(x: a.x - n.x, y: a.y - n.y),
      ])
    }
    // Joins: between consecutive segments, and around the closing point of a closed subpath.
    let joins = line.closed ? Array(0..<count) : Array(1..<count)
    for i in joins {
      let v = points[i]
      let n1 = normals[(i - 1 + count) % count]
      let n2 = normals[i]
      addJoin(at: v, n1, n2, half: half, style: style)
    }
    guard !line.closed, let n0 = normals.first, let nEnd = normals.last else { return }
    // A segment's direction is its normal turned back a quarter: (n.y, −n.x) / half.
    addCap(at: first, normal: n0, outward: CGPoint(x: -n0.y / half, y: n0.x / half), half: half, cap: style.lineCap)
    addCap(at: last, normal: nEnd, outward: CGPoint(x: nEnd.y / half, y: -nEnd.x / half), half: half, cap: style.lineCap)
  }

  /// `n1` and `n2` are the incoming and outgoing segments' normals, `half` long.
  private mutating func addJoin(at v: CGPoint, _ n1: CGPoint, _ n2: CGPoint, half: CGFloat, style: StrokeStyle) {
    let turn = n1.x * n2.y - n1.y * n2.x
    guard abs(turn) > 1e-9 * half * half || n1.x * n2.x + n1.y * n2.y < 0 else { return }
    // The outer side is where the two offset edges part: away from the way the path turns.
    let s: CGFloat = turn > 0 ? -1 : 1
    let a = CGPoint(x: v.x + s * n1.x, y: v.y + s * n1.y)
    let b = CGPoint(x: v.x + s * n2.x, y: v.y + s * n2.y)
    switch style.lineJoin {
    case .round:
      // Only the outer wedge: the segments' own rectangles already cover the inner side. A
      // whole disc at every vertex of a flattened arc made a 20 pt ring's outline some hundred
      // thousand points long, where the wedges add a point or two a vertex.
      let dot = n1.x * n2.x + n1.y * n2.y
      guard abs(turn) > 1e-9 * half * half else {
        addPolygon(Self.circle(v, half))  // the path turns straight back: a cap's half disc each way
        return
      }
      let start = atan2(a.y - v.y, a.x - v.x)
      // From the incoming edge's outer corner to the outgoing one's, the short way round.
      let sweep = atan2(turn, dot)
      let perTurn = Self.circleSteps(half)
      let steps = max(1, Int((abs(sweep) / (2 * .pi) * CGFloat(perTurn)).rounded(.up)))
      var wedge = [v]
      wedge.reserveCapacity(steps + 2)
      for i in 0...steps {
        let angle = start + sweep * CGFloat(i) / CGFloat(steps)
        wedge.append(CGPoint(x: v.x + half * cos(angle), y: v.y + half * sin(angle)))
      }
      addPolygon(wedge)
    case .bevel, .miter:
      let cosine = (n1.x * n2.x + n1.y * n2.y) / (half * half)
      let ratio = 1 / max(((1 + cosine) / 2).squareRoot(), 1e-9)
      if style.lineJoin == .miter, ratio <= style.miterLimit {
        let k = s / (1 + cosine)
        addPolygon([v, a, CGPoint(x: v.x + k * (n1.x + n2.x), y: v.y + k * (n1.y + n2.y)), b])
      } else {
        addPolygon([v, a, b])
      }
    }
  }

  private mutating func addCap(at p: CGPoint, normal n: CGPoint, outward d: CGPoint, half: CGFloat, cap: CGLineCap) {
    switch cap {
    case .butt: break
    case .round: addPolygon(Self.circle(p, half))
    case .square:
      let e = CGPoint(x: d.x * half, y: d.y * half)
      addPolygon([
        CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: p.x + n.x + e.x, y: p.y + n.y + e.y),
        CGPoint(x: p.x - n.x + e.x, y: p.y - n.y + e.y), CGPoint(x: p.x - n.x, y: p.y - n.y),
      ])
    }
  }

  /// A closed polygon wound clockwise on screen (positive area with y down), whatever order
  /// its points come in: overlapping pieces then add up instead of cancelling.
  private mutating func addPolygon(_ points: [CGPoint]) {
    guard points.count > 2 else { return }
    var area: CGFloat = 0
    for i in points.indices {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      area += a.x * b.y - b.x * a.y
    }
    guard abs(area) > 1e-12 else { return }
    let ordered = area > 0 ? points : points.reversed()
    move(to: ordered[0])
    for p in ordered.dropFirst() { addLine(to: p) }
    closeSubpath()
  }

  /// Points on a whole circle of radius `r`: a quarter point apart, 12 to 128.
  private static func circleSteps(_ r: CGFloat) -> Int { min(128, max(12, Int((2 * .pi * r * 4).rounded(.up)))) }

  private static func circle(_ c: CGPoint, _ r: CGFloat) -> [CGPoint] {
    let n = circleSteps(r)
    return (0..<n).map { i in
      let a = 2 * CGFloat.pi * CGFloat(i) / CGFloat(n)
      return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
    }
  }
}

/// A subpath as points, curves flattened; closed when it ends with `closeSubpath`.
struct Polyline {
  var points: [CGPoint]
  var closed: Bool

  mutating func dropRepeatedPoints() {
    var kept: [CGPoint] = []
    kept.reserveCapacity(points.count)
    for p in points where kept.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-9 }) ?? true { kept.append(p) }
    if closed, kept.count > 1, let f = kept.first, let l = kept.last, hypot(f.x - l.x, f.y - l.y) <= 1e-9 { kept.removeLast() }
    points = kept
  }

  /// The "on" pieces of a dash pattern (lengths alternate on, off) started `phase` into it.
  func dashed(_ pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
    let lengths = pattern.map { max(0, $0) }
    let period = lengths.reduce(0, +)
    guard period > 0, period.isFinite else { return [Polyline(points: points, closed: closed)] }
    var path = points
    if closed, let first = points.first { path.append(first) }
    var index = 0
    var left = lengths[0]
    var offset = phase.truncatingRemainder(dividingBy: period)
    if offset < 0 { offset += period }
    // Skip `phase` into the pattern.
    while offset > 0 {
      if offset >= left {
        offset -= left
        index = (index + 1) % lengths.count
        left = lengths[index]
      } else {
        left -= offset
        offset = 0
      }
    }
    var pieces: [Polyline] = []
    var on = index % 2 == 0
    var piece: [CGPoint] = on ? [path[0]] : []
    for (a, b) in zip(path, path.dropFirst()) {
      var start = a
      var remaining = hypot(b.x - a.x, b.y - a.y)
      while remaining > 0 {
        let step = min(left, remaining)
        let t = step / remaining
        let p = CGPoint(x: start.x + (b.x - start.x) * t, y: start.y + (b.y - start.y) * t)
        if on { piece.append(p) }
        remaining -= step
        left -= step
        start = p
        if left <= 1e-12 {
          if on, piece.count > 1 { pieces.append(Polyline(points: piece, closed: false)) }
          on.toggle()
          piece = on ? [p] : []
          index = (index + 1) % lengths.count
          left = lengths[index]
          if left == 0 && lengths.allSatisfy({ $0 == 0 }) { return pieces }
        }
      }
    }
    if on, piece.count > 1 { pieces.append(Polyline(points: piece, closed: false)) }
    return pieces
  }
}
