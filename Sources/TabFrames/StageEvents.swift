import Foundation
import TabFramesAnimation
import TabFramesSceneFormat
import TabFramesUI

/// What a stage's play has due, in time order: the timeline's actions, a drag's touches and
/// release, animations' completions. Events due at one instant run in the order they were
/// scheduled.
struct StageEventQueue {
  /// What is due at a time.
  enum Event {
    /// The timeline's action of this index.
    case action(Int)
    /// The finger of the tap that is the timeline's action of this index comes down.
    case press(Int)
    /// An animation's completion handler, due when its animations have finished.
    case completion(AnimationCompletion)
    case dragMove(StagePlayer.Drag)
    /// The drag's release; `next`: the action that follows once what it starts has settled.
    case dragRelease(StagePlayer.Drag, next: Int?)
  }

  private var events: [(time: Double, event: Event)] = []

  var isEmpty: Bool { events.isEmpty }
  /// When the next event is due.
  var nextTime: Double? { events.first?.time }

  mutating func schedule(_ time: Double, _ event: Event) {
    let i = events.firstIndex { $0.time > time } ?? events.count
    events.insert((time, event), at: i)
  }

  /// The next event, when it is due by `time`.
  mutating func next(dueBy time: Double) -> (time: Double, event: Event)? {
    guard let first = events.first, first.time <= time + 1e-9 else { return nil }
    return events.removeFirst()
  }
}

extension StagePlayer {
  /// A finger on the glass: a straight line at an even speed.
  final class DragState {
    var began = false
  }

  struct Drag {
    let start: Double
    let from: CGPoint
    let to: CGPoint
    let duration: Double
    /// How far along the line the finger is at a share of the duration.
    let progress: @Sendable (Double) -> Double
    let target: DragTarget
    let state = DragState()

    func location(at t: Double) -> CGPoint {
      let p = progress(duration > 0 ? min(max((t - start) / duration, 0), 1) : 1)
      return CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
    }
    /// The average speed (what a release reports as the finger's velocity).
    var velocity: CGSize {
      duration > 0 ? CGSize(width: (to.x - from.x) / duration, height: (to.y - from.y) / duration) : .zero
    }
  }

  /// A tap's action, in the tap's transaction when it has one.
  static func run(_ action: @MainActor () -> Void, in transaction: Transaction?) {
    if let transaction { withTransaction(transaction, action) } else { action() }
  }

  /// A finger's timing: even, or a timing curve's (a spring has none: even).
  static func progress(_ curve: Animation?, era: Era) -> @Sendable (Double) -> Double {
    guard let curve else { return { $0 } }
    switch ResolvedAnimation(curve.spec, era: era) {
    case .curve(let c, _), .delayed(.curve(let c, _), _), .repeating(let c, _, _, _): return { c.value(at: $0) }
    default: return { $0 }
    }
  }

}

extension Stage.Action {
  /// Whether the action is, or may decide to be, a tap (whose finger comes down before it).
  var mayTap: Bool {
    switch self {
    case .tapView, .tapPoint, ._decided: true
    case .hold, .dragLine, .set, ._dismissPresentation: false
    }
  }
}
