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

  public var summary: String {
    switch self {
    case .png: return "one PNG a frame, in NAME-frames/"
    case .strip: return "every frame in one PNG, top to bottom (NAME.strip.png)"
    case .stripHorizontal: return "every frame in one PNG, left to right (NAME.hstrip.png)"
    case .svg: return "one SVG a frame, text as outlines, in NAME-svg/"
    case .layout: return "frame-by-frame element geometry and colours as JSON (NAME.layout.json)"
    case .final: return "the settled last frame as PNG (NAME.png)"
    case .finalSVG: return "the settled last frame as SVG (NAME.svg)"
    case .apng: return "animated PNG, lossless, changed regions only (NAME.apng)"
    case .gif: return "animated GIF, exact or median-cut palette (NAME.gif)"
    case .svgAnimated: return "one animated SVG, elements animated by SMIL, no script (NAME.anim.svg)"
    case .grid: return "contact sheet: frames in a grid with their times (NAME.grid.png)"
    }
  }

  /// The file or folder this format writes for a scene, inside the output folder.
  public func outputName(for scene: String) -> String {
    switch self {
    case .png: return "\(scene)-frames"
    case .strip: return "\(scene).strip.png"
    case .stripHorizontal: return "\(scene).hstrip.png"
    case .svg: return "\(scene)-svg"
    case .layout: return "\(scene).layout.json"
    case .final: return "\(scene).png"
    case .finalSVG: return "\(scene).svg"
    case .apng: return "\(scene).apng"
    case .gif: return "\(scene).gif"
    case .svgAnimated: return "\(scene).anim.svg"
    case .grid: return "\(scene).grid.png"
    }
  }

  /// Formats built from every frame's pixels.
  var needsFrameImages: Bool { [.png, .strip, .stripHorizontal, .apng, .gif].contains(self) }
}
