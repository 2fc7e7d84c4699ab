import FoundationEssentials
import TabFramesAnimation
import TabFramesKinds
import TabFramesOutput
import TabFramesSnapshot

// A scene file in code, played by the kind it names: the output and snapshot modules take a played
// animation and know no kind; these put the two steps together for a scene of any built-in kind
// (`TabFramesKinds.registry`), as the README's snapshot examples and the tests use them.

extension SceneRenderer {
  /// Plays a scene's timeline with its kind (`KindRegistry.play`), measuring text with this
  /// renderer's measurer.
  package func play(_ scene: Scene, kinds: KindRegistry = TabFramesKinds.registry) throws(TabFramesError) -> FrameSequence {
    try kinds.play(scene, measurer: measurer)
  }

  /// Plays a scene (with `kinds`, the registry it was read with) and renders every requested
  /// format; returns the files written.
  package func render(_ scene: Scene, kinds: KindRegistry = TabFramesKinds.registry, into output: AtomicOutput) throws(TabFramesError)
    -> [URL]
  {
    try render(scene, animation: try play(scene, kinds: kinds), into: output)
  }
}

extension SnapshotChecker {
  /// Plays `scene` (with `kinds`, the registry it was read with) and checks it against the
  /// references at `base` (a path without extension), writing any references the record mode
  /// calls for.
  package func check(
    _ scene: Scene, kinds: KindRegistry = TabFramesKinds.registry, frames: SnapshotFrames, reference base: URL
  ) throws(TabFramesError) -> SnapshotOutcome {
    let animation = try SceneRenderer(formats: [], jobs: jobs).play(scene, kinds: kinds)
    return try check(RenderTarget(scene), animation: animation, frames: frames, reference: base)
  }
}
