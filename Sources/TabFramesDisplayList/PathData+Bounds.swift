import FoundationEssentials
import Glibc
import TabFramesSceneFormat

extension PathData {
  /// The exact bounding box of what the path covers (curve extremes solved, not control points,
  /// which lie outside a font's round glyphs): how a glyph's box is cropped to its ink.
  package var inkBounds: Rect? {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func add(_ x: Double, _ y: Double) {
      minX = Swift.min(minX, x)
      maxX = Swift.max(maxX, x)
      minY = Swift.min(minY, y)
      maxY = Swift.max(maxY, y)
    }
    /// The parameters in (0, 1) where one coordinate of a cubic has a zero derivative.
    func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
      let a = -p0 + 3 * p1 - 3 * p2 + p3
      let b = 2 * (p0 - 2 * p1 + p2)
      let c = p1 - p0
      var roots: [Double] = []
      if abs(a) < 1e-12 {
        if abs(b) > 1e-12 { roots.append(-c / b) }
      } else {
        let d = b * b - 4 * a * c
        if d >= 0 {
          let s = d.squareRoot()
          roots += [(-b + s) / (2 * a), (-b - s) / (2 * a)]
        }
      }
      return roots.filter { $0 > 0 && $0 < 1 }
    }
    func point(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
      let u = 1 - t
      return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
    }
    var current = (x: 0.0, y: 0.0)
    for e in elements {
      switch e {
      case .move(let x, let y), .line(let x, let y):
        add(x, y)
        current = (x, y)
      case .cubic(let x1, let y1, let x2, let y2, let x, let y):
        add(x, y)
        for t in extremes(current.x, x1, x2, x) { add(point(current.x, x1, x2, x, t), point(current.y, y1, y2, y, t)) }
        for t in extremes(current.y, y1, y2, y) { add(point(current.x, x1, x2, x, t), point(current.y, y1, y2, y, t)) }
        current = (x, y)
      case .close: break
      }
    }
    guard minX <= maxX, minY <= maxY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
