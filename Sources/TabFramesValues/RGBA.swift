/// A straight-alpha sRGB colour, each component 0…1.
public struct RGBA: Sendable, Equatable, Hashable {
  public var r, g, b, a: Double
  public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
  }

  public static let clear = RGBA(0, 0, 0, 0)

  /// `#RRGGBBAA`, the form the layout dump uses.
  public var hexString: String {
    // Nine ASCII bytes written in place: every SVG fill spells a colour, so this is on the SVG
    // writer's path (built from `String(radix:)` pieces it was 8 % of a frame's SVG time).
    func digit(_ n: Int) -> UInt8 { UInt8(n < 10 ? 48 + n : 55 + n) }  // 0-9, A-F
    return String(unsafeUninitializedCapacity: 9) { buffer in
      buffer[0] = UInt8(ascii: "#")
      func put(_ v: Double, at k: Int) {
        let byte = Int((min(max(v, 0), 1) * 255).rounded())
        buffer[k] = digit(byte >> 4)
        buffer[k + 1] = digit(byte & 15)
      }
      put(r, at: 1)
      put(g, at: 3)
      put(b, at: 5)
      put(a, at: 7)
      return 9
    }
  }
}
