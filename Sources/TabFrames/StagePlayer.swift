import Combine
import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesOutput
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

  func play(_ timeline: [Stage.Action]) throws -> TabFramesAnimation.Animation {
    // The completions of the transactions this play's code enters, its own (TaskLocal: stages
    // played at once, in parallel tests say, keep theirs apart).
    let entered = AnimationCompletion.Entered()
    // The stage's clock, for work the view's code schedules (a `Timer.publish` timer).
    let clock = VirtualClock()
    return try AnimationCompletion.$entered.withValue(entered) {
      try VirtualClock.$current.withValue(clock) {
        try StageScreen.$current.withValue(stage.screen) { try playing(timeline, entered: entered, clock: clock) }
      }
    }
  }

  private func playing(_ timeline: [Stage.Action], entered: AnimationCompletion.Entered, clock: VirtualClock) throws
    -> TabFramesAnimation.Animation
  {
    let store = StateStore()
    let fps = target.fps
    // The root view is made once and its body evaluated again at each update, as a hosting
    // view's root is: what the root holds (a timer it made, an object) lasts the whole play.
    let root = stage.content(store)
    var tree = stage.tree(root, store)
    var display = AnimatedDisplay(try list(tree), era: stage.era)
    for action in store.takeAfterUpdateActions() { action() }
    var pending: [(time: Double, step: Step)] = timeline.isEmpty ? [] : [(0, .action(0))]
    var frames: [Frame] = []
    var lastActionTime = 0.0

    /// The state the view's code changed, drawn: the view built again and animated to; then what
    /// the update queued (`onChange`, `onAppear`) runs, outside any transaction, and what that
    /// changes is an update of its own.
    func commit(at t: Double) throws {
      var updates = 0
      var completions: [AnimationCompletion] = []
      defer {
        // `withAnimation(_:_:completion:)`: once the changes' animations have come to rest (at
        // once when they changed nothing), outside any transaction.
        let rest = display.settleTime(after: t)
        for c in completions + entered.take() where !c.seen {
          c.seen = true
          schedule(completions.contains { $0 === c } ? rest : t, .completion(c))
        }
      }
      while store.hasChanges {
        for (transaction, apply) in store.takeUpdates() {
          completions += transaction.completions
          updates += 1
          guard updates <= Self.maximumUpdates else {
            throw Failure(
              description:
                "\(stage.file): the view changes its state on every update (\(Self.maximumUpdates) updates at \(t) s without settling), "
                + "for example a state change in every onChange")
          }
          apply()
          tree = stage.tree(root, store)
          let animation = transaction.disablesAnimations ? AnimationSpec.none : transaction.animation.map(Self.spec) ?? .none
          display.apply(
            try list(tree, transaction: transaction), animation: animation, at: t, pinnedOverridesNone: !transaction.disablesAnimations)
          for action in store.takeAfterUpdateActions() { action() }
        }
      }
    }

    func start(_ k: Int, at t: Double) throws {
      lastActionTime = t
      var wait: Double?
      var action = timeline[k]
      while case ._decided(let decide) = action {
        action = decide(Stage.Now(bound: stage.getBound?(store), tappable: Set(tree.tapTargets().flatMap(\.names))))
      }
      switch action {
      case .hold(let seconds):
        wait = max(0, seconds)
      case .tapView(let name, let transaction, let w):
        let targets = tree.tapTargets()
        guard let hit = targets.lastIndex(where: { $0.names.contains(name) }) else {
          let names = Set(targets.flatMap { $0.names.filter { !$0.contains("/") } }).sorted()
          throw Failure(
            description:
              "\(stage.file): timeline[\(k)]: tap(\"\(name)\") matches no view with a tap action; "
              + (names.isEmpty ? "the view has none" : "these can be tapped: \(names.map { "\"\($0)\"" }.joined(separator: ", "))"))
        }
        for action in TapTarget.actions(reaching: hit, in: targets, at: targets[hit].aim) { Self.run(action, in: transaction) }
        try commit(at: t)
        wait = w
      case .tapPoint(let x, let y, let transaction, let w):
        let p = CGPoint(x: x, y: y)
        let targets = tree.tapTargets()
        if let hit = targets.lastIndex(where: { $0.contains(p) }) {
          for action in TapTarget.actions(reaching: hit, in: targets, at: p) { Self.run(action, in: transaction) }
          try commit(at: t)
        } else {
          stage.warn("timeline[\(k)]: tap(at: (\(x), \(y))) lands on no tap action")
        }
        wait = w
      case .dragLine(let fx, let fy, let tx, let ty, let duration, let curve, let w):
        let from = CGPoint(x: fx, y: fy)
        guard let target = tree.dragTargets().last(where: { $0.contains(from) }) else {
          stage.warn("timeline[\(k)]: drag(from: (\(fx), \(fy))) starts on no view with a drag gesture")
          wait = w ?? max(0, duration)
          break
        }
        let drag = Drag(
          start: t, from: from, to: CGPoint(x: tx, y: ty), duration: max(0, duration), progress: Self.progress(curve, era: stage.era),
          target: target)
        // The next action follows the release (and what it starts settling), or `wait` after
        // the drag began.
        beginDrag(drag, next: w == nil && k + 1 < timeline.count ? k + 1 : nil)
        if let w {
          if k + 1 < timeline.count { schedule(t + w, .action(k + 1)) } else { lastActionTime = max(lastActionTime, t + w) }
        }
        lastActionTime = max(lastActionTime, t + drag.duration)
        return
      case .set(let value, let animation, let w):
        guard let setBound = stage.setBound else {
          throw Failure(description: "\(stage.file): timeline[\(k)]: set needs a stage made with `initial:` (a view driven by a binding)")
        }
        var accepted = true
        withTransaction(Transaction(animation: animation)) { accepted = setBound(store, value) }
        guard accepted else {
          throw Failure(description: "\(stage.file): timeline[\(k)]: set(\(value)): the stage's binding holds another type")
        }
        try commit(at: t)
        wait = w
      case ._decided: break
      }
      let next = k + 1
      guard next < timeline.count else {
        if let wait { lastActionTime = max(lastActionTime, t + wait) }
        return
      }
      schedule(wait.map { t + $0 } ?? display.settleTime(after: t), .action(next))
    }

    func schedule(_ time: Double, _ step: Step) {
      let i = pending.firstIndex { $0.time > time } ?? pending.count
      pending.insert((time, step), at: i)
    }

    /// A drag's touches, one a display frame as on a device, then the release.
    func beginDrag(_ drag: Drag, next: Int?) {
      var t = drag.start
      schedule(t, .dragMove(drag))
      var i = Int((drag.start * Double(fps) / target.speed).rounded(.down)) + 1
      while true {
        t = Double(i) * target.speed / Double(fps)
        if t >= drag.start + drag.duration - 1e-12 { break }
        schedule(t, .dragMove(drag))
        i += 1
      }
      schedule(drag.start + drag.duration, .dragRelease(drag, next: next))
    }

    func moved(_ drag: Drag, at t: Double, released: Bool) throws {
      let location = drag.location(at: t)
      let value = drag.target.value(time: t, start: drag.from, location: location, velocity: drag.velocity)
      let moved = hypot(location.x - drag.from.x, location.y - drag.from.y)
      let minimum = drag.target.minimumDistance
      if !drag.state.began, moved >= minimum { drag.state.began = true }
      guard drag.state.began else { return }
      drag.target.changed(value)
      try commit(at: t)
      if released {
        drag.target.ended(value)
        try commit(at: t)
      }
    }

    var (completionsAt, completionsNow) = (-1.0, 0)
    // The first update's queued actions (`onAppear`, `onChange(initial: true)`) may change state.
    try commit(at: 0)
    var i = 0
    while true {
      // Frame i shows the view's time i × speed / fps (a scene's `speed`; 1 for a stage).
      let t = Double(i) * target.speed / Double(fps)
      // Work the code scheduled on the stage's clock, due by this frame, runs in time order with
      // the timeline's steps (a step first when both are due at one instant), each an update.
      while let due = clock.nextTime, due <= t + 1e-9, due < (pending.first?.time ?? .infinity) {
        display.advance(to: due)
        clock.runNext()
        try commit(at: due)
      }
      while let first = pending.first, first.time <= t + 1e-9 {
        pending.removeFirst()
        display.advance(to: first.time)
        // What the step schedules counts from its own time.
        clock.advance(to: first.time)
        switch first.step {
        case .action(let k): try start(k, at: first.time)
        case .dragMove(let drag): try moved(drag, at: first.time, released: false)
        case .dragRelease(let drag, let next):
          try moved(drag, at: first.time, released: true)
          if let next { schedule(display.settleTime(after: first.time), .action(next)) }
        case .completion(let c):
          // A completion that sets off another at once, for ever, would hold time still.
          completionsNow = completionsAt == first.time ? completionsNow + 1 : 1
          completionsAt = first.time
          guard completionsNow <= Self.maximumUpdates else {
            throw Failure(
              description:
                "\(stage.file): animation completions run one another at \(first.time) s without end "
                + "(\(Self.maximumUpdates) at that instant): a completion that starts a change which animates nothing, with a completion of its own"
            )
          }
          c.run()
          try commit(at: first.time)
        }
      }
      // Clock work that a step scheduled for this very instant runs before the frame too.
      if let due = clock.nextTime, due <= t + 1e-9 { continue }
      clock.advance(to: t)
      display.advance(to: t)
      frames.append(Frame(index: i, time: Double(i) / Double(fps), displayList: display.presented(at: t)))
      if pending.isEmpty && clock.nextTime == nil && display.isIdle && t >= lastActionTime - 1e-9 { break }
      i += 1
      if i >= Limits.frames {
        let limit = "\(Limits.frames) frames (\(Limits.frames / fps) s at \(fps) fps)"
        // A timeline whose own events go on past the limit is long, not unsettled: say so.
        if !pending.isEmpty || lastActionTime > t + 1e-9 {
          throw Failure(
            description:
              "\(stage.file): timeline: its events go on past the limit of \(limit); shorten the timeline or lower fps")
        }
        throw Failure(
          description:
            "\(stage.file): timeline: runs longer than \(limit) without settling; "
            + "an animation that never ends (repeatForever), a timer that repeats for ever, or state that changes on every update stops here"
        )
      }
    }
    return TabFramesAnimation.Animation(frames: frames, duration: frames.last?.time ?? 0, fps: fps)
  }

  /// What is due at a time: an action of the timeline, or a drag's touch.
  enum Step {
    case action(Int)
    /// An animation's completion handler, due when its animations have finished.
    case completion(AnimationCompletion)
    case dragMove(Drag)
    case dragRelease(Drag, next: Int?)
  }

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
  static func progress(_ curve: TabFramesUI.Animation?, era: Era) -> @Sendable (Double) -> Double {
    guard let curve else { return { $0 } }
    switch ResolvedAnimation(spec(curve), era: era) {
    case .curve(let c, _), .delayed(.curve(let c, _), _), .repeating(let c, _, _, _): return { c.value(at: $0) }
    default: return { $0 }
    }
  }

  /// Updates in a row, each caused by the last, before a view is taken never to settle.
  static let maximumUpdates = 100

  /// The frame an update shows; a leaf under `.transaction(_:)` gets the update's transaction as
  /// its closures leave it, as its own animation (an `.animation(_:value:)` inside still wins).
  private func list(_ tree: ViewTree, transaction: Transaction? = nil) throws -> DisplayList {
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
    return stage.rendering.displayList(leaves, size: CGSize(width: stage.width, height: stage.height), background: background)
  }

  private var background: RGBA { target.palette.resolve(target.background) }

  /// A view's animation as the engine's (scene files use the same).
  static func spec(_ a: TabFramesUI.Animation) -> AnimationSpec {
    var base = baseSpec(a)
    if let repeats = a.repeats { base = .repeated(base, count: repeats, autoreverses: a.autoreverses) }
    return a.delay == 0 && a.speed == 1 ? base : .modified(base, delay: a.delay, speed: a.speed)
  }

  private static func baseSpec(_ a: TabFramesUI.Animation) -> AnimationSpec {
    switch a.kind {
    case .default: return .default
    case .linear(let d): return .linear(duration: d)
    case .easeIn(let d): return .easeIn(duration: d)
    case .easeOut(let d): return .easeOut(duration: d)
    case .easeInOut(let d): return .easeInOut(duration: d)
    case .spring(let r, let d, let b): return .spring(response: r, dampingFraction: d, blendDuration: b)
    case .smooth(let d, let e): return .smooth(duration: d, extraBounce: e)
    case .snappy(let d, let e): return .snappy(duration: d, extraBounce: e)
    case .bouncy(let d, let e): return .bouncy(duration: d, extraBounce: e)
    case .interactiveSpring: return .interactiveSpring
    case .timingCurve(let x1, let y1, let x2, let y2, let d): return .timingCurve(x1, y1, x2, y2, duration: d)
    }
  }
}

extension TabFramesUI.Animation {
  /// A scene's animation as a view's: the inverse of `StagePlayer.spec`, beside it so that the
  /// two stay in step (nil for `.none`).
  package static func from(_ spec: AnimationSpec) -> TabFramesUI.Animation? {
    switch spec {
    case .none: return nil
    case .default: return .default
    case .linear(let d): return .linear(duration: d)
    case .easeIn(let d): return .easeIn(duration: d)
    case .easeOut(let d): return .easeOut(duration: d)
    case .easeInOut(let d): return .easeInOut(duration: d)
    case .spring(let r, let d, let b): return .spring(response: r, dampingFraction: d, blendDuration: b)
    case .smooth(let d, let e): return .smooth(duration: d, extraBounce: e)
    case .snappy(let d, let e): return .snappy(duration: d, extraBounce: e)
    case .bouncy(let d, let e): return .bouncy(duration: d, extraBounce: e)
    case .interactiveSpring: return .interactiveSpring
    case .timingCurve(let x1, let y1, let x2, let y2, let d): return .timingCurve(x1, y1, x2, y2, duration: d)
    case .modified(let base, let delay, let speed): return from(base)?.speed(speed).delay(delay)
    case .repeated(let base, let count, let autoreverses):
      guard let a = from(base) else { return nil }
      return count.map { a.repeatCount($0, autoreverses: autoreverses) } ?? a.repeatForever(autoreverses: autoreverses)
    }
  }
}
