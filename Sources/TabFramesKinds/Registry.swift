import TabFramesOutput
import TabFramesSceneFormat

/// The scene-file kinds, each drawn by a view: each is described in one file of this folder (its
/// view, style, items and events) and listed here, once. Errors list them in this order: the
/// seeds' (000 to 004), then the others.
package enum TabFramesKinds {
  package static let all: [any PlayableSceneKind] = [
    FixedKind(),
    ScrollingKind(),
    TitleKind(),
    IndicatorKind(),
    BubbleKind(),
    TabViewKind(),
  ]

  /// What the CLI and the snapshot assertions load and play scenes with.
  package static let registry = KindRegistry(all)

  /// What scene files may name, for the scene reader.
  package static let sceneKinds: SceneKinds = registry.scenes
}
