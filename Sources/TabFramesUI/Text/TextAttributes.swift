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
      tracking: tracking ?? outer.tracking, underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough)
  }

  /// The font with what belongs to it: the face, the digits, the spacing (tracking wins over
  /// kerning when both are set, as in SwiftUI).
  func apply(to font: Font) -> Font {
    var font = font
    if italic == true { font.isItalic = true }
    if tabularDigits == true { font.hasTabularDigits = true }
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
}
