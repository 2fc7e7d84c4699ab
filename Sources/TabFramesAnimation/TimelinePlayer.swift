import TabFramesLayout
import TabFramesScene

/// Plays a scene's timeline with SwiftUI's rules and samples it at `fps`.
///
/// Events run in order from time 0. An event's `wait` (default: until everything it started has
/// settled) sets when the next one starts, so a short wait interrupts in flight. Frame i is at
/// playback time i / fps, and the scene time it shows is that times `speed`; times are computed
/// from the index, never summed. The last frame is the first one at which all motion has settled.
public struct TimelinePlayer {
  let scene: Scene
  let layout: LayoutEngine

  public init(scene: Scene, layout: LayoutEngine) {
    self.scene = scene
    self.layout = layout
  }

  /// The component's own animation: what a plain `select` uses (DESIGN.md §1).
  var ownAnimation: AnimationSpec {
    switch scene.component.kind {
    case .scrolling: return .spring(response: 0.8, dampingFraction: nil, blendDuration: nil)
    default: return .default
    }
  }

  /// The events to play, with the loop's return to the first state appended.
  var events: [TimelineEvent] {
    var events = scene.timeline
    if scene.loop {
      var state = layout.initialState
      for e in events {
        switch e {
        case .select(let i, _, _): state.selection = i
        case .openMenu: state.menuOpen = true
        case .closeMenu: state.menuOpen = false
        case .drag, .hold: break
        }
      }
      // Drags can change the selection too; returning to the first selection is harmless if they did not.
      if state.menuOpen { events.append(.closeMenu(animation: nil, wait: nil)) }
      events.append(.select(item: layout.initialState.selection, animation: nil, wait: nil))
    }
    return events
  }

  /// Scene time of frame i.
  public func sceneTime(ofFrame i: Int) -> Double { Double(i) * scene.speed / Double(scene.fps) }

  private enum Action {
    case event(Int)
    case dragSample(DragRun)
    case dragRelease(DragRun, next: Int?)
  }

  /// A drag in progress: where the pointer started and goes, and when.
  private struct DragRun {
    var start: Double
    var drag: Drag
    var fromX: Double
    var toX: Double
    var columnWidth: Double
    var preGestureSelection: Int

    func pointer(at t: Double) -> Double {
      let p = drag.duration > 0 ? min(max((t - start) / drag.duration, 0), 1) : 1
      let curve: UnitCurve
      switch ResolvedAnimation(drag.curve, era: .ios16) {
      case .curve(let c, _), .delayed(.curve(let c, _), _), .repeating(let c, _, _, _): curve = c
      default: curve = .linear
      }
      return fromX + (toX - fromX) * curve.value(at: p)
    }
  }

  /// Plays the timeline and returns every frame.
  public func play() throws(TimelineError) -> Animation {
    var state = layout.initialState
    var display = AnimatedDisplay(layout.displayList(state), era: scene.era)
    let events = self.events
    // Pending actions in time order (few at once, so a sorted array is enough).
    var pending: [(time: Double, action: Action)] = events.isEmpty ? [] : [(0, .event(0))]
    var frames: [Frame] = []
    var lastActionTime = 0.0
    let maxFrames = Limits.frames

    func schedule(_ time: Double, _ action: Action) {
      let i = pending.firstIndex { $0.time > time } ?? pending.count
      pending.insert((time, action), at: i)
    }

    func transact(_ newState: ComponentState, _ animation: AnimationSpec, at t: Double) {
      guard newState != state else { return }
      state = newState
      display.apply(layout.displayList(state), animation: animation, at: t)
    }

    func startEvent(_ k: Int, at t: Double) {
      lastActionTime = t
      let event = events[k]
      let next = k + 1 < events.count ? k + 1 : nil
      var wait: Double?
      switch event {
      case .hold(let s):
        wait = s
      case .select(let item, let animation, let w):
        var s = state
        s.selection = item
        transact(s, animation ?? ownAnimation, at: t)
        wait = w
      case .openMenu(let animation, let w), .closeMenu(let animation, let w):
        var s = state
        if case .openMenu = event { s.menuOpen = true } else { s.menuOpen = false }
        transact(s, animation ?? .default, at: t)
        wait = w
      case .drag(let drag, let w):
        let run = beginDrag(drag, at: t)
        for sampleTime in dragSampleTimes(run) { schedule(sampleTime, .dragSample(run)) }
        schedule(t + drag.duration, .dragRelease(run, next: w == nil ? next : nil))
        if let w, let next { schedule(t + w, .event(next)) }
        if let w, next == nil { lastActionTime = max(lastActionTime, t + w) }
        return
      }
      guard let next else {
        // The last event's hold or wait still counts: a preview can end on a pause.
        if let wait { lastActionTime = max(lastActionTime, t + wait) }
        return
      }
      let when = wait.map { t + $0 } ?? display.settleTime(after: t)
      schedule(when, .event(next))
    }

    func beginDrag(_ drag: Drag, at t: Double) -> DragRun {
      let count = Double(scene.component.items.count)
      let inner = scene.width - scene.padding.leading - scene.padding.trailing
      let columnWidth = inner / count
      let fromX = (Double(state.selection) + 0.5) * columnWidth
      let toX: Double
      switch drag.to {
      case .column(let c): toX = c * columnWidth
      case .points(let p): toX = p
      }
      return DragRun(start: t, drag: drag, fromX: fromX, toX: toX, columnWidth: columnWidth, preGestureSelection: state.selection)
    }

    /// Touches arrive once a display frame, as they do on a device.
    func dragSampleTimes(_ run: DragRun) -> [Double] {
      var times: [Double] = []
      var i = Int((run.start * Double(scene.fps) / scene.speed).rounded(.down)) + 1
      while true {
        let t = sceneTime(ofFrame: i)
        if t >= run.start + run.drag.duration - 1e-12 { break }
        if t > run.start { times.append(t) }
        i += 1
      }
      return [run.start] + times
    }

    /// Seed 000's drag handlers: the bar follows the pointer unanimated; crossing a critical point
    /// selects with `withAnimation` (default); the release springs the bar home with `spring()`.
    func dragMoved(_ run: DragRun, at t: Double, released: Bool) {
      let location = run.pointer(at: t)
      var s = state
      if released {
        s.drag = nil
        transact(s, .spring(response: nil, dampingFraction: nil, blendDuration: nil), at: t)
      } else {
        s.drag = DragState(preGestureSelection: run.preGestureSelection, translation: location - run.fromX)
        transact(s, .none, at: t)
      }
      var selected = state
      selected.selection = FixedBarCriticalPoints.selection(
        forLocation: location, columnWidth: run.columnWidth, count: scene.component.items.count, current: state.selection)
      transact(selected, released ? .none : .default, at: t)
    }

    var i = 0
    while true {
      let t = sceneTime(ofFrame: i)
      while let first = pending.first, first.time <= t + 1e-9 {
        pending.removeFirst()
        display.advance(to: first.time)
        switch first.action {
        case .event(let k): startEvent(k, at: first.time)
        case .dragSample(let run): dragMoved(run, at: first.time, released: false)
        case .dragRelease(let run, let next):
          lastActionTime = max(lastActionTime, first.time)
          dragMoved(run, at: first.time, released: true)
          if let next { schedule(display.settleTime(after: first.time), .event(next)) }
        }
      }
      display.advance(to: t)
      frames.append(Frame(index: i, time: Double(i) / Double(scene.fps), displayList: display.presented(at: t)))
      if pending.isEmpty && display.isIdle && t >= lastActionTime - 1e-9 { break }
      i += 1
      if i >= maxFrames {
        throw TimelineError(
          description:
            "\(scene.file): timeline: runs longer than \(maxFrames) frames (\(Int(sceneTime(ofFrame: maxFrames))) s at \(scene.fps) fps); shorten it or lower fps"
        )
      }
    }
    return Animation(frames: frames, duration: frames.last?.time ?? 0, fps: scene.fps)
  }
}
