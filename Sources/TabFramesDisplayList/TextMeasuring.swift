import TabFramesSceneFormat

/// How this module learns the size of text without importing a text engine: TabFramesRender's
/// Pango measurer implements it.
public protocol TextMeasuring: Sendable {
  func measure(_ run: TextRun) -> TextMetrics
  /// The characters of a run that no installed font draws (drawn as boxes with their codes).
  func undrawnCharacters(_ run: TextRun) -> [Unicode.Scalar]
}

extension TextMeasuring {
  /// A measurer that knows no fonts knows of no undrawn character.
  public func undrawnCharacters(_ run: TextRun) -> [Unicode.Scalar] { [] }
}

public struct TextMetrics: Sendable, Equatable {
  /// Logical (advance) width and line-stacked height, in points.
  public var width: Double
  public var height: Double
  /// Distance from the top of the first line to its baseline.
  public var ascent: Double
  public var capHeight: Double
  public var lineCount: Int
  public init(width: Double, height: Double, ascent: Double, capHeight: Double, lineCount: Int) {
    self.width = width
    self.height = height
    self.ascent = ascent
    self.capHeight = capHeight
    self.lineCount = lineCount
  }
}
