import Foundation

/// What SwiftUI's text modifiers set beyond the font: italics, tabular digits, the space between
/// characters, lines under and through. `Text`'s own methods set them on that text; the `View`
/// modifiers of the same names (iOS 16) set them for every text inside, and a text's own win.
/// Each is nil until something sets it.
struct TextAttributes: Hashable, Sendable {
  var italic: Bool?
  var tabularDigits: Bool?
  var kerning: CGFloat?
  var tracking: CGFloat?
  var underline: Line?
  var strikethrough: Line?
  /// `fontDesign`, `monospaced()`: the design of whatever font the text ends up with.
  var design: Font.Design?
  /// `baselineOffset`: points the text is drawn above its baseline.
  var baselineOffset: CGFloat?

  /// A line asked for (in a colour of its own, or nil: the text's) or turned off.
  enum Line: Hashable, Sendable {
    case on(Color?)
    case off

    init(_ isActive: Bool, _ color: Color?) { self = isActive ? .on(color) : .off }

    /// What the renderer draws: nil for no line, `.some(nil)` for one in the text's colour.
    var drawn: Color?? {
      if case .on(let color) = self { return .some(color) }
      return nil
    }
  }

  /// These attributes, with `outer`'s where these have none.
  func over(_ outer: TextAttributes) -> TextAttributes {
    TextAttributes(
      italic: italic ?? outer.italic, tabularDigits: tabularDigits ?? outer.tabularDigits, kerning: kerning ?? outer.kerning,
      tracking: tracking ?? outer.tracking, underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
      design: design ?? outer.design, baselineOffset: baselineOffset ?? outer.baselineOffset)
  }

  /// The font with what belongs to it: the face, the digits, the spacing (tracking wins over
  /// kerning when both are set, as in SwiftUI).
  func apply(to font: Font) -> Font {
    var font = font
    if italic == true { font.isItalic = true }
    if tabularDigits == true { font.hasTabularDigits = true }
    if let design { font.design = design }
    font.letterSpacing = tracking ?? kerning ?? 0
    return font
  }
}

private struct TextAttributesKey: EnvironmentKey { static let defaultValue = TextAttributes() }

extension EnvironmentValues {
  var textAttributes: TextAttributes {
    get { self[TextAttributesKey.self] }
    set { self[TextAttributesKey.self] = newValue }
  }
}

extension Text {
  private typealias Line = TextAttributes.Line

  private func with(_ change: (inout TextAttributes) -> Void) -> Text {
    var text = self
    change(&text.attributes)
    return text
  }

  /// The italic face.
  public func italic() -> Text { with { $0.italic = true } }
  public func italic(_ isActive: Bool) -> Text { with { $0.italic = isActive } }
  /// Digits of one width, so numbers line up and do not shift as they change.
  public func monospacedDigit() -> Text { with { $0.tabularDigits = true } }
  /// Points added between characters (negative: taken away).
  public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = kerning } }
  /// Points added between characters; it wins over `kerning`.
  public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = tracking } }
  /// A line under the text, in `color` (nil: the text's colour).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    with { $0.underline = Line(isActive, color) }
  }
  /// A line through the text, in `color` (nil: the text's colour).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    with { $0.strikethrough = Line(isActive, color) }
  }
  /// The fixed-width design of the text's font (iOS 16).
  public func monospaced(_ isActive: Bool = true) -> Text { with { $0.design = isActive ? .monospaced : .default } }
  /// The design of the text's font, whatever font it ends up with (iOS 16.1).
  public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = design } }
  /// The width of the text's font: accepted; the stage's font has one width (docs/SWIFTUI.md).
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  /// Drawn this many points above its baseline (below for a negative offset).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { with { $0.baselineOffset = baselineOffset } }
  /// Text's relative scales (iOS 17): `.secondary` text is drawn a step smaller in SwiftUI; a
  /// stage draws it at its size (docs/SWIFTUI.md).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

  /// SwiftUI's `Text.Scale`.
  public struct Scale: Hashable, Sendable {
    public static let `default` = Scale()
    public static let secondary = Scale()
  }
}

extension View {
  nonisolated private func textAttributes(_ change: @escaping (inout TextAttributes) -> Void) -> some View {
    transformEnvironment(\.textAttributes, transform: change)
  }

  /// Every text inside in the italic face (iOS 16).
  nonisolated public func italic(_ isActive: Bool = true) -> some View { textAttributes { $0.italic = isActive } }
  /// Every text inside with digits of one width (iOS 15).
  nonisolated public func monospacedDigit() -> some View { textAttributes { $0.tabularDigits = true } }
  /// Points added between the characters of every text inside (iOS 16).
  nonisolated public func kerning(_ kerning: CGFloat) -> some View { textAttributes { $0.kerning = kerning } }
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { textAttributes { $0.tracking = tracking } }
  /// A line under every text inside (iOS 16).
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    textAttributes { $0.underline = TextAttributes.Line(isActive, color) }
  }
  /// A line through every text inside (iOS 16).
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    textAttributes { $0.strikethrough = TextAttributes.Line(isActive, color) }
  }
  /// Every text inside in the fixed-width design (iOS 16).
  nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
    textAttributes { $0.design = isActive ? .monospaced : .default }
  }
  /// Every text inside in this design (iOS 16.1).
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View { textAttributes { $0.design = design } }
  /// Accepted; the stage's font has one width (docs/SWIFTUI.md).
  nonisolated public func fontWidth(_ width: Font.Width?) -> some View { self }
  /// Every text inside drawn this many points above its baseline.
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    textAttributes { $0.baselineOffset = baselineOffset }
  }
  /// Text can be selected and copied on a device; nothing to show on a stage.
  nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
  /// Marks private content (redacted when the device is locked); drawn as it is.
  nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

/// SwiftUI's `TextSelectability` (`.enabled`, `.disabled`).
public protocol TextSelectability: Sendable {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
