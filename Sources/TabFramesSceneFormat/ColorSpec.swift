@_exported import enum TabFramesValues.Appearance
@_exported import enum TabFramesValues.Era
// The colours a scene's colour names and literals become, and the table of SwiftUI's named
// colours, are the shared values the views resolve with too.
@_exported import struct TabFramesValues.Palette
@_exported import struct TabFramesValues.RGBA

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

extension Palette {
  /// A scene's colour for this appearance and era.
  public func resolve(_ spec: ColorSpec) -> RGBA {
    switch spec {
    case .rgba(let c): return c
    case .named(let name, let opacity):
      var c = named(name)
      c.a *= opacity
      return c
    case .adaptive(let light, let dark): return resolve(appearance == .dark ? dark : light)
    }
  }
}
