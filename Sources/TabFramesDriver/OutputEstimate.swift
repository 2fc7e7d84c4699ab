import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender

/// How much a render would write in its text formats, estimated before anything is written, so
/// that a small scene cannot fill a disk unasked: a 26 KB scene once wrote 4.2 GB of SVG (labels
/// outlined into every one of its frames). The pixel formats are bounded already (canvas, frame and
/// sheet limits); SVG frames and layout dumps grow with frames × elements × glyphs.
///
/// The figures are per element, per character of text (a `<use>` of a glyph), per distinct
/// character of a frame (a glyph's outline as path data, defined once a file) and per symbol, chosen from the samples' own outputs so that the estimate is at or above what is
/// written: on five samples (SVG frames and layout) it came to 1.3–2.0 times what was written (OutputEstimateTests).
enum OutputEstimate {
  /// The limit without `--max-output-mb`.
  static let defaultLimitMB = 1024

  static let perElement = 400
  /// A glyph of a frame's text: a `<use>` of its outline.
  static let perGlyph = 60
  /// A glyph's outline as path data, defined once a file for each distinct glyph (counted as each
  /// distinct character of the frame's texts).
  static let perGlyphOutline = 750
  static let perSymbol = 1000
  /// An animated SVG writes each element once and then what changes: a little a frame.
  static let perAnimatedElement = 30
  static let perLayoutElement = 250

  /// The estimated bytes of `formats`' text outputs for one played scene.
  static func bytes(_ animation: Animation, formats: [OutputFormat]) -> Int {
    guard let first = animation.frames.first, let last = animation.frames.last else { return 0 }
    /// A frame's SVG: its elements, each text's glyphs as uses of outlines defined once a file;
    /// `sharedGlyphs: false` for the animated SVG, which writes each text's whole outline.
    func frameBytes(_ list: DisplayList, sharedGlyphs: Bool = true) -> Int {
      var distinct = Set<Unicode.Scalar>()
      var total = 0
      // What an SVG frame leaves out (wholly off the canvas) is not counted: a row of long titles
      // scrolled mostly out of view was estimated at 44 times what was written.
      for element in list.elements where !(sharedGlyphs && FrameRenderer.liesOffCanvas(element, list.size)) {
        switch element.content {
        case .text(let run):
          let scalars = run.string.unicodeScalars
          if sharedGlyphs {
            distinct.formUnion(scalars)
            total += perElement + perGlyph * scalars.count
          } else {
            total += perElement + perGlyphOutline * scalars.count
          }
        case .symbol: total += perSymbol
        default: total += perElement
        }
      }
      return total + perGlyphOutline * distinct.count
    }
    let elements = animation.frames.reduce(0) { $0 + $1.displayList.elements.count }
    var total = 0
    for format in formats {
      switch format {
      case .svg: total += animation.frames.reduce(0) { $0 + frameBytes($1.displayList) }
      case .finalSVG: total += frameBytes(last.displayList)
      case .svgAnimated: total += frameBytes(first.displayList, sharedGlyphs: false) + perAnimatedElement * elements
      case .layout: total += perLayoutElement * elements
      default: break
      }
    }
    return total
  }
}
