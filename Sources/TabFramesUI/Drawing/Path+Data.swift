import Foundation
import TabFramesValues

extension Path {
  /// The path as the renderers draw outlines: in unit coordinates of `rect` (the renderers scale
  /// it back to the element's frame), with quadratic curves as the equal cubics, as Cairo and
  /// the SVG writer draw with moves, lines, cubics and closes only.
  package func data(in rect: CGRect) -> PathData {
    func u(_ p: CGPoint) -> (Double, Double) {
      (Double((p.x - rect.minX) / rect.width), Double((p.y - rect.minY) / rect.height))
    }
    var out = PathData()
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        let (x, y) = u(p)
        out.move(x, y)
        current = p
      case .line(let p):
        let (x, y) = u(p)
        out.line(x, y)
        current = p
      case .quadCurve(let p, let c):
        let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        let (a, b) = u(c1)
        let (c, d) = u(c2)
        let (x, y) = u(p)
        out.cubic(a, b, c, d, x, y)
        current = p
      case .curve(let p, let c1, let c2):
        let (a, b) = u(c1)
        let (c, d) = u(c2)
        let (x, y) = u(p)
        out.cubic(a, b, c, d, x, y)
        current = p
      case .closeSubpath: out.close()
      }
    }
    return out
  }

  /// The path in its own coordinates (a clip shape's, already in the canvas's).
  package var data: PathData { data(in: CGRect(x: 0, y: 0, width: 1, height: 1)) }
}
