import TabFramesDriver

/// The kinds scene files may name beyond the five of the seeds: each is described in one file
/// of this folder (its view, style, items and events) and listed here.
public enum TabFramesKinds {
  public static let all: [any PlayableSceneKind] = [
    TabViewKind()
  ]

  /// What the CLI and the snapshot assertions load and play scenes with.
  public static let registry = KindRegistry(all)
}
