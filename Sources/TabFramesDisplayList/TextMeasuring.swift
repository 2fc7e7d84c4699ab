import TabFramesSceneFormat

/// How this module learns the size of text without importing a text engine: TabFramesRender's
/// Pango measurer implements it.
package protocol TextMeasuring: Sendable {
  func measure(_ run: TextRun) -> TextMetrics
  /// The characters of a run that no installed font draws (drawn as boxes with their codes).
  func undrawnCharacters(_ run: TextRun) -> [Unicode.Scalar]
}

extension TextMeasuring {
  /// A measurer that knows no fonts knows of no undrawn character.
  package func undrawnCharacters(_ run: TextRun) -> [Unicode.Scalar] { [] }
}

package struct TextMetrics: Sendable, Equatable {
  /// Logical (advance) width and line-stacked height, in points.
  package var width: Double
  package var height: Double
  /// Distance from the top of the first line to its baseline.
  package var ascent: Double
  package var capHeight: Double
  package var lineCount: Int
  package init(width: Double, height: Double, ascent: Double, capHeight: Double, lineCount: Int) {
    self.width = width
    self.height = height
    self.ascent = ascent
    self.capHeight = capHeight
    self.lineCount = lineCount
  }
}
