import Foundation

/// A part of a text's string drawn in a style of its own (`Text + Text`, inline Markdown), by
/// its UTF-8 offsets: the renderer lays it out with the rest of the string as one paragraph.
package struct TextStyleSpan: Hashable, Sendable {
  package var start: Int
  package var end: Int
  package var font: Font
  /// Its own colour; nil: the text's.
  package var color: Color?
  /// A line under or through it: in a colour of its own, or nil for the part's.
  package var underline: Color??
  package var strikethrough: Color??
  /// Points it is drawn above the baseline.
  package var baselineOffset: CGFloat

  /// The part in a font smaller by `scale` (`minimumScaleFactor`).
  package func shrunk(by scale: CGFloat) -> TextStyleSpan {
    var span = self
    span.font = font.shrunk(by: scale)
    span.baselineOffset *= scale
    return span
  }
}

extension Text {
  /// The font a text is drawn in, and its attributes, where it is made: its own over the
  /// environment's, at the environment's Dynamic Type size.
  func resolvedStyle(in environment: EnvironmentValues) -> (font: Font, attributes: TextAttributes) {
    let resolved = fontOverride ?? environment.font ?? .body
    let weight = weightOverride ?? environment.fontWeight
    let attributes = attributes.over(environment.textAttributes)
    return (attributes.apply(to: (weight.map { resolved.weight($0) } ?? resolved).scaled(for: environment.dynamicTypeSize)), attributes)
  }

  /// A string in the environment's text case.
  static func cased(_ string: String, _ environment: EnvironmentValues) -> String {
    switch environment.textCase {
    case .uppercase?: return string.uppercased()
    case .lowercase?: return string.lowercased()
    case nil: return string
    }
  }

  /// The text's leaf: `string` in `font`, `spans` in styles of their own, measured, wrapped,
  /// cut and shrunk as the environment says, in the text's own colour or the foreground's.
  @MainActor func textNodes(
    _ string: String, font: Font, attributes: TextAttributes, spans: [TextStyleSpan], _ context: BuildContext
  ) -> [LayoutNode] {
    let plain = context.measure
    var measure: @MainActor (String, Font, [TextStyleSpan], CGFloat?) -> CGSize? = { string, font, _, width in plain(string, font, width) }
    if !spans.isEmpty, let styled = context.measureStyled { measure = styled }
    let measured = measure(string, font, spans, nil) ?? .zero
    // A line is the ideal height over the text's own lines (a newline of any kind breaks them,
    // "\r\n" is one), not all of it.
    let paragraphs = string.reduce(1) { $1.isNewline ? $0 + 1 : $0 }
    let layout = TextLayout(
      ideal: measured, lineHeight: max(measured.height / CGFloat(paragraphs), 1), lineLimit: context.environment.lineLimit,
      characters: string.count,
      wrapped: WrapCache { width in measure(string, font, spans, width) }.size)
    layout.lineSpacing = context.environment.lineSpacing
    layout.reservedLines = context.environment.reservedLines
    let factor = context.environment.minimumScaleFactor
    if factor < 1 {
      layout.shrinking = TextLayout.Shrinking(least: factor) { scale, width in
        measure(string, font.shrunk(by: scale), spans.map { $0.shrunk(by: scale) }, width)
      }
    }
    var options = TextOptions(context.environment, attributes)
    options.spans = spans
    let own = ownColor(in: context.environment)
    let leaf = LeafNode(
      kind: .text, id: context.path, content: .text(string, font, options), sizing: .text(layout), color: own ?? context.foreground,
      metrics: context.fontMetrics(font))
    // A gradient foreground style paints the text across its frame, unless it has a colour of
    // its own; a gradient of its own does.
    leaf.gradient = own == nil ? context.environment.foregroundPaint?.gradient : foregroundGradient
    guard let offset = attributes.baselineOffset, offset != 0 else { return [leaf] }
    // Drawn raised (or lowered) within the same frame.
    return [EffectNode(child: leaf, id: context.path, effect: .transform(CGAffineTransform(translationX: 0, y: -offset)))]
  }

  /// Texts joined with `+` in styles of their own, as one paragraph: the string of them all in
  /// the style of the largest (the longest of those), the others' parts in their own. Images
  /// among them are left out.
  @MainActor static func paragraphNodes(_ parts: [Text], _ context: BuildContext) -> [LayoutNode] {
    struct Piece {
      var text: Text
      var string: String
      var font: Font
      var attributes: TextAttributes
      var color: Color
    }
    let environment = context.environment
    let pieces = parts.filter { $0.inlineImage == nil }.map { part in
      let (font, attributes) = part.resolvedStyle(in: environment)
      return Piece(
        text: part, string: cased(part.shownString(environment), environment), font: font, attributes: attributes,
        color: part.ownColor(in: environment) ?? context.foreground)
    }
    guard
      let base = pieces.max(by: { ($0.font.size, $0.string.utf8.count) < ($1.font.size, $1.string.utf8.count) })
    else { return [] }
    // Lines and a raised baseline are the whole text's where every part has the same; else each
    // part draws its own.
    var shared = base.attributes
    if pieces.contains(where: { $0.attributes.underline != base.attributes.underline }) { shared.underline = nil }
    if pieces.contains(where: { $0.attributes.strikethrough != base.attributes.strikethrough }) { shared.strikethrough = nil }
    if pieces.contains(where: { $0.attributes.baselineOffset != base.attributes.baselineOffset }) { shared.baselineOffset = nil }
    var string = ""
    var spans: [TextStyleSpan] = []
    for piece in pieces {
      let start = string.utf8.count
      string += piece.string
      let span = TextStyleSpan(
        start: start, end: string.utf8.count, font: piece.font, color: piece.color == base.color ? nil : piece.color,
        underline: shared.underline == nil ? piece.attributes.underline?.drawn ?? nil : nil,
        strikethrough: shared.strikethrough == nil ? piece.attributes.strikethrough?.drawn ?? nil : nil,
        baselineOffset: shared.baselineOffset == nil ? piece.attributes.baselineOffset ?? 0 : 0)
      guard span.end > span.start,
        span.font != base.font || span.color != nil || span.underline != nil || span.strikethrough != nil || span.baselineOffset != 0
      else { continue }
      spans.append(span)
    }
    return base.text.textNodes(string, font: base.font, attributes: shared, spans: spans, context)
  }
}
