import TabFramesAnimation
import TabFramesRender
import TabFramesSceneFormat

/// A kind of tab bar drawn by a view (docs/KINDS.md): its description, which the scene decoder reads
/// and keeps in the scene (`Component.description`), and how a scene of it is played. The kinds
/// module (`TabFramesKinds`) defines them, each in one place; the driver knows none by name.
public protocol PlayableSceneKind: SceneKindDescription {
  /// Every frame of the scene's timeline, as `SceneRenderer.play` returns a scene's.
  func play(_ scene: Scene, measurer: PangoTextMeasurer) throws(DriverError) -> Animation
}

/// The kinds a run knows: what scene files may name. A scene read with them plays through its own
/// kind's description.
public struct KindRegistry: Sendable {
  /// For the scene decoder.
  public let scenes: SceneKinds

  /// `kinds` (the first of a name counts), listed in errors in their order.
  public init(_ kinds: [any PlayableSceneKind]) {
    scenes = SceneKinds(kinds)
  }
}
