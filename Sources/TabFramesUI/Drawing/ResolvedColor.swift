import Foundation
import TabFramesValues

// A colour resolved to its sRGB components: for an appearance and an era (the palette of named
// colours, TabFramesValues' `Palette`, the one table a view and a scene file both draw with), as
// SwiftUI's `Color.resolve(in:)` gives it and as the renderers paint it.

private struct EraKey: EnvironmentKey { static let defaultValue = Era.ios16 }
private struct ElevatedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The iOS whose named colours a view is drawn with: its stage's era (iOS 16's outside one).
  package var _era: Era {
    get { self[EraKey.self] }
    set { self[EraKey.self] = newValue }
  }

  /// Whether the view is at UIKit's elevated level (a sheet's content): its dark system
  /// backgrounds are a step lighter.
  package var _elevated: Bool {
    get { self[ElevatedKey.self] }
    set { self[ElevatedKey.self] = newValue }
  }

  /// The named colours for this environment's appearance and era.
  package var _palette: Palette { Palette(appearance: colorScheme == .dark ? .dark : .light, era: _era) }
}

extension Color {
  /// Its straight-alpha sRGB for a palette's appearance and era: an adaptive colour's side for the
  /// appearance, a name from the palette, a mix of its two colours each resolved first.
  package func rgba(in palette: Palette) -> RGBA {
    if let (a, b, t) = mixed {
      let (x, y) = (a.rgba(in: palette), b.rgba(in: palette))
      return RGBA(x.r + (y.r - x.r) * t, x.g + (y.g - x.g) * t, x.b + (y.b - x.b) * t, (x.a + (y.a - x.a) * t) * opacityValue)
    }
    if let (base, amount) = lightening {
      var c = base.rgba(in: palette).raisingLightness(by: amount)
      c.a *= opacityValue
      return c
    }
    let color = resolved(dark: palette.appearance == .dark)
    if let name = color.name {
      var c = palette.named(name)
      c.a *= color.opacityValue
      return c
    }
    let c = color.components
    return RGBA(c.red, c.green, c.blue, c.opacity)
  }

  /// SwiftUI's `Color.Resolved` (iOS 17): a colour's sRGB components and opacity, as it is drawn
  /// in one environment.
  public struct Resolved: Hashable, Sendable, CustomStringConvertible {
    /// Gamma-encoded sRGB components, 0…1 (beyond for an extended-range colour).
    public var red: Float
    public var green: Float
    public var blue: Float
    public var opacity: Float

    /// Components in `colorSpace`, kept as sRGB (as `Color(_:red:green:blue:opacity:)` keeps them).
    public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
      let (r, g, b) = Color.sRGB(colorSpace, Double(red), Double(green), Double(blue))
      (self.red, self.green, self.blue, self.opacity) = (Float(r), Float(g), Float(b), opacity)
    }

    package init(_ c: RGBA) { (red, green, blue, opacity) = (Float(c.r), Float(c.g), Float(c.b), Float(c.a)) }

    /// The components without the sRGB transfer curve: light in proportion.
    public var linearRed: Float {
      get { Self.linear(red) }
      set { red = Self.encoded(newValue) }
    }
    public var linearGreen: Float {
      get { Self.linear(green) }
      set { green = Self.encoded(newValue) }
    }
    public var linearBlue: Float {
      get { Self.linear(blue) }
      set { blue = Self.encoded(newValue) }
    }

    /// `#RRGGBBAA`, as SwiftUI prints a resolved colour.
    public var description: String { RGBA(Double(red), Double(green), Double(blue), Double(opacity)).hexString }

    private static func linear(_ c: Float) -> Float { Float(Color.sRGBLinear(Double(c))) }
    private static func encoded(_ c: Float) -> Float { Float(Color.sRGBEncoded(Double(c))) }
  }

  /// SwiftUI's `resolve(in:)`: the components this colour is drawn with in `environment`: its
  /// appearance (`colorScheme`), its era's named colours, its accent colour.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Resolved(_color(in: environment).rgba(in: environment._palette))
  }

  /// A colour of fixed components, the same in every environment.
  public init(_ resolved: Resolved) {
    self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
  }
}

extension RGBA {
  /// This colour with its HSL lightness raised by `amount` (capped at white), its hue and
  /// saturation held.
  fileprivate func raisingLightness(by amount: Double) -> RGBA {
    let (high, low) = (max(r, g, b), min(r, g, b))
    let lightness = (high + low) / 2
    let target = min(1, lightness + amount)
    guard high > low else { return RGBA(target, target, target, a) }
    let chroma = high - low
    let saturation = chroma / (1 - abs(2 * lightness - 1))
    // The hue in sixths of the way round (0 ..< 6), then HSL back to RGB at the new lightness.
    var hue: Double
    if high == r {
      hue = (g - b) / chroma
      if hue < 0 { hue += 6 }
    } else if high == g {
      hue = (b - r) / chroma + 2
    } else {
      hue = (r - g) / chroma + 4
    }
    let newChroma = (1 - abs(2 * target - 1)) * saturation
    let x = newChroma * (1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1))
    let m = target - newChroma / 2
    let (r1, g1, b1): (Double, Double, Double) =
      switch Int(hue) % 6 {
      case 0: (newChroma, x, 0)
      case 1: (x, newChroma, 0)
      case 2: (0, newChroma, x)
      case 3: (0, x, newChroma)
      case 4: (x, 0, newChroma)
      default: (newChroma, 0, x)
      }
    return RGBA(r1 + m, g1 + m, b1 + m, a)
  }
}

extension Color.Resolved: ShapeStyle {
  public func _color(in environment: EnvironmentValues) -> Color { Color(self) }
}
