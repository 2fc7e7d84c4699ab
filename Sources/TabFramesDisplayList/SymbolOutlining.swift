import TabFramesSceneFormat

/// How symbol drawing gets an icon glyph's outline without importing a font engine, as `TextMeasuring`
/// gives it text sizes: TabFramesRender's `IconFontOutliner` shapes the glyph with Pango.
package protocol SymbolOutlining: Sendable {
  /// The glyph's outline in design units with the font's em `SymbolLibrary.iconEm` units tall, y
  /// down (any origin: the drawing is cropped to its ink), or why it cannot be drawn.
  func outline(of glyph: IconGlyph) -> Result<PathData, IconGlyphUnavailable>
}

/// Why a mapped name cannot draw its glyph (the font is not installed, the glyph is not in it).
package struct IconGlyphUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
  package var reason: String
  package init(_ reason: String) { self.reason = reason }
  package var description: String { reason }
}

/// Where a symbol name's drawing comes from, in the order they are tried.
package enum SymbolSource: Sendable, Equatable {
  /// The scene's own `symbols` entry.
  case custom
  /// One of the project's hand drawings (`SymbolLibrary.builtInNames`).
  case builtIn
  /// A glyph of an installed icon font (`SymbolMap`).
  case mapped(MappedSymbol)
  /// Nothing: the placeholder.
  case unknown
}
