import TabFramesLayout
import TabFramesSceneFormat

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
  var ownAnimation: AnimationSpec { .default }

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
  }

  /// Plays the timeline and returns every frame.
  public func play() throws(TimelineError) -> Animation {
    // A kind drawn by a view has no layout here: it plays itself (SceneRenderer.play).
    if case .view = scene.component.style {
      throw TimelineError(
        description: "\(scene.file): component.kind: \"\(scene.component.kind)\" is drawn by a view, not by the layout module")
    }
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
      // No kind the layout module draws takes a drag (the decoder refuses it).
      case .drag(_, let w):
        wait = w
      }
      guard let next else {
        // The last event's hold or wait still counts: a preview can end on a pause.
        if let wait { lastActionTime = max(lastActionTime, t + wait) }
        return
      }
      let when = wait.map { t + $0 } ?? display.settleTime(after: t)
      schedule(when, .event(next))
    }

    var i = 0
    while true {
      let t = sceneTime(ofFrame: i)
      while let first = pending.first, first.time <= t + 1e-9 {
        pending.removeFirst()
        display.advance(to: first.time)
        switch first.action {
        case .event(let k): startEvent(k, at: first.time)
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
