import TabFramesDriver
import TabFramesSceneFormat

/// The scene-file kinds drawn by views: each is described in one file of this folder (its view,
/// style, items and events) and listed here; the seed kinds not yet moved are the layout
/// module's (`SceneKinds.builtIn`).
public enum TabFramesKinds {
  public static let all: [any PlayableSceneKind] = [
    TabViewKind(),
    IndicatorKind(),
    BubbleKind(),
    FixedKind(),
    ScrollingKind(),
  ]

  /// What the CLI and the snapshot assertions load and play scenes with.
  /// Errors list the kinds in this order: the seeds', then the others.
  public static let registry = KindRegistry(all, order: ["fixed", "scrolling", "title", "indicator", "bubble", "tabview"])

  /// What scene files may name, for the scene reader.
  public static let sceneKinds: SceneKinds = registry.scenes
}
