import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender
import TabFramesSceneFormat

/// How much a render would write in its text formats, estimated before anything is written, so
/// that a small scene cannot fill a disk unasked: a 26 KB scene once wrote 4.2 GB of SVG (labels
/// outlined into every one of its frames). The pixel formats are bounded already (canvas, frame and
/// sheet limits); SVG frames and layout dumps grow with frames × elements × glyphs.
///
/// The figures are per element, per character of text (a `<use>` of a glyph), per distinct
/// character of a frame (a glyph's outline as path data, defined once a file) and per symbol, chosen from the samples' own outputs so that the estimate is at or above what is
/// written: on five samples (SVG frames and layout) it came to 1.3–2.0 times what was written (OutputEstimateTests).
package enum OutputEstimate {
  /// The limit without `--max-output-mb`.
  package static let defaultLimitMB = 1024

  static let perElement = 400
  /// A glyph of a frame's text: a `<use>` of its outline.
  static let perGlyph = 60
  /// A glyph's outline as path data, defined once a file for each distinct glyph (counted as each
  /// distinct character of the frame's texts).
  static let perGlyphOutline = 750

  /// A glyph's definition: its outline, or for an emoji (a colour glyph) its picture, a PNG at
  /// four pixels a point in base 64 (about 7.8 KB at 17 pt, growing with the area).
  static func definitionBytes(_ scalar: Unicode.Scalar, size: Double) -> Int {
    scalar.properties.isEmojiPresentation ? max(2000, Int(27 * size * size)) : perGlyphOutline
  }

  static let perSymbol = 1000
  /// An animated SVG writes each element once and then what changes: a little a frame.
  static let perAnimatedElement = 30
  static let perLayoutElement = 250

  /// The estimated bytes of `formats`' text outputs for one played scene.
  package static func bytes(_ animation: FrameSequence, formats: [OutputFormat]) -> Int {
    guard let first = animation.frames.first, let last = animation.frames.last else { return 0 }
    /// A frame's SVG: its elements, each text's glyphs as uses of outlines defined once a file.
    /// What an SVG frame leaves out (wholly off the canvas) is not counted — a row of long titles
    /// scrolled mostly out of view was estimated at 44 times what was written — but the animated
    /// SVG writes every element (`onCanvasOnly: false`).
    func frameBytes(_ list: DisplayList, onCanvasOnly: Bool = true) -> Int {
      // Each font's characters: glyph outlines are one a font, so the same letter in two weights
      // or sizes is two definitions (a font is hashed once a text, not once a character).
      var distinct: [FontSpec: Set<Unicode.Scalar>] = [:]
      var total = 0
      for element in list.elements where !(onCanvasOnly && FrameRenderer.liesOffCanvas(element, list.size)) {
        switch element.content {
        case .text(let run):
          let scalars = run.string.unicodeScalars
          distinct[run.font, default: []].formUnion(scalars)
          total += perElement + perGlyph * scalars.count
        case .symbol: total += perSymbol
        default: total += perElement
        }
      }
      return distinct.reduce(total) { sum, font in font.value.reduce(sum) { $0 + definitionBytes($1, size: font.key.size) } }
    }
    let elements = animation.frames.reduce(0) { $0 + $1.displayList.elements.count }
    // A layout dump also writes what VoiceOver reads in each frame: about as long a line an element.
    func count(_ items: [AccessibilityElement]) -> Int { items.reduce(items.count) { $0 + count($1.children ?? []) } }
    let read = animation.frames.reduce(0) { $0 + count($1.accessibility) }
    var total = 0
    for format in formats {
      switch format {
      case .svg: total += animation.frames.reduce(0) { $0 + frameBytes($1.displayList) }
      case .finalSVG: total += frameBytes(last.displayList)
      case .svgAnimated: total += frameBytes(first.displayList, onCanvasOnly: false) + perAnimatedElement * elements
      case .layout: total += perLayoutElement * (elements + read)
      default: break
      }
    }
    return total
  }
}
