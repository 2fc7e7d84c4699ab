/// A rectangle in points, origin top-left, y down. Public as the frame of an
/// `AccessibilityElement`; the rest of the display list is the package's own.
public struct Rect: Sendable, Equatable, Hashable, CustomStringConvertible {
  public var x, y, width, height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var description: String { "[\(x), \(y), \(width), \(height)]" }

  package func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
  /// Where two rectangles overlap (of no size where they do not).
  package func meeting(_ other: Rect) -> Rect {
    let (x0, y0) = (max(minX, other.minX), max(minY, other.minY))
    return Rect(x: x0, y: y0, width: max(0, min(maxX, other.maxX) - x0), height: max(0, min(maxY, other.maxY) - y0))
  }
  package func insetBy(_ e: (top: Double, leading: Double, bottom: Double, trailing: Double)) -> Rect {
    Rect(x: x + e.leading, y: y + e.top, width: max(0, width - e.leading - e.trailing), height: max(0, height - e.top - e.bottom))
  }
}

package struct Size: Sendable, Equatable, Hashable {
  package var width, height: Double
  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
