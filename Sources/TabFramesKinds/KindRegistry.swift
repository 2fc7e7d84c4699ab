import TabFramesAnimation
import TabFramesOutput
import TabFramesRender
import TabFramesSceneFormat

/// A kind of tab bar drawn by a view (docs/KINDS.md): its description, which the scene decoder reads
/// and keeps in the scene, and how a scene of it is played. This module defines them, each in one
/// place; nothing below it knows a kind exists.
package protocol PlayableSceneKind: SceneKindDescription {
  /// Every frame of the scene's timeline, laid out and measured with `measurer`.
  func play(_ scene: Scene, measurer: PangoTextMeasurer) throws(TabFramesError) -> FrameSequence
}

/// The kinds a run knows: what scene files may name, and what plays a scene of each. A registry
/// plays a scene with its kind of the scene's name: play a scene with the registry it was read with
/// (the scene conveniences of `TabFramesScene` take it as `kinds:`, the built-in kinds by default).
package struct KindRegistry: Sendable {
  /// For the scene decoder.
  package let scenes: SceneKinds
  private let playable: [String: any PlayableSceneKind]

  /// `kinds` (the first of a name counts), listed in errors in their order.
  package init(_ kinds: [any PlayableSceneKind]) {
    // Upcast element by element: the compiler's own conversion, where passing the array as it is
    // casts each element at run time, a search of every conformance in the program per kind.
    scenes = SceneKinds(kinds.map { kind -> any SceneKindDescription in kind })
    var byName: [String: any PlayableSceneKind] = [:]
    for kind in kinds where byName[kind.name] == nil { byName[kind.name] = kind }
    playable = byName
  }

  /// Plays a scene's timeline with its kind. A kind drawn by a view runs its view on the main
  /// actor: from the main thread at once, from another thread by waiting for the main queue, so a
  /// caller must not block the main thread while it waits for a play on another thread (the CLI
  /// plays on the main thread; Swift Testing and XCTest keep it free or call from it).
  package func play(_ scene: Scene, measurer: PangoTextMeasurer) throws(TabFramesError) -> FrameSequence {
    guard let kind = playable[scene.component.kind.rawValue] else {
      throw .usage("\(scene.file): component.kind: \"\(scene.component.kind)\" is drawn by a view that this program does not have")
    }
    return try kind.play(scene, measurer: measurer)
  }
}
