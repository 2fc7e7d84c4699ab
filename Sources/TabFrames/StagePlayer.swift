import Combine
import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesOutput
import TabFramesRunLoop
import TabFramesSceneFormat
import TabFramesUI

/// Plays a stage's timeline as a scene file's is played (README.md, "Top-level keys"): actions in order from
/// time 0, frame i at i / fps, the last frame the first at which everything has settled. An
/// action runs the view's own code (a tap handler, a binding's setter); the state it changes
/// is read back by building the view again, and every drawn thing moves from what is on screen to
/// its new place with the transaction's animation — or with the `.animation(_:value:)` above it
/// — through the animation engine scene files use.
@MainActor
struct StagePlayer {
  let stage: Stage
  let target: RenderTarget
  /// Warnings given once a play, however many updates find the same thing.
  private let warned = WarnedOnce()

  init(stage: Stage, target: RenderTarget) {
    self.stage = stage
    self.target = target
  }

  private final class WarnedOnce {
    var messages: Set<String> = []
    func insert(_ message: String) -> (inserted: Bool, memberAfterInsert: String) { messages.insert(message) }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  func play(_ timeline: [Stage.Action]) throws -> FrameSequence {
    // The completions of the transactions this play's code enters, its own (TaskLocal: stages
    // played at once, in parallel tests say, keep theirs apart).
    let entered = AnimationCompletion.Entered()
    // The stage's clock, for work the view's code schedules (a `Timer.publish` timer).
    let clock = VirtualClock()
    return try AnimationCompletion.$entered.withValue(entered) {
      try VirtualClock.$current.withValue(clock) {
        try StageScreen.$current.withValue(stage.screen) {
          // Tasks' steps and sleeps and run-loop timers the view's code starts, on the same clock.
          try RunLoopCapture.during(clock) {
            try Playback(player: self, timeline: timeline, entered: entered, clock: clock).run()
          }
        }
      }
    }
  }

  /// Updates in a row, each caused by the last, before a view is taken never to settle.
  static let maximumUpdates = 100

  /// The frame an update shows; a leaf under `.transaction(_:)` gets the update's transaction as
  /// its closures leave it, as its own animation (an `.animation(_:value:)` inside still wins).
  func list(_ tree: ViewTree, transaction: Transaction? = nil) throws -> DisplayList {
    var leaves = try tree.leaves(in: CGSize(width: stage.width, height: stage.height), includeShadows: true)
    if let transaction {
      for i in leaves.indices where !leaves[i].transactionTransforms.isEmpty && leaves[i].pinnedAnimation == nil {
        var t = transaction
        for transform in leaves[i].transactionTransforms { transform(&t) }
        leaves[i].pinnedAnimation = .some(t.disablesAnimations ? nil : t.animation)
      }
    }
    for w in tree.warnings { stage.warn(w) }
    for w in stage.drawingWarnings(leaves) where warned.insert(w).inserted { stage.warn(w) }
    var list = stage.rendering.displayList(
      leaves, size: CGSize(width: stage.width, height: stage.height), background: target.background(in: tree.windowColorScheme))
    for (id, animation) in tree.appliedAnimations { list.scopeAnimations[id] = animation?.spec ?? AnimationSpec.none }
    return list
  }
}
