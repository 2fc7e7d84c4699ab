// Fonts and outlines are shared values the renderers and the views draw with; a scene's fonts
// and symbols decode into them.
@_exported import struct TabFramesValues.FontSpec
@_exported import enum TabFramesValues.FontWeight
@_exported import struct TabFramesValues.InsetsSpec
@_exported import struct TabFramesValues.PathData

/// A validated scene: what to draw, at what size, and what happens over time.
/// Built only by `SceneReader` (and `SceneLoader`, which reads with it), so every value here has
/// passed its checks.
public struct Scene: Sendable {
  /// The scene file as the user named it, for errors found after loading (a timeline that runs
  /// too long, a strip too large).
  public var file: String
  public var name: String
  /// Canvas size in points.
  public var width: Double
  public var height: Double
  /// Pixels per point.
  public var scale: Double
  public var appearance: Appearance
  public var era: Era
  public var background: ColorSpec
  /// Space between the canvas edge (or border) and the component.
  public var padding: InsetsSpec
  public var font: FontSpec
  public var fps: Int
  public var component: Component
  public var timeline: [TimelineEvent]
  public var border: Border?
  public var symbols: [String: PathSymbol]
  /// The last state returns to the first so that an animated preview repeats without a jump.
  public var loop: Bool
  /// Playback speed: 0.25 shows the motion four times slower, for slow-motion docs.
  public var speed: Double
  /// The colours the scene file names itself (its background, border and style values): a
  /// warning about contrast is for a colour the author chose, not for a kind's own default
  /// (UIKit's inactive tab gray).
  public var authoredColors: [ColorSpec] = []
  /// Warnings the scene turns off by name (`"silence": ["contrast"]`).
  public var silencedWarnings: Set<SceneWarning> = []
  /// How long a tap holds its view down before it lifts at its stated time (`"tapHold"`; 0.1 s).
  public var tapHold = 0.1

  public var palette: Palette { Palette(appearance: appearance, era: era) }
}

public struct Border: Sendable, Equatable {
  public var color: ColorSpec
  public var width: Double
}

/// One tab: its title, an optional symbol name and, for kinds that show them, a badge.
public struct TabItem: Sendable, Equatable {
  public var title: String
  public var symbol: String?
  /// A count or a short text on the item (`badge(_:)`); nil: none.
  public var badge: String?
  public init(title: String, symbol: String? = nil, badge: String? = nil) {
    self.title = title
    self.symbol = symbol
    self.badge = badge
  }
}

/// A symbol defined in the scene file as SVG path data in its own view box.
public struct PathSymbol: Sendable, Equatable {
  public var path: PathData
  public var viewBox: (x: Double, y: Double, width: Double, height: Double)
  public init(path: PathData, viewBox: (x: Double, y: Double, width: Double, height: Double)) {
    self.path = path
    self.viewBox = viewBox
  }
  public static func == (a: PathSymbol, b: PathSymbol) -> Bool {
    a.path == b.path && a.viewBox == b.viewBox
  }
}

/// The warnings a scene can turn off by name (`"silence"`).
public enum SceneWarning: String, CaseIterable, Sendable {
  /// A label below WCAG's 3:1 against what is behind it.
  case contrast
  /// Text or a symbol off the canvas, cut across its line, or over another text.
  case placement
  /// The scene's font is not installed.
  case font
  /// A symbol name nothing draws.
  case symbol
}
