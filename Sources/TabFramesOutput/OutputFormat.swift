/// What `render` writes for a scene. Each format names its files from the scene name.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// One PNG a frame, in `<name>-frames/`.
  case png
  /// All frames in one PNG, top to bottom.
  case strip
  /// All frames in one PNG, left to right.
  case stripHorizontal = "strip-horizontal"
  /// One SVG a frame, in `<name>-svg/`.
  case svg
  /// The numeric layout dump (`<name>.layout.json`).
  case layout
  /// The settled last frame alone, for static docs images (`<name>.png`).
  case final
  /// The settled last frame as SVG (`<name>.svg`).
  case finalSVG = "final-svg"
  /// Animated PNG: lossless, only changed regions stored (`<name>.apng`).
  case apng
  /// Animated GIF (`<name>.gif`).
  case gif
  /// One self-contained animated SVG: each element once, SMIL animations, no script (`<name>.anim.svg`).
  case svgAnimated = "svg-animated"
  /// A contact sheet: every frame in a grid with its time under it (`<name>.grid.png`).
  case grid

  /// What writes the format: its sink (`Formats/`), which also names its files and says what it is.
  var sink: any FormatSink.Type {
    switch self {
    case .png: return PNGFramesSink.self
    case .strip: return StripSink.self
    case .stripHorizontal: return HorizontalStripSink.self
    case .svg: return SVGFramesSink.self
    case .layout: return LayoutSink.self
    case .final: return FinalFrameSink.self
    case .finalSVG: return FinalSVGSink.self
    case .apng: return APNGSink.self
    case .gif: return GIFSink.self
    case .svgAnimated: return AnimatedSVGSink.self
    case .grid: return GridSink.self
    }
  }

  public var summary: String { sink.summary }

  /// The file or folder this format writes for a scene, inside the output folder.
  public func outputName(for scene: String) -> String { sink.outputName(for: scene) }
}
