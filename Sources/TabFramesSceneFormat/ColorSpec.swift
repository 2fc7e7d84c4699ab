/// A colour as the scene wrote it: either literal sRGB or a SwiftUI name resolved later for the
/// scene's appearance and era (see `Palette`).
public indirect enum ColorSpec: Sendable, Equatable, Hashable {
  case rgba(RGBA)
  /// A SwiftUI colour name with an opacity multiplier (`gray` at 0.2 is `.named("gray", 0.2)`).
  case named(String, opacity: Double)
  /// One colour in light appearance and another in dark, as an asset-catalogue colour or
  /// `Color(UIColor { traits in … })` is: `{ "light": "#…", "dark": "#…" }`.
  case adaptive(light: ColorSpec, dark: ColorSpec)

  public func opacity(_ factor: Double) -> ColorSpec {
    switch self {
    case .rgba(let c): return .rgba(RGBA(c.r, c.g, c.b, c.a * factor))
    case .named(let n, let o): return .named(n, opacity: o * factor)
    case .adaptive(let light, let dark): return .adaptive(light: light.opacity(factor), dark: dark.opacity(factor))
    }
  }

  /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA`, a SwiftUI name, or `name@0.5` for a name with opacity.
  public static func parse(_ text: String) -> ColorSpec? {
    if text.hasPrefix("#") {
      let hex = text.dropFirst()
      guard hex.allSatisfy(\.isHexDigit), [3, 6, 8].contains(hex.count) else { return nil }
      let digits = hex.count == 3 ? hex.flatMap { [$0, $0] } : Array(hex)
      var values: [Double] = []
      var i = 0
      while i < digits.count {
        guard let v = UInt8(String(digits[i...i + 1]), radix: 16) else { return nil }
        values.append(Double(v) / 255)
        i += 2
      }
      return .rgba(RGBA(values[0], values[1], values[2], values.count == 4 ? values[3] : 1))
    }
    var name = text
    var opacity = 1.0
    if let at = text.firstIndex(of: "@") {
      name = String(text[..<at])
      guard let o = Double(text[text.index(after: at)...]), (0...1).contains(o) else { return nil }
      opacity = o
    }
    guard Palette.names.contains(name) else { return nil }
    return .named(name, opacity: opacity)
  }
}

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
