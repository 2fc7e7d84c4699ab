import TabFramesAnimation
import TabFramesDisplayList

/// How much a render would write in its text formats, estimated before anything is written, so
/// that a small scene cannot fill a disk unasked: a 26 KB scene once wrote 4.2 GB of SVG (labels
/// outlined into every one of its frames). The pixel formats are bounded already (canvas, frame and
/// sheet limits); SVG frames and layout dumps grow with frames × elements × glyphs.
///
/// The figures are per element, per character of text (a glyph's outline as path data) and per
/// symbol, chosen from the samples' own outputs so that the estimate is at or above what is
/// written: on five samples (SVG frames and layout) it came to 1.0–2.3 times what was written (OutputEstimateTests).
enum OutputEstimate {
  /// The limit without `--max-output-mb`.
  static let defaultLimitMB = 1024

  static let perElement = 400
  static let perCharacter = 750
  static let perSymbol = 1000
  /// An animated SVG writes each element once and then what changes: a little a frame.
  static let perAnimatedElement = 30
  static let perLayoutElement = 250

  /// The estimated bytes of `formats`' text outputs for one played scene.
  static func bytes(_ animation: Animation, formats: [OutputFormat]) -> Int {
    guard let first = animation.frames.first, let last = animation.frames.last else { return 0 }
    func frameBytes(_ list: DisplayList) -> Int {
      list.elements.reduce(0) { total, element in
        switch element.content {
        case .text(let run): total + perElement + perCharacter * run.string.unicodeScalars.count
        case .symbol: total + perSymbol
        default: total + perElement
        }
      }
    }
    let elements = animation.frames.reduce(0) { $0 + $1.displayList.elements.count }
    var total = 0
    for format in formats {
      switch format {
      case .svg: total += animation.frames.reduce(0) { $0 + frameBytes($1.displayList) }
      case .finalSVG: total += frameBytes(last.displayList)
      case .svgAnimated: total += frameBytes(first.displayList) + perAnimatedElement * elements
      case .layout: total += perLayoutElement * elements
      default: break
      }
    }
    return total
  }
}
