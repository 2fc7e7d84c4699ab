import TabFramesSceneFormat

/// What rendering needs to know of what it renders: names, canvas, timing, appearance. A scene
/// file gives one (`init(_ scene:)`); a Swift view's stage gives another, with no component or
/// timeline of a scene file behind it.
public struct RenderTarget: Sendable {
  /// Output file names start with it.
  public var name: String
  /// What errors name: the scene file, or where the stage was made.
  public var file: String
  public var width: Double
  public var height: Double
  public var scale: Double
  public var fps: Int
  public var speed: Double
  public var loop: Bool
  public var appearance: Appearance
  public var era: Era
  public var background: ColorSpec

  public init(
    name: String, file: String, width: Double, height: Double, scale: Double, fps: Int = 60, speed: Double = 1, loop: Bool = false,
    appearance: Appearance = .light, era: Era = .ios16, background: ColorSpec = .named("systemBackground", opacity: 1)
  ) {
    self.name = name
    self.file = file
    self.width = width
    self.height = height
    self.scale = scale
    self.fps = fps
    self.speed = speed
    self.loop = loop
    self.appearance = appearance
    self.era = era
    self.background = background
  }

  public init(_ scene: Scene) {
    self.init(
      name: scene.name, file: scene.file, width: scene.width, height: scene.height, scale: scene.scale, fps: scene.fps,
      speed: scene.speed, loop: scene.loop, appearance: scene.appearance, era: scene.era, background: scene.background)
  }

  public var palette: Palette { Palette(appearance: appearance, era: era) }
}
