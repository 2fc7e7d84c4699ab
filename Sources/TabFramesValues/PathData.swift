#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A vector outline in absolute coordinates, made only of moves, lines, cubic curves and closes,
/// so that every backend (Cairo, SVG) draws it with the same four operations.
public struct PathData: Sendable, Equatable, Hashable {
  public enum Element: Sendable, Equatable, Hashable {
    case move(Double, Double)
    case line(Double, Double)
    case cubic(Double, Double, Double, Double, Double, Double)
    case close
  }

  public var elements: [Element]
  /// Even-odd fill (holes by winding direction otherwise): symbols with cut-outs use it.
  public var evenOdd: Bool

  public init(_ elements: [Element] = [], evenOdd: Bool = false) {
    self.elements = elements
    self.evenOdd = evenOdd
  }

  /// The path moved and scaled: `p' = p * s + (dx, dy)`.
  public func transformed(scaleX sx: Double, scaleY sy: Double, dx: Double, dy: Double) -> PathData {
    PathData(
      elements.map {
        switch $0 {
        case .move(let x, let y): return .move(x * sx + dx, y * sy + dy)
        case .line(let x, let y): return .line(x * sx + dx, y * sy + dy)
        case .cubic(let a, let b, let c, let d, let e, let f):
          return .cubic(a * sx + dx, b * sy + dy, c * sx + dx, d * sy + dy, e * sx + dx, f * sy + dy)
        case .close: return .close
        }
      }, evenOdd: evenOdd)
  }
}

/// Builds paths in code (the built-in symbols) with the shapes SF Symbols are made of.
extension PathData {
  public mutating func move(_ x: Double, _ y: Double) { elements.append(.move(x, y)) }
  public mutating func line(_ x: Double, _ y: Double) { elements.append(.line(x, y)) }
  public mutating func cubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
    elements.append(.cubic(a, b, c, d, e, f))
  }
  public mutating func close() { elements.append(.close) }

  public mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
    move(x, y)
    line(x + w, y)
    line(x + w, y + h)
    line(x, y + h)
    close()
  }

  /// A rounded rectangle, clockwise, corner radius clamped to half the shorter side.
  public mutating func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double) {
    let r = max(0, min(radius, w / 2, h / 2))
    if r == 0 { return rect(x, y, w, h) }
    let k = 0.5522847498 * r  // cubic approximation of a quarter circle
    move(x + r, y)
    line(x + w - r, y)
    cubic(x + w - r + k, y, x + w, y + r - k, x + w, y + r)
    line(x + w, y + h - r)
    cubic(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h)
    line(x + r, y + h)
    cubic(x + r - k, y + h, x, y + h - r + k, x, y + h - r)
    line(x, y + r)
    cubic(x, y + r - k, x + r - k, y, x + r, y)
    close()
  }

  /// A full ellipse; `clockwise: false` makes a hole under the non-zero rule.
  public mutating func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, clockwise: Bool = true) {
    let kx = 0.5522847498 * rx
    let ky = 0.5522847498 * ry
    move(cx + rx, cy)
    if clockwise {
      cubic(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)
      cubic(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)
      cubic(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)
      cubic(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)
    } else {
      cubic(cx + rx, cy - ky, cx + kx, cy - ry, cx, cy - ry)
      cubic(cx - kx, cy - ry, cx - rx, cy - ky, cx - rx, cy)
      cubic(cx - rx, cy + ky, cx - kx, cy + ry, cx, cy + ry)
      cubic(cx + kx, cy + ry, cx + rx, cy + ky, cx + rx, cy)
    }
    close()
  }

  public mutating func circle(cx: Double, cy: Double, r: Double, clockwise: Bool = true) {
    ellipse(cx: cx, cy: cy, rx: r, ry: r, clockwise: clockwise)
  }

  /// A circular arc from angle a0 to a1 (radians, y down, positive = clockwise on screen),
  /// continuing the current subpath, split into cubic pieces of at most a quarter turn.
  public mutating func arc(cx: Double, cy: Double, r: Double, from a0: Double, to a1: Double, startNew: Bool = false) {
    let sweep = a1 - a0
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4) * r
    let sx = cx + r * cos(a0)
    let sy = cy + r * sin(a0)
    if startNew { move(sx, sy) } else { line(sx, sy) }
    var a = a0
    for _ in 0..<pieces {
      let b = a + step
      cubic(
        cx + r * cos(a) - k * sin(a), cy + r * sin(a) + k * cos(a),
        cx + r * cos(b) + k * sin(b), cy + r * sin(b) - k * cos(b),
        cx + r * cos(b), cy + r * sin(b))
      a = b
    }
  }

  /// A stroke of width `w` along a polyline, as a fill outline with butt ends: how symbols drawn
  /// with lines become fillable paths without a stroker.
  public mutating func strokedSegment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width w: Double, roundCaps: Bool = true) {
    let dx = x1 - x0
    let dy = y1 - y0
    let len = (dx * dx + dy * dy).squareRoot()
    guard len > 0 else { return circle(cx: x0, cy: y0, r: w / 2) }
    let nx = -dy / len * w / 2
    let ny = dx / len * w / 2
    let angle = atan2(dy, dx)
    move(x0 + nx, y0 + ny)
    line(x1 + nx, y1 + ny)
    if roundCaps {
      arc(cx: x1, cy: y1, r: w / 2, from: angle + .pi / 2, to: angle - .pi / 2)
    } else {
      line(x1 - nx, y1 - ny)
    }
    line(x0 - nx, y0 - ny)
    if roundCaps {
      arc(cx: x0, cy: y0, r: w / 2, from: angle - .pi / 2, to: angle - 3 * .pi / 2)
    }
    close()
  }

  /// A ring (stroked circle) of stroke width `w`, as two opposite-wound circles.
  public mutating func ring(cx: Double, cy: Double, r: Double, width w: Double) {
    circle(cx: cx, cy: cy, r: r + w / 2)
    circle(cx: cx, cy: cy, r: r - w / 2, clockwise: false)
  }

  /// The bounding box of the control points (enough for fitting a symbol into a box).
  public var controlBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    var xs: [Double] = []
    var ys: [Double] = []
    for e in elements {
      switch e {
      case .move(let x, let y), .line(let x, let y):
        xs.append(x)
        ys.append(y)
      case .cubic(let a, let b, let c, let d, let x, let y):
        xs += [a, c, x]
        ys += [b, d, y]
      case .close: break
      }
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    return (minX, minY, maxX, maxY)
  }
}
