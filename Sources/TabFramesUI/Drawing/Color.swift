import Foundation

/// SwiftUI's `Color`: a named or semantic colour resolved for the appearance when drawn, or
/// explicit sRGB components. As a view it fills the space it is offered.
public struct Color: Hashable, Sendable {
  indirect enum Storage: Hashable, Sendable {
    case named(String)
    case rgb(red: Double, green: Double, blue: Double)
    /// A colour that follows the appearance, as an asset-catalogue colour or a UIColor's dynamic
    /// provider does.
    case adaptive(light: Color, dark: Color)
    /// iOS 18's `mix(with:by:)`: resolved where it is drawn, as its two colours are.
    case mix(Color, Color, Double)
    /// The colour with its HSL lightness raised by an amount, hue and saturation held: the top of
    /// its standard gradient (`Color.gradient`), resolved where it is drawn, as the colour is.
    case lightened(Color, Double)
  }
  let storage: Storage
  public let opacityValue: Double

  init(_ storage: Storage, opacity: Double = 1) {
    self.storage = storage
    self.opacityValue = opacity
  }

  /// SwiftUI's `Color.RGBColorSpace`: the space a colour's components are given in.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
  }

  /// Components in `colorSpace`, kept as sRGB (what a PNG or SVG of TabFrames holds): linear
  /// sRGB through the sRGB transfer curve, Display P3 through its matrix to sRGB and clipped to
  /// it (a P3 colour beyond sRGB has no sRGB pixel).
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let (r, g, b) = Self.sRGB(colorSpace, red, green, blue)
    self.init(.rgb(red: r, green: g, blue: b), opacity: opacity)
  }

  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Hue, saturation and brightness (HSB, each 0…1) in sRGB.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    // A hue that is no number (0 / 0, say) is red's, where the arithmetic would trap.
    let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
  }

  static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    func encoded(_ c: Double) -> Double { sRGBEncoded(min(max(c, 0), 1)) }
    let linear = sRGBLinear
    switch space {
    case .sRGB: return (r, g, b)
    case .sRGBLinear: return (encoded(r), encoded(g), encoded(b))
    case .displayP3:
      // Display P3 shares sRGB's transfer curve and white point; its primaries are wider
      // (linear P3 to linear sRGB, from the two spaces' primaries through CIE XYZ).
      let (lr, lg, lb) = (linear(r), linear(g), linear(b))
      return (
        encoded(1.224_940_2 * lr - 0.224_940_2 * lg),
        encoded(-0.042_056_9 * lr + 1.042_056_9 * lg),
        encoded(-0.019_637_6 * lr - 0.078_636_1 * lg + 1.098_273_7 * lb)
      )
    }
  }

  /// sRGB's transfer curve: a linear component (light in proportion) to its encoded value, and back.
  static func sRGBEncoded(_ c: Double) -> Double { c <= 0.003_130_8 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
  static func sRGBLinear(_ c: Double) -> Double { c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

  public func opacity(_ opacity: Double) -> Color { Color(storage, opacity: opacityValue * opacity) }

  /// A colour of one appearance or the other.
  package init(light: Color, dark: Color) { self.init(.adaptive(light: light, dark: dark)) }

  /// The colour for an appearance: the side of an adaptive colour, with this colour's opacity.
  package func resolved(dark: Bool) -> Color {
    guard case .adaptive(let light, let darkSide) = storage else { return self }
    let side = (dark ? darkSide : light).resolved(dark: dark)
    return side.opacity(opacityValue)
  }

  /// A colour by its SwiftUI name (`systemBackground`, `gray`), resolved where it is drawn: what a
  /// scene file's named colours become when a scene kind's view draws them.
  package init(named name: String, opacity: Double = 1) { self.init(.named(name), opacity: opacity) }

  /// The sRGB components and opacity of an explicit colour (named colours resolve per
  /// appearance where they are drawn: see `name`).
  package var components: (red: Double, green: Double, blue: Double, opacity: Double) {
    switch storage {
    case .rgb(let r, let g, let b): return (r, g, b, opacityValue)
    case .named, .adaptive, .mix, .lightened: return (0, 0, 0, opacityValue)
    }
  }

  /// A mix's two colours and how far towards the second it is.
  package var mixed: (Color, Color, Double)? {
    if case .mix(let a, let b, let t) = storage { return (a, b, t) }
    return nil
  }

  /// A colour whose HSL lightness is raised by `amount` (0…1) where it is drawn.
  package func lightened(by amount: Double) -> Color { Color(.lightened(self, amount)) }

  /// A lightened colour's colour and amount.
  package var lightening: (Color, Double)? {
    if case .lightened(let c, let amount) = storage { return (c, amount) }
    return nil
  }

  /// iOS 18's mix: `fraction` of the way from this colour to `other` (0 this, 1 the other),
  /// component by component in sRGB, alpha too (SwiftUI's default mixes perceptually; the two
  /// agree at the ends and for greys — docs/SWIFTUI.md).
  public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    Color(.mix(self, other, min(1, max(0, fraction))), opacity: 1)
  }

  /// The SwiftUI name, for named and semantic colours.
  public var name: String? {
    if case .named(let n) = storage { return n }
    return nil
  }

  public static let red = Color(.named("red"))
  public static let orange = Color(.named("orange"))
  public static let yellow = Color(.named("yellow"))
  public static let green = Color(.named("green"))
  public static let mint = Color(.named("mint"))
  public static let teal = Color(.named("teal"))
  public static let cyan = Color(.named("cyan"))
  public static let blue = Color(.named("blue"))
  public static let indigo = Color(.named("indigo"))
  public static let purple = Color(.named("purple"))
  public static let pink = Color(.named("pink"))
  public static let brown = Color(.named("brown"))
  public static let white = Color(.named("white"))
  public static let gray = Color(.named("gray"))
  public static let black = Color(.named("black"))
  public static let clear = Color(.named("clear"))
  public static let primary = Color(.named("primary"))
  public static let secondary = Color(.named("secondary"))
  public static let accentColor = Color(.named("accentColor"))

}

/// As a view (declared apart, so a colour value is not tied to the main actor, as in SwiftUI).
extension Color: View, PrimitiveView {
  public var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [LeafNode(kind: .color, id: context.path, content: .fill(self), sizing: .flexible, color: _color(in: context.environment))]
  }
}

extension Color {
  /// An asset catalogue's colour (`Assets.xcassets/<Name>.colorset`), with its dark appearance
  /// when it has one (AssetCatalog says where catalogues are found). A name no catalogue has is
  /// drawn clear, with a warning naming it, as SwiftUI logs a missing colour.
  public init(_ name: String, bundle: Bundle? = nil) {
    if let color = AssetCatalog.color(named: name) {
      self = color
    } else {
      AssetCatalog.warnMissing(name)
      self = .clear
    }
  }
}
