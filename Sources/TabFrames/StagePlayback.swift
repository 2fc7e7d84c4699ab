import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesOutput
import TabFramesSceneFormat
import TabFramesUI

extension StagePlayer {
  /// One play of a stage's timeline: the view's state and what is on screen, the events due
  /// (`StageEventQueue`), the frames drawn so far. Frame i is drawn at the view's time
  /// i × speed / fps once everything due by then has run: the stage's clock's work (timers,
  /// `asyncAfter`) and the queue's events, in time order, each an update.
  @MainActor
  final class Playback {
    private let player: StagePlayer
    private let timeline: [Stage.Action]
    private let entered: AnimationCompletion.Entered
    private let clock: VirtualClock
    private let store = StateStore()
    /// The root view is made once and its body evaluated again at each update, as a hosting
    /// view's root is: what the root holds (a timer it made, an object) lasts the whole play. A
    /// stage's binding closure (`Stage(…, initial:) { $value in … }`) is the body of a view that
    /// holds the value: evaluated again at each update, so what it reads of the value is current.
    private var root: AnyView
    private var tree: ViewTree
    private var display: AnimatedDisplay
    private var queue = StageEventQueue()
    private var frames: [Frame] = []
    /// What VoiceOver reads after the latest update.
    private var accessibility: [AccessibilityElement] = []
    /// When the timeline's own events end (a hold's or a drag's end): the play lasts until then.
    private var lastActionTime = 0.0
    /// Completions run at one instant, which must not go on for ever.
    private var completionsAt = -1.0
    private var completionsNow = 0

    private var stage: Stage { player.stage }
    private var target: RenderTarget { player.target }

    init(player: StagePlayer, timeline: [Stage.Action], entered: AnimationCompletion.Entered, clock: VirtualClock) throws {
      self.player = player
      self.timeline = timeline
      self.entered = entered
      self.clock = clock
      root = player.stage.content(store)
      tree = player.stage.tree(root, store)
      display = AnimatedDisplay(try player.list(tree), era: player.stage.era)
      accessibility = tree.accessibilityElements()
      for action in store.takeAfterUpdateActions() { action() }
      if !timeline.isEmpty { queue.schedule(0, .action(0)) }
    }

    /// Plays the timeline to its end and until everything has settled.
    func run() throws -> FrameSequence {
      let fps = target.fps
      let settlesBesideForever = player.stage.settlesBesideForeverAnimations
      // The first update's queued actions (`onAppear`, `onChange(initial: true)`) may change state.
      try commit(at: 0)
      var i = 0
      while true {
        // Frame i shows the view's time i × speed / fps (a scene's `speed`; 1 for a stage).
        let t = Double(i) * target.speed / Double(fps)
        try runDue(by: t)
        // Clock work that an event scheduled for this very instant runs before the frame too.
        if let due = clock.nextTime, due <= t + 1e-9 { continue }
        clock.advance(to: t)
        // Values computed for each frame (a keyframe animation's) change the view at this frame.
        if clock.runFrameWork(at: t) { try commit(at: t) }
        display.advance(to: t)
        frames.append(Frame(index: i, time: Double(i) / Double(fps), displayList: display.presented(at: t), accessibility: accessibility))
        // A preview is drawn once all else rests beside what goes on for ever: a spinner, a pulse,
        // a timer that ticks every second (drawn with the ticks it has had by then).
        let idle = settlesBesideForever ? display.isIdleButForever : display.isIdle
        let pending = settlesBesideForever ? clock.nextOnceTime : clock.nextTime
        if queue.isEmpty && pending == nil && !clock.hasFrameWork && idle && t >= lastActionTime - 1e-9 { break }
        i += 1
        if i >= Limits.frames { throw tooLong(at: t) }
      }
      return FrameSequence(frames: frames, duration: frames.last?.time ?? 0, fps: fps)
    }

    /// Runs what is due by `t`: work the code scheduled on the stage's clock and the queue's
    /// events, in time order (an event first when both are due at one instant), each an update.
    private func runDue(by t: Double) throws {
      while let due = clock.nextTime, due <= t + 1e-9, due < (queue.nextTime ?? .infinity) {
        display.advance(to: due)
        // Everything due at one instant runs before the view updates once, as the main queue
        // drains its blocks in one turn of the run loop and SwiftUI updates at the turn's end:
        // two dozen rings each animating from their own `asyncAfter` are one update, not two
        // dozen layouts of the whole screen.
        while let next = clock.nextTime, next <= due + 1e-9 { clock.runNext() }
        try commit(at: due)
      }
      while let (time, event) = queue.next(dueBy: t) {
        display.advance(to: time)
        // What the event schedules counts from its own time.
        clock.advance(to: time)
        switch event {
        case .action(let k): try start(k, at: time)
        case .press(let k): try press(k, at: time)
        case .dragMove(let drag): try moved(drag, at: time, released: false)
        case .dragRelease(let drag, let next):
          try moved(drag, at: time, released: true)
          if let next {
            schedule(next, at: display.settleTime(after: time, ignoringForever: player.stage.settlesBesideForeverAnimations), now: time)
          }
        case .completion(let c): try complete(c, at: time)
        }
      }
    }

    /// The state the view's code changed, drawn: the view built again and animated to; then what
    /// the update queued (`onChange`, `onAppear`) runs, outside any transaction, and what that
    /// changes is an update of its own.
    private func commit(at t: Double) throws {
      var updates = 0
      var completions: [AnimationCompletion] = []
      defer {
        // `withAnimation(_:_:completion:)`: once the changes' animations have come to rest (at
        // once when they changed nothing), outside any transaction.
        let rest = display.settleTime(after: t, ignoringForever: player.stage.settlesBesideForeverAnimations)
        for c in completions + entered.take() where !c.seen {
          c.seen = true
          queue.schedule(completions.contains { $0 === c } ? rest : t, .completion(c))
        }
      }
      while store.hasChanges {
        for (transaction, apply) in store.takeUpdates() {
          completions += transaction.completions
          updates += 1
          guard updates <= StagePlayer.maximumUpdates else {
            throw Failure(
              description:
                "\(stage.file): the view changes its state on every update (\(StagePlayer.maximumUpdates) updates at \(t) s without settling), "
                + "for example a state change in every onChange")
          }
          apply()
          if stage.setBound != nil { root = stage.content(store) }
          tree = stage.tree(root, store)
          let animation = transaction.disablesAnimations ? AnimationSpec.none : transaction.animation?.spec ?? .none
          display.apply(
            try player.list(tree, transaction: transaction), animation: animation, at: t,
            pinnedOverridesNone: !transaction.disablesAnimations)
          accessibility = tree.accessibilityElements()
          for action in store.takeAfterUpdateActions() { action() }
        }
      }
    }

    // MARK: The timeline's actions

    /// Starts the timeline's action `k` at `t`, and schedules the next: after the action's wait,
    /// or once what it started has settled.
    private func start(_ k: Int, at t: Double) throws {
      lastActionTime = t
      try release(at: t)
      let action = decided(k)
      let wait: Double?
      switch action {
      case .hold(let seconds): wait = max(0, seconds)
      case .tapView(let name, let transaction, let w):
        try tap(name, in: transaction, action: k, at: t)
        wait = w
      case .tapPoint(let x, let y, let transaction, let w):
        try tap(at: CGPoint(x: x, y: y), in: transaction, action: k, at: t)
        wait = w
      case .dragLine(let fx, let fy, let tx, let ty, let duration, let curve, let w):
        guard
          try drag(
            from: CGPoint(x: fx, y: fy), to: CGPoint(x: tx, y: ty), duration: duration, curve: curve, wait: w, action: k, at: t)
        else {
          wait = w ?? max(0, duration)
          break
        }
        return
      case .set(let value, let animation, let w):
        try set(value, animation: animation, action: k, at: t)
        wait = w
      case ._dismissPresentation:
        // A presentation first; else the screen a tap pushed, as its back button goes back.
        if tree.dismissTopPresentation() || tree.popTopPush() { try commit(at: t) }
        wait = nil
      case ._decided: wait = nil
      }
      let next = k + 1
      guard next < timeline.count else {
        if let wait { lastActionTime = max(lastActionTime, t + wait) }
        return
      }
      schedule(
        next, at: wait.map { t + $0 } ?? display.settleTime(after: t, ignoringForever: player.stage.settlesBesideForeverAnimations), now: t)
    }

    /// Schedules the timeline's action `k` at `time`; a tap's finger comes down `Stage.tapHold`
    /// before, though not before `now` (the action that schedules it).
    private func schedule(_ k: Int, at time: Double, now: Double) {
      if stage.tapHold > 0, time > now + 1e-9, timeline[k].mayTap {
        queue.schedule(max(now, time - stage.tapHold), .press(k))
      }
      queue.schedule(time, .action(k))
    }

    /// The finger of the tap that is action `k` comes down: the button it will lift from shows
    /// its pressed look until then (an update of its own, not animated). A tap that lands on
    /// no button presses nothing.
    private func press(_ k: Int, at t: Double) throws {
      let targets = tree.tapTargets()
      let hit: Int?
      switch decided(k) {
      case .tapView(let name, _, _): hit = Self.target(named: name, in: targets)
      case .tapPoint(let x, let y, _, _): hit = Self.target(at: CGPoint(x: x, y: y), in: targets)
      default: hit = nil
      }
      guard let hit, let id = targets[TapTarget.running(reaching: hit, in: targets)].pressID else { return }
      withTransaction(Transaction()) { store.press(id) }
      try commit(at: t)
    }

    /// The timeline's action `k` as it is now: a deciding action decided from what is on the stage.
    private func decided(_ k: Int) -> Stage.Action {
      var action = timeline[k]
      while case ._decided(let decide) = action {
        let targets = tree.tapTargets()
        action = decide(
          Stage.Now(
            bound: stage.getBound?(store), tappable: Set(targets.flatMap(\.names)), hasPresentation: tree.hasPresentation,
            pushDepth: tree.pushDepth,
            reaches: { point in Self.target(at: point, in: targets) != nil }))
      }
      return action
    }

    /// The front-most tap target a tap by name reaches, and one under a point.
    private static func target(named name: String, in targets: [TapTarget]) -> Int? { targets.lastIndex { $0.names.contains(name) } }
    private static func target(at p: CGPoint, in targets: [TapTarget]) -> Int? { targets.lastIndex { $0.contains(p) } }

    /// The finger lifts from a held button: it goes back to its look at rest in the default
    /// animation, as SwiftUI's buttons fade back on release (docs/FIDELITY.md, "Pressed buttons").
    private func release(at t: Double) throws {
      guard store.pressedButton != nil else { return }
      withTransaction(Transaction(animation: .default)) { store.press(nil) }
      try commit(at: t)
    }

    /// `tap("name")`: the tap actions of the front-most view of that name, as a touch at its centre.
    private func tap(_ name: String, in transaction: Transaction?, action k: Int, at t: Double) throws {
      let targets = tree.tapTargets()
      guard let hit = Self.target(named: name, in: targets) else {
        let names = Set(targets.flatMap { $0.names.filter { !$0.contains("/") } }).sorted()
        throw Failure(
          description:
            "\(stage.file): timeline[\(k)]: tap(\"\(name)\") matches no view with a tap action; "
            + (names.isEmpty ? "the view has none" : "these can be tapped: \(names.map { "\"\($0)\"" }.joined(separator: ", "))"))
      }
      for action in TapTarget.actions(reaching: hit, in: targets, at: targets[hit].aim) { StagePlayer.run(action, in: transaction) }
      try commit(at: t)
    }

    /// `tap(at:)`: the tap actions of the front-most view under the point; a warning when none is.
    private func tap(at p: CGPoint, in transaction: Transaction?, action k: Int, at t: Double) throws {
      let targets = tree.tapTargets()
      guard let hit = Self.target(at: p, in: targets) else {
        stage.warn("timeline[\(k)]: tap(at: (\(p.x), \(p.y))) lands on no tap action")
        return
      }
      for action in TapTarget.actions(reaching: hit, in: targets, at: p) { StagePlayer.run(action, in: transaction) }
      try commit(at: t)
    }

    /// `drag(from:to:)`: a finger's touches on the front-most view with a drag gesture under the
    /// start, then its release. The next action follows the release (and what it starts
    /// settling), or `wait` after the drag began. False (with a warning) when no view is there.
    private func drag(
      from: CGPoint, to: CGPoint, duration: Double, curve: Animation?, wait w: Double?, action k: Int, at t: Double
    ) throws -> Bool {
      guard let target = tree.dragTargets().last(where: { $0.contains(from) }) else {
        stage.warn("timeline[\(k)]: drag(from: (\(from.x), \(from.y))) starts on no view with a drag gesture")
        return false
      }
      let drag = Drag(
        start: t, from: from, to: to, duration: max(0, duration), progress: StagePlayer.progress(curve, era: stage.era), target: target)
      beginDrag(drag, next: w == nil && k + 1 < timeline.count ? k + 1 : nil)
      if let w {
        if k + 1 < timeline.count { schedule(k + 1, at: t + w, now: t) } else { lastActionTime = max(lastActionTime, t + w) }
      }
      lastActionTime = max(lastActionTime, t + drag.duration)
      return true
    }

    /// `set(_:)`: the stage's binding set, in a transaction with the animation given.
    private func set(_ value: any Sendable, animation: Animation?, action k: Int, at t: Double) throws {
      guard let setBound = stage.setBound else {
        throw Failure(description: "\(stage.file): timeline[\(k)]: set needs a stage made with `initial:` (a view driven by a binding)")
      }
      var accepted = true
      withTransaction(Transaction(animation: animation)) { accepted = setBound(store, value) }
      guard accepted else {
        throw Failure(description: "\(stage.file): timeline[\(k)]: set(\(value)): the stage's binding holds another type")
      }
      try commit(at: t)
    }

    // MARK: Drags and completions

    /// A drag's touches, one a display frame as on a device, then the release.
    private func beginDrag(_ drag: Drag, next: Int?) {
      let fps = Double(target.fps)
      var t = drag.start
      queue.schedule(t, .dragMove(drag))
      var i = Int((drag.start * fps / target.speed).rounded(.down)) + 1
      while true {
        t = Double(i) * target.speed / fps
        if t >= drag.start + drag.duration - 1e-12 { break }
        queue.schedule(t, .dragMove(drag))
        i += 1
      }
      queue.schedule(drag.start + drag.duration, .dragRelease(drag, next: next))
    }

    /// A drag's touch at `t`: the gesture begins once the finger has moved its minimum distance,
    /// and then changes with every touch; the release ends it.
    private func moved(_ drag: Drag, at t: Double, released: Bool) throws {
      let location = drag.location(at: t)
      let value = drag.target.value(time: t, start: drag.from, location: location, velocity: drag.velocity)
      let moved = hypot(location.x - drag.from.x, location.y - drag.from.y)
      if !drag.state.began, moved >= drag.target.minimumDistance { drag.state.began = true }
      guard drag.state.began else { return }
      drag.target.changed(value)
      try commit(at: t)
      if released {
        drag.target.ended(value)
        try commit(at: t)
      }
    }

    /// An animation's completion handler, run once its animations have finished.
    private func complete(_ c: AnimationCompletion, at time: Double) throws {
      // A completion that sets off another at once, for ever, would hold time still.
      completionsNow = completionsAt == time ? completionsNow + 1 : 1
      completionsAt = time
      guard completionsNow <= StagePlayer.maximumUpdates else {
        throw Failure(
          description:
            "\(stage.file): animation completions run one another at \(time) s without end "
            + "(\(StagePlayer.maximumUpdates) at that instant): a completion that starts a change which animates nothing, with a completion of its own"
        )
      }
      c.run()
      try commit(at: time)
    }

    /// The frame limit reached at `t`: a timeline whose own events go on past it is long, not
    /// unsettled.
    private func tooLong(at t: Double) -> Failure {
      let fps = target.fps
      let limit = "\(Limits.frames) frames (\(Limits.frames / fps) s at \(fps) fps)"
      if !queue.isEmpty || lastActionTime > t + 1e-9 {
        return Failure(
          description: "\(stage.file): timeline: its events go on past the limit of \(limit); shorten the timeline or lower fps")
      }
      return Failure(
        description:
          "\(stage.file): timeline: runs longer than \(limit) without settling; "
          + "an animation that never ends (repeatForever), a timer that repeats for ever, or state that changes on every update stops here"
      )
    }
  }
}
