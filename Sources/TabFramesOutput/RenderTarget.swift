import TabFramesSceneFormat

/// What rendering needs to know of what it renders: names, canvas, timing, appearance. A scene
/// file gives one (`init(_ scene:)`); a Swift view's stage gives another, with no component or
/// timeline of a scene file behind it.
package struct RenderTarget: Sendable {
  /// Output file names start with it.
  package var name: String
  /// What errors name: the scene file, or where the stage was made.
  package var file: String
  package var width: Double
  package var height: Double
  package var scale: Double
  package var fps: Int
  package var speed: Double
  package var loop: Bool
  package var appearance: Appearance
  package var era: Era
  package var background: ColorSpec

  package init(
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

  package init(_ scene: Scene) {
    self.init(
      name: scene.name, file: scene.file, width: scene.width, height: scene.height, scale: scene.scale, fps: scene.fps,
      speed: scene.speed, loop: scene.loop, appearance: scene.appearance, era: scene.era, background: scene.background)
  }

  package var palette: Palette { Palette(appearance: appearance, era: era) }
}
