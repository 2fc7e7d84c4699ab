import TabFramesAnimation
import TabFramesRender
import TabFramesScene

/// A kind of tab bar drawn by a view (issue 16): its description, which the scene decoder reads,
/// and how a scene of it is played. The kinds module (`TabFramesKinds`) defines them, each in one
/// place; the driver knows none of them by name.
public protocol PlayableSceneKind: SceneKindDescription {
  /// Every frame of the scene's timeline, as `SceneRenderer.play` returns a scene's.
  func play(_ scene: Scene, measurer: PangoTextMeasurer) throws(DriverError) -> Animation
}

/// The kinds a run knows: what scene files may name, and the player of each kind drawn by a view.
/// The five seed kinds not yet moved to views are played by the layout and animation modules.
public struct KindRegistry: Sendable {
  /// For the scene decoder.
  public let scenes: SceneKinds
  private let players: [String: any PlayableSceneKind]

  /// The built-in kinds and `kinds` (one of the same name replaces a built-in one).
  public init(_ kinds: [any PlayableSceneKind]) {
    scenes = SceneKinds.builtIn.adding(kinds)
    players = Dictionary(kinds.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The five seed kinds only.
  public static let builtIn = KindRegistry([])

  /// The view that plays a scene's kind, or nil for a kind the layout module draws.
  public func player(for scene: Scene) -> (any PlayableSceneKind)? { players[scene.component.kind.rawValue] }
}
