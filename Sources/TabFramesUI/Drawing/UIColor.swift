import Foundation
import TabFramesValues

/// UIKit's `UIColor`, the part SwiftUI code touches: `Color(.systemGroupedBackground)`,
/// `Color(uiColor:)`, UIKit's semantic and system colours with their light and dark values, and
/// colours made from components or from a dynamic provider. It exists for that purpose only: it
/// draws nothing itself. (`import SwiftUI` brings UIKit's `UIColor` on iOS; `import UIKit` on Linux
/// is TabFrames' module with this class.)
/// `@unchecked Sendable`: as UIKit's; its colour is set once, at init.
open class UIColor: @unchecked Sendable {
  /// What SwiftUI draws for it.
  let color: Color

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  public init(white: CGFloat, alpha: CGFloat) { color = Color(white: Double(white), opacity: Double(alpha)) }

  /// `#colorLiteral(red:green:blue:alpha:)`, Xcode's colour swatch in code: a UIColor, as UIKit
  /// makes it (`Color(#colorLiteral(…))`).
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
  }

  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }

  /// A colour that depends on the traits it is drawn with: asked once for light and once for dark.
  public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    color = Color(
      light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color,
      dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color)
  }

  /// UIKit's `UIColor(_:)` of a SwiftUI colour.
  public init(_ color: Color) { self.color = color }
  /// UIKit's `UIColor(named:)`: an asset catalogue's colour (AssetCatalog), nil when none has it.
  public convenience init?(named name: String) {
    guard let color = AssetCatalog.color(named: name) else { return nil }
    self.init(color)
  }

  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color.opacity(Double(alpha) / max(color.opacityValue, 1e-9)))
  }

  private static func named(_ name: String) -> UIColor { UIColor(Color(named: name)) }

  /// The components it has in `traits`' appearance (a dynamic or semantic colour's side for it;
  /// the era's named colours a view outside a stage has, as no stage's era reaches UIKit code).
  private func rgba(_ traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .unspecified)) -> RGBA {
    color.rgba(in: Palette(appearance: traits.userInterfaceStyle == .dark ? .dark : .light, era: EnvironmentValues()._era))
  }

  /// UIKit's `resolvedColor(with:)`: the colour it is in `traitCollection`, no longer dynamic.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let c = rgba(traitCollection)
    return UIColor(red: CGFloat(c.r), green: CGFloat(c.g), blue: CGFloat(c.b), alpha: CGFloat(c.a))
  }

  /// UIKit's `getRed(_:green:blue:alpha:)`: its sRGB components (a dynamic colour's light side,
  /// as UIKit resolves one outside a view in the light appearance); true, as every colour here is RGB.
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = rgba()
    red?.pointee = CGFloat(c.r)
    green?.pointee = CGFloat(c.g)
    blue?.pointee = CGFloat(c.b)
    alpha?.pointee = CGFloat(c.a)
    return true
  }

  /// UIKit's `getWhite(_:alpha:)`: true only for a grey (equal components), as UIKit converts
  /// only colours of a greyscale space.
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = rgba()
    guard c.r == c.g && c.g == c.b else { return false }
    white?.pointee = CGFloat(c.r)
    alpha?.pointee = CGFloat(c.a)
    return true
  }

  /// UIKit's `getHue(_:saturation:brightness:alpha:)`: HSB of its sRGB components, each 0…1.
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = rgba()
    let (high, low) = (max(c.r, c.g, c.b), min(c.r, c.g, c.b))
    let span = high - low
    var h = 0.0
    if span > 0 {
      switch high {
      case c.r: h = (c.g - c.b) / span
      case c.g: h = 2 + (c.b - c.r) / span
      default: h = 4 + (c.r - c.g) / span
      }
      h = (h / 6).truncatingRemainder(dividingBy: 1)
      if h < 0 { h += 1 }
    }
    hue?.pointee = CGFloat(h)
    saturation?.pointee = CGFloat(high > 0 ? span / high : 0)
    brightness?.pointee = CGFloat(high)
    alpha?.pointee = CGFloat(c.a)
    return true
  }

  // Semantic colours (their light and dark values: docs/FIDELITY.md §6).
  open class var label: UIColor { named("label") }
  open class var secondaryLabel: UIColor { named("secondaryLabel") }
  open class var tertiaryLabel: UIColor { named("tertiaryLabel") }
  open class var quaternaryLabel: UIColor { named("quaternaryLabel") }
  open class var placeholderText: UIColor { named("placeholderText") }
  open class var link: UIColor { named("link") }
  open class var separator: UIColor { named("separator") }
  open class var opaqueSeparator: UIColor { named("opaqueSeparator") }
  open class var systemBackground: UIColor { named("systemBackground") }
  open class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
  open class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
  open class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
  open class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
  open class var tertiarySystemGroupedBackground: UIColor { named("tertiarySystemGroupedBackground") }
  open class var systemFill: UIColor { named("systemFill") }
  open class var secondarySystemFill: UIColor { named("secondarySystemFill") }
  open class var tertiarySystemFill: UIColor { named("tertiarySystemFill") }
  open class var quaternarySystemFill: UIColor { named("quaternarySystemFill") }
  open class var lightText: UIColor { named("lightText") }
  open class var darkText: UIColor { named("darkText") }
  open class var tintColor: UIColor { named("accentColor") }

  // System colours: SwiftUI's of the same names.
  open class var systemRed: UIColor { named("red") }
  open class var systemOrange: UIColor { named("orange") }
  open class var systemYellow: UIColor { named("yellow") }
  open class var systemGreen: UIColor { named("green") }
  open class var systemMint: UIColor { named("mint") }
  open class var systemTeal: UIColor { named("teal") }
  open class var systemCyan: UIColor { named("cyan") }
  open class var systemBlue: UIColor { named("blue") }
  open class var systemIndigo: UIColor { named("indigo") }
  open class var systemPurple: UIColor { named("purple") }
  open class var systemPink: UIColor { named("pink") }
  open class var systemBrown: UIColor { named("brown") }
  open class var systemGray: UIColor { named("systemGray") }
  open class var systemGray2: UIColor { named("systemGray2") }
  open class var systemGray3: UIColor { named("systemGray3") }
  open class var systemGray4: UIColor { named("systemGray4") }
  open class var systemGray5: UIColor { named("systemGray5") }
  open class var systemGray6: UIColor { named("systemGray6") }

  // UIKit's fixed colours: exact components, the same in both appearances (UIKit's `red` is
  // pure red, unlike SwiftUI's `Color.red`).
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

/// UIKit's `UITraitCollection`, as a dynamic colour's provider reads it: the appearance.
public struct UITraitCollection: Sendable {
  public var userInterfaceStyle: UIUserInterfaceStyle
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

/// UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

extension Color {
  /// SwiftUI's `Color(uiColor:)`: the UIKit colour, following the appearance as it does.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// SwiftUI's `Color(_:)` of a UIKit colour: `Color(.systemGroupedBackground)`. Disfavoured, so
  /// that `Color(.brand)` is the asset's `ColorResource` where generated asset symbols give both
  /// `ColorResource.brand` and `UIColor.brand`, as it is on iOS.
  @_disfavoredOverload
  public init(_ color: UIColor) { self = color.color }
}

extension UIColor: _ExpressibleByColorLiteral {}

/// A colour literal with no other type to be is a UIColor, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
