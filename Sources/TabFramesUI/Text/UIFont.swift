import Foundation

/// UIKit's `UIFont`, the part SwiftUI code touches: system fonts by size and weight, the text
/// styles' fonts, named fonts, and `Font(_:)` of one. It exists to set SwiftUI text only: it
/// measures nothing itself. (`import UIKit` on Linux is TabFrames' module with this class.)
/// `@unchecked Sendable`: as UIKit's; its font is set once, at init.
open class UIFont: @unchecked Sendable {
  /// What SwiftUI draws it as.
  let font: Font

  init(font: Font) { self.font = font }

  /// UIKit's font weights, as `UIFont.Weight`'s raw values are spread (−0.8 ultra light … 0.62 black).
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)

    /// SwiftUI's weight nearest this one.
    var swiftUI: Font.Weight {
      let table: [(CGFloat, Font.Weight)] = [
        (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold), (0.4, .bold),
        (0.56, .heavy), (0.62, .black),
      ]
      return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
    }
  }

  /// UIKit's text styles, as SwiftUI's (`title1` is SwiftUI's `title`).
  public struct TextStyle: Hashable, Sendable {
    let style: Font.TextStyle
    public static let largeTitle = TextStyle(style: .largeTitle)
    public static let title1 = TextStyle(style: .title)
    public static let title2 = TextStyle(style: .title2)
    public static let title3 = TextStyle(style: .title3)
    public static let headline = TextStyle(style: .headline)
    public static let subheadline = TextStyle(style: .subheadline)
    public static let body = TextStyle(style: .body)
    public static let callout = TextStyle(style: .callout)
    public static let footnote = TextStyle(style: .footnote)
    public static let caption1 = TextStyle(style: .caption)
    public static let caption2 = TextStyle(style: .caption2)
  }

  open class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(font: .system(size: size, weight: weight.swiftUI))
  }
  open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
  open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(font: Font.system(size: size).italic()) }
  open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(font: Font.system(size: size, weight: weight.swiftUI).monospacedDigit())
  }
  /// The font of a text style at the default Dynamic Type size.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(font: .system(style.style)) }

  /// A font by its family or face name, at a fixed size (drawn with what fontconfig finds for the
  /// name, with a warning when that is another family).
  public init?(name fontName: String, size fontSize: CGFloat) { font = .custom(fontName, fixedSize: fontSize) }

  open var pointSize: CGFloat { font.size }
  open func withSize(_ size: CGFloat) -> UIFont {
    var resized = font
    resized.size = size
    return UIFont(font: resized)
  }
}

extension Font {
  /// SwiftUI's `Font(_:)` of a UIKit font.
  public init(_ font: UIFont) { self = font.font }
}
