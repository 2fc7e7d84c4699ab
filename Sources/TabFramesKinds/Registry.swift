import TabFramesDriver
import TabFramesSceneFormat

/// The scene-file kinds, each drawn by a view: each is described in one file of this folder (its
/// view, style, items and events) and listed here.
public enum TabFramesKinds {
  public static let all: [any PlayableSceneKind] = [
    TabViewKind(),
    IndicatorKind(),
    BubbleKind(),
    FixedKind(),
    ScrollingKind(),
    TitleKind(),
  ]

  /// What the CLI and the snapshot assertions load and play scenes with.
  /// Errors list the kinds in this order: the seeds', then the others.
  public static let registry = KindRegistry(all, order: ["fixed", "scrolling", "title", "indicator", "bubble", "tabview"])

  /// What scene files may name, for the scene reader.
  public static let sceneKinds: SceneKinds = registry.scenes
}
