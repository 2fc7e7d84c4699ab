import Foundation
import TabFramesValues

/// SwiftUI's `Font`: a size, a weight and a design, from a text style or `.system(size:)`.
/// Sizes are iOS's at the default (Large) Dynamic Type size (docs/FIDELITY.md §5).
public struct Font: Hashable, Sendable {
  public var size: CGFloat
  public var weight: Weight
  public var design: Design
  /// The text style it was made from, if any: its size follows the Dynamic Type size.
  var textStyle: TextStyle? = nil
  /// A font family by name (`Font.custom`); nil: the system font (drawn in Inter, SF Pro's
  /// stand-in).
  package var family: String? = nil
  /// A scene file's family: drawn as named even when not installed (fontconfig's substitute,
  /// with the scene's warning), where a view's missing font falls back to the system font.
  package var drawsFamilyAsNamed = false
  package var isItalic = false
  package var hasTabularDigits = false
  /// Which letters are drawn as small capitals (`smallCaps()` and its kin).
  package var capitals: Capitals = .normal
  /// Which letters are small capitals: the text engine's own choice, one enum for both.
  package typealias Capitals = FontSpec.Capitals
  /// Points between characters (a text's `tracking` or `kerning`): it takes room, so the font
  /// carries it to the measurer.
  package var letterSpacing: CGFloat = 0
  /// A custom font's size follows this text style's, in proportion (`custom(_:size:relativeTo:)`).
  var relativeTo: TextStyle? = nil

  public struct Weight: Hashable, Sendable {
    /// CSS-style weight, 100 (ultraLight) to 900 (black).
    public let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight ?? .regular, design: design ?? .default)
  }

  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    let (size, styleWeight): (CGFloat, Weight)
    switch style {
    case .largeTitle: (size, styleWeight) = (34, .regular)
    case .title: (size, styleWeight) = (28, .regular)
    case .title2: (size, styleWeight) = (22, .regular)
    case .title3: (size, styleWeight) = (20, .regular)
    case .headline: (size, styleWeight) = (17, .semibold)
    case .subheadline: (size, styleWeight) = (15, .regular)
    case .body: (size, styleWeight) = (17, .regular)
    case .callout: (size, styleWeight) = (16, .regular)
    case .footnote: (size, styleWeight) = (13, .regular)
    case .caption: (size, styleWeight) = (12, .regular)
    case .caption2: (size, styleWeight) = (11, .regular)
    }
    return Font(size: size, weight: weight ?? styleWeight, design: design ?? .default, textStyle: style)
  }

  public static let largeTitle = system(.largeTitle)
  public static let title = system(.title)
  public static let title2 = system(.title2)
  public static let title3 = system(.title3)
  public static let headline = system(.headline)
  public static let subheadline = system(.subheadline)
  public static let body = system(.body)
  public static let callout = system(.callout)
  public static let footnote = system(.footnote)
  public static let caption = system(.caption)
  public static let caption2 = system(.caption2)

  /// A font installed under `name` (a family, as fontconfig knows it) at `size` at the Large
  /// Dynamic Type size, scaled with the body style as SwiftUI scales it.
  public static func custom(_ name: String, size: CGFloat) -> Font { custom(name, size: size, relativeTo: .body) }

  /// A custom font scaled with `textStyle`: its size times the style's size over the style's at
  /// Large.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    var font = custom(name, fixedSize: size)
    font.relativeTo = textStyle
    return font
  }

  /// A custom font whose size never follows Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    var font = Font(size: fixedSize, weight: .regular, design: .default)
    font.family = name
    return font
  }

  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }
  public func bold() -> Font { weight(.bold) }

  /// The italic face (Inter's italic stands in for SF's).
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// The fixed-width design of this font (drawn in DejaVu Sans Mono, SF Mono's stand-in).
  public func monospaced() -> Font {
    var font = self
    font.design = .monospaced
    return font
  }
  /// SwiftUI's `Font.Width`: the stage's fonts have one width, so any width draws as standard.
  public struct Width: Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }
  /// Accepted; drawn at the standard width (docs/SWIFTUI.md).
  public func width(_ width: Width) -> Font { self }
  /// SwiftUI's `Font.Leading`.
  public enum Leading: Hashable, Sendable { case standard, tight, loose }
  /// Accepted; lines are spaced as the font's standard leading (docs/SWIFTUI.md).
  public func leading(_ leading: Leading) -> Font { self }
  /// Every letter as a small capital.
  public func smallCaps() -> Font { with(.allSmall) }
  /// Lowercase letters as small capitals, capitals as they are.
  public func lowercaseSmallCaps() -> Font { with(.lowercaseSmall) }
  /// Capitals as small capitals, lowercase letters as they are.
  public func uppercaseSmallCaps() -> Font { with(.uppercaseSmall) }
  private func with(_ capitals: Capitals) -> Font {
    var font = self
    font.capitals = capitals
    return font
  }

  /// Digits of one width (OpenType `tnum`), so numbers line up and do not shift as they change.
  public func monospacedDigit() -> Font {
    var font = self
    font.hasTabularDigits = true
    return font
  }
}

/// A font's line metrics in points: what the spacing beside a text in a stack is made of
/// (docs/FIDELITY.md §5). The renderer measures them; layout tests may leave them out.
package struct FontMetrics: Equatable, Sendable {
  package var lineHeight: CGFloat
  package var ascent: CGFloat
  package var capHeight: CGFloat
  package var descent: CGFloat { max(0, lineHeight - ascent) }

  package init(lineHeight: CGFloat, ascent: CGFloat, capHeight: CGFloat) {
    self.lineHeight = lineHeight
    self.ascent = ascent
    self.capHeight = capHeight
  }
}
