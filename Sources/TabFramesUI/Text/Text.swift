import Foundation

/// SwiftUI's `Text`: a string in the environment's font (`.body` when none).
nonisolated public struct Text: View, PrimitiveView, Equatable, Sendable {
  var string: String
  var fontOverride: Font?
  /// `bold()` / `fontWeight(_:)`: applied to whatever font the text ends up with (its own or
  /// the environment's), as SwiftUI applies them.
  var weightOverride: Font.Weight?
  /// `italic()`, `monospacedDigit()`, `kerning`, `tracking`, `underline`, `strikethrough` of this
  /// text, over those the environment gives every text inside a view.
  var attributes = TextAttributes()
  /// `Text.foregroundColor(_:)`: this text's own colour, over the environment's.
  var foregroundOverride: Color?
  /// `Text.foregroundStyle(.secondary)` (and the other levels): resolved against the foreground
  /// style around the text where it is made, as SwiftUI resolves a hierarchical style.
  var foregroundLevel: Int?
  /// `Text + Text`: the texts joined, each with its own style (empty: a text of one run).
  private(set) var runs: [Text] = []
  /// A localized text's key: its string is the translation for the locale it is built in.
  var localization: Localization?
  /// A formatted value (`Text(_:format:)`): formatted again for the locale it is built in.
  var formatted: LocaleFormatted?
  /// `Text(Image(systemName:))`: a symbol (or image) drawn in the line instead of a string.
  private(set) var inlineImage: InlineImage?
  /// `Text.foregroundStyle(LinearGradient(…))`: the gradient that paints this text across its
  /// frame (its colour, `foregroundOverride`, the gradient's first).
  var foregroundGradient: GradientPaint?
  /// A link of an attributed string: drawn in the tint where it is made, as SwiftUI draws one.
  var isLink = false

  /// A string shown as it is; a literal is a `LocalizedStringKey` instead, as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  public init(verbatim content: String) { string = content }
  /// An image in the line of text: a symbol in the text's font, weight and colour, on its
  /// baseline, joined to texts by `+` or put into one by interpolation (`"\(Image(systemName: "star.fill")) 4.8"`).
  public init(_ image: Image) {
    string = ""
    inlineImage = InlineImage(image)
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  /// `Text("a").font(.title)` returns Text, as in SwiftUI (so texts can be concatenated later).
  public func font(_ font: Font?) -> Text {
    var t = self
    t.fontOverride = font
    return t
  }
  public func bold() -> Text { fontWeight(.bold) }
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var t = self
    t.weightOverride = weight
    return t
  }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    if !runs.isEmpty { return joinedNodes(context) }
    if let inlineImage { return imageNodes(inlineImage.image, context) }
    // A localized text shows the translation for the locale it is built in, its Markdown read.
    let shown = shownString(context.environment)
    if localization != nil, let styled = markdownStyled(shown, tint: context.environment.tint) { return styled.makeNodes(context) }
    let (font, attributes) = resolvedStyle(in: context.environment)
    return textNodes(Self.cased(shown, context.environment), font: font, attributes: attributes, spans: [], context)
  }
}

extension Text {
  /// An image held by a text (in an array: an image's label is a text).
  struct InlineImage: Equatable, Sendable {
    private let held: [Image]
    init(_ image: Image) { held = [image] }
    var image: Image { held[0] }
    static func == (a: InlineImage, b: InlineImage) -> Bool {
      a.image.systemName == b.image.systemName && a.image.assetName == b.image.assetName
        && a.image.renderingMode == b.image.renderingMode && a.image.isResizable == b.image.isResizable
    }
  }

  /// The image in the text's font, weight and colour, raised by its baseline offset.
  @MainActor private func imageNodes(_ image: Image, _ context: BuildContext) -> [LayoutNode] {
    var inner = context
    if let fontOverride { inner.environment.font = fontOverride }
    if let weightOverride { inner.environment.fontWeight = weightOverride }
    if let color = ownColor(in: context.environment) { inner.environment.foregroundColor = color }
    let nodes = image.makeNodes(inner)
    guard let offset = attributes.over(context.environment.textAttributes).baselineOffset, offset != 0 else { return nodes }
    return nodes.map { EffectNode(child: $0, id: context.path, effect: .transform(CGAffineTransform(translationX: 0, y: -offset))) }
  }
}

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }
private struct FieldLinesKey: EnvironmentKey { static let defaultValue = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }

/// SwiftUI's `TextAlignment`: how the lines of a wrapped text sit within its frame.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

extension Text {
  /// Where a text cut short shows its ellipsis.
  public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
}

/// How a text's lines are drawn: what the renderer needs beyond its string and font.
package struct TextOptions: Hashable, Sendable {
  package var alignment: TextAlignment
  package var truncation: Text.TruncationMode
  package var lineLimit: Int?
  /// Points between lines (`lineSpacing`).
  package var lineSpacing: CGFloat
  package var layoutDirection: LayoutDirection
  /// A line under or through the text: its own colour, or nil for the text's.
  package var underline: Color??
  package var strikethrough: Color??
  /// Parts in styles of their own (`Text + Text`).
  package var spans: [TextStyleSpan] = []
  /// Drawn as a placeholder (`redacted(reason: .placeholder)`): a bar for each line.
  package var redacted: Bool

  init(_ environment: EnvironmentValues, _ attributes: TextAttributes = TextAttributes()) {
    alignment = environment.multilineTextAlignment
    truncation = environment.truncationMode
    lineLimit = environment.lineLimit
    lineSpacing = environment.lineSpacing
    layoutDirection = environment.layoutDirection
    redacted = environment.redactionReasons.contains(.placeholder)
    underline = attributes.underline?.drawn ?? nil
    strikethrough = attributes.strikethrough?.drawn ?? nil
  }
}

extension EnvironmentValues {
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  /// The lines a text takes the room of however few it has (`lineLimit(_:reservesSpace:)`).
  var reservedLines: Int {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }
  /// The lines a vertical text field takes the room of however few it has: a line-limit range's
  /// lower bound (`lineLimit(2...4)`).
  var fieldLines: Int {
    get { self[FieldLinesKey.self] }
    set { self[FieldLinesKey.self] = newValue }
  }
  /// Points added between a text's lines (`lineSpacing(_:)`).
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }
}

extension EnvironmentValues {
  public var multilineTextAlignment: TextAlignment {
    get { self[TextAlignmentKey.self] }
    set { self[TextAlignmentKey.self] = newValue }
  }
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
}

extension View {
  /// At most `number` lines (nil: any number); an inner limit replaces an outer one, its
  /// reserved lines and range too.
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    transformEnvironment(\.self) {
      $0.lineLimit = number
      $0.reservedLines = 0
      $0.fieldLines = 0
    }
  }
  /// At most the range's upper bound of lines (iOS 16); a vertical text field takes the room of
  /// at least its lower bound, as Apple's documentation shows. A text with fewer lines is not made
  /// taller to the lower bound (`reservesSpace` does that; docs/SWIFTUI.md).
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    transformEnvironment(\.self) {
      $0.lineLimit = limit.upperBound
      $0.fieldLines = limit.lowerBound
      $0.reservedLines = 0
    }
  }
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    transformEnvironment(\.self) {
      $0.lineLimit = limit.upperBound
      $0.reservedLines = 0
      $0.fieldLines = 0
    }
  }
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    transformEnvironment(\.self) {
      $0.lineLimit = nil
      $0.fieldLines = limit.lowerBound
      $0.reservedLines = 0
    }
  }
  /// At most `limit` lines; with `reservesSpace`, a text (or a vertical text field) of fewer lines
  /// still takes the room of `limit`, its lines at the top, as Apple documents.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    transformEnvironment(\.self) {
      $0.lineLimit = limit
      $0.reservedLines = reservesSpace ? limit : 0
      $0.fieldLines = 0
    }
  }
  /// Aligns the lines of wrapped text within its frame; a single line is as wide as its frame.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
}

/// A text's wrapped sizes by width, kept for the life of its node: a text is measured at a
/// width once, however many layouts ask again (the measurer behind it may be Pango, whose own
/// cache hashes the whole run on every lookup).
final class WrapCache {
  private let measure: (CGFloat) -> CGSize?
  private var widths: [CGFloat] = []
  private var sizes: [CGSize?] = []

  init(_ measure: @escaping (CGFloat) -> CGSize?) { self.measure = measure }

  func size(_ width: CGFloat) -> CGSize? {
    if let i = widths.firstIndex(of: width) { return sizes[i] }
    let size = measure(width)
    // A text sees a few widths; a bound keeps a pathological layout from growing it.
    if widths.count >= 16 {
      widths.removeFirst()
      sizes.removeFirst()
    }
    widths.append(width)
    sizes.append(size)
    return size
  }
}

extension Text {
  /// The text in a colour of its own: returns `Text`, as SwiftUI's does, so a text so coloured
  /// can still be given Text's other methods and joined to others. The colour closest to the text
  /// wins, as with the view modifier.
  public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    if text.foregroundOverride == nil { text.foregroundOverride = color }
    return text
  }

  /// iOS 17's `Text.foregroundStyle(_:)`, which returns `Text` so that styled texts can be
  /// joined (`Text("Total ").foregroundStyle(.secondary) + Text(price)`). The style closest to the
  /// text wins, as with the view modifier. It is resolved as the text is made: a hierarchical
  /// style is that level of the primary colour, `.tint` the accent colour, a gradient its first
  /// colour (docs/SWIFTUI.md).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    if let level = (style as? HierarchicalShapeStyle)?.level {
      guard foregroundOverride == nil && foregroundLevel == nil else { return self }
      var text = self
      text.foregroundLevel = level
      return text
    }
    guard foregroundOverride == nil else { return self }
    var text = foregroundColor(style._color(in: EnvironmentValues()))
    text.foregroundGradient = (concreteStyle(style) as? any _GradientStyle)?._gradient(in: EnvironmentValues())
    return text
  }

  /// The colour the text's own style gives, if it has one: a level is of the colour given after
  /// it (`.foregroundStyle(.secondary).foregroundStyle(.blue)`: blue at the secondary opacity),
  /// else of the foreground around the text.
  func ownColor(in environment: EnvironmentValues) -> Color? {
    if isLink, foregroundOverride == nil, foregroundLevel == nil { return (environment.tint ?? Color.accentColor)._color(in: environment) }
    guard let level = foregroundLevel else { return foregroundOverride?._color(in: environment) }
    var around = environment
    if let base = foregroundOverride { around.foregroundColor = base._color(in: environment) }
    return HierarchicalShapeStyle(level: level)._color(in: around)
  }
}

extension Text {
  /// `Text + Text`: one text of both, each part keeping its own font, weight, colour and
  /// attributes; what is set on the joined text applies to the parts that set nothing of their own.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: lhs.string + rhs.string)
    joined.runs = lhs.parts + rhs.parts
    return joined
  }

  /// The runs with this text's own style under theirs (a joined text), or the text itself.
  var parts: [Text] {
    guard !runs.isEmpty else { return [self] }
    return runs.map { run in
      var r = run
      r.fontOverride = run.fontOverride ?? fontOverride
      r.weightOverride = run.weightOverride ?? weightOverride
      if run.foregroundOverride == nil && run.foregroundLevel == nil && !run.isLink {
        r.foregroundOverride = foregroundOverride
        r.foregroundLevel = foregroundLevel
        r.foregroundGradient = foregroundGradient
      }
      r.attributes = run.attributes.over(attributes)
      return r
    }
  }

  /// The string shown in `environment`: a translation or a formatted value for its locale.
  func shownString(_ environment: EnvironmentValues) -> String {
    if let formatted { return formatted.format(environment.locale, environment.timeZone) }
    return localization.map { $0.format.resolved(table: $0.table, locale: environment.locale, timeZone: environment.timeZone) } ?? string
  }

  /// Styled alike, the parts are one string, which wraps and measures as one. Styled apart, they
  /// are one paragraph with parts in styles of their own, which wraps as one, as in SwiftUI. An
  /// image among them is laid beside the texts, on a shared last baseline, where they fit on one
  /// line; where they do not, the paragraph wraps without it (a stage draws no image in a line).
  @MainActor private func joinedNodes(_ context: BuildContext) -> [LayoutNode] {
    let parts = parts
    if let first = parts.first, !parts.contains(where: { $0.inlineImage != nil }),
      parts.allSatisfy({
        $0.fontOverride == first.fontOverride && $0.weightOverride == first.weightOverride && $0.attributes == first.attributes
          && $0.foregroundOverride == first.foregroundOverride && $0.foregroundLevel == first.foregroundLevel
          && $0.foregroundGradient == first.foregroundGradient && $0.isLink == first.isLink
      })
    {
      var single = first
      single.localization = nil
      single.formatted = nil
      single.string = parts.map { $0.shownString(context.environment) }.joined()
      return single.makeNodes(context)
    }
    guard parts.contains(where: { $0.inlineImage != nil }) else { return Self.paragraphNodes(parts, context) }
    let inner = context.child("Text").outsideStack()
    let children = parts.enumerated().flatMap { i, part in part.makeNodes(inner.child(String(i))) }
    let line = StackNode(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: .lastTextBaseline), spacing: 0, children: children,
      path: context.path, scale: context.scale)
    let paragraph = Self.paragraphNodes(parts, inner.child("paragraph"))
    guard !paragraph.isEmpty else { return [line] }
    return [ContainerLayoutNode(_ViewThatFitsLayout(axes: .horizontal), children: [line] + paragraph, id: context.path)]
  }
}
