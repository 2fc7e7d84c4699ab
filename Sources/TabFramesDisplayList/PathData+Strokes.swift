import FoundationEssentials
import Glibc
import TabFramesSceneFormat

/// Stroke shapes built as fill outlines, every one wound clockwise so that overlapping pieces
/// add up under the non-zero rule (holes are wound the other way).
extension PathData {
  /// A straight stroke with round caps (round joins come free when segments share end points).
  mutating func stroke(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width w: Double) {
    let dx = x1 - x0
    let dy = y1 - y0
    let len = (dx * dx + dy * dy).squareRoot()
    guard len > 0 else { return circle(cx: x0, cy: y0, r: w / 2) }
    let theta = atan2(dy, dx)
    let nx = sin(theta) * w / 2
    let ny = -cos(theta) * w / 2
    move(x0 + nx, y0 + ny)
    line(x1 + nx, y1 + ny)
    arc(cx: x1, cy: y1, r: w / 2, from: theta - .pi / 2, to: theta + .pi / 2)
    line(x0 - nx, y0 - ny)
    arc(cx: x0, cy: y0, r: w / 2, from: theta + .pi / 2, to: theta + 3 * .pi / 2)
    close()
  }

  /// A stroked polyline through the points.
  mutating func polyline(_ points: [(Double, Double)], width w: Double) {
    for (a, b) in zip(points, points.dropFirst()) { stroke(a.0, a.1, b.0, b.1, width: w) }
  }

  /// A stroked circular arc from a0 to a1 (radians, increasing clockwise on screen) with round caps.
  mutating func strokedArc(cx: Double, cy: Double, r: Double, from a0: Double, to a1: Double, width w: Double) {
    let (s, e) = a0 <= a1 ? (a0, a1) : (a1, a0)
    arc(cx: cx, cy: cy, r: r + w / 2, from: s, to: e, startNew: true)
    arc(cx: cx + r * cos(e), cy: cy + r * sin(e), r: w / 2, from: e, to: e + .pi)
    arc(cx: cx, cy: cy, r: r - w / 2, from: e, to: s)
    arc(cx: cx + r * cos(s), cy: cy + r * sin(s), r: w / 2, from: s + .pi, to: s + 2 * .pi)
    close()
  }

  /// A stroked rounded rectangle outline.
  mutating func strokedRoundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, width sw: Double) {
    roundedRect(x - sw / 2, y - sw / 2, w + sw, h + sw, radius: radius + sw / 2)
    var hole = PathData()
    hole.roundedRect(x + sw / 2, y + sw / 2, w - sw, h - sw, radius: max(0, radius - sw / 2))
    elements += hole.reversedSubpaths().elements
  }

  /// The same outline wound the other way (to cut a hole under the non-zero rule).
  func reversedSubpaths() -> PathData {
    var result = PathData(evenOdd: evenOdd)
    var subpath: [Element] = []
    func flush() {
      guard case .move(let sx, let sy)? = subpath.first else { return }
      // Collect the segments with their start points, then emit them backwards.
      var segments: [(start: (Double, Double), element: Element)] = []
      var current = (sx, sy)
      var closed = false
      for e in subpath.dropFirst() {
        switch e {
        case .line(let x, let y):
          segments.append((current, e))
          current = (x, y)
        case .cubic(_, _, _, _, let x, let y):
          segments.append((current, e))
          current = (x, y)
        case .close: closed = true
        case .move: break
        }
      }
      result.move(current.0, current.1)
      for (start, e) in segments.reversed() {
        switch e {
        case .line: result.line(start.0, start.1)
        case .cubic(let a, let b, let c, let d, _, _): result.cubic(c, d, a, b, start.0, start.1)
        default: break
        }
      }
      if closed { result.close() }
      subpath = []
    }
    for e in elements {
      if case .move = e { flush() }
      subpath.append(e)
    }
    flush()
    return result
  }
}
