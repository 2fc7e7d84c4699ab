/// A rectangle in points, origin top-left, y down.
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

  public func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
  public func insetBy(_ e: (top: Double, leading: Double, bottom: Double, trailing: Double)) -> Rect {
    Rect(x: x + e.leading, y: y + e.top, width: max(0, width - e.leading - e.trailing), height: max(0, height - e.top - e.bottom))
  }
}

public struct Size: Sendable, Equatable, Hashable {
  public var width, height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// SwiftUI lays views out on the device's pixel grid: edges snap to 1/scale pt
/// (0.333 pt at @3x). Layout goes through this one type so that rule lives in one place.
public struct PixelGrid: Sendable {
  public var scale: Double
  public init(scale: Double) { self.scale = scale }
  public func round(_ v: Double) -> Double { (v * scale).rounded() / scale }
  /// Sizes of text round up, as SwiftUI does, so a label never clips its last glyph.
  public func ceil(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
  /// Snaps both edges, so adjacent frames stay adjacent.
  public func snap(_ r: Rect) -> Rect {
    let x0 = round(r.minX)
    let y0 = round(r.minY)
    return Rect(x: x0, y: y0, width: round(r.maxX) - x0, height: round(r.maxY) - y0)
  }
}
