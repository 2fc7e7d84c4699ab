import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesScene
import Testing

@testable import TabFrames

/// State, transactions and taps (part 2's first slice): a tap runs the view's own handler, the
/// state it changes is kept by the view's identity, and what is drawn moves to its new place
/// with the transaction's animation, or the `.animation(_:value:)` above it, frame by frame.
private struct Segments: View {
  @State private var selected = 0
  let animated: Bool
  let pinned: Bool
  let titles = ["Day", "Week", "Month"]

  var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<3, id: \.self) { i in
        Text(titles[i]).frame(width: 60, height: 30)
          .onTapGesture {
            if animated {
              withAnimation(.linear(duration: 0.5)) { selected = i }
            } else {
              selected = i
            }
          }
      }
    }
    .overlay(alignment: .bottomLeading) {
      let bar = Color.blue.frame(width: 60, height: 3).offset(x: CGFloat(selected) * 60).accessibilityIdentifier("bar")
      // (`.animation(nil, value:)` would turn animation off: the unpinned bar has no modifier.)
      if pinned { bar.animation(.linear(duration: 0.25), value: selected) } else { bar }
    }
  }
}

@MainActor
private func frames(_ stage: Stage, _ timeline: [Stage.Action]) throws -> [Frame] { try stage.play(timeline).frames }

@MainActor
private func barX(_ frame: Frame) -> Double? { frame.displayList["bar"]?.frame.x }

@Test @MainActor func aTapRunsTheHandlerAndTheChangeAnimatesWithItsTransaction() throws {
  let stage = Stage(name: "segments", width: 180, height: 40) { Segments(animated: true, pinned: false) }
  let f = try frames(stage, [.tap("Month")])
  let start = try #require(barX(f[0]))
  // linear 0.5 s at 60 fps: frame 0 shows the tap's instant, frame 30 the end; halfway at 15.
  #expect(f.count == 31, "\(f.count) frames")
  #expect(abs((barX(f[15]) ?? 0) - (start + 60)) < 0.01, "halfway along at 0.25 s")
  #expect(abs((barX(f[30]) ?? 0) - (start + 120)) < 1e-9)
  // State lives on: tapping Week afterwards starts from Month's place.
  let g = try frames(stage, [.tap("Month"), .tap("Week")])
  #expect(abs((barX(g[30]) ?? 0) - (start + 120)) < 1e-9 && abs((barX(g[60]) ?? 0) - (start + 60)) < 1e-9)
}

@Test @MainActor func aChangeOutsideAnyAnimationJumps() throws {
  let stage = Stage(name: "segments", width: 180, height: 40) { Segments(animated: false, pinned: false) }
  let f = try frames(stage, [.hold(0.1), .tap("Month"), .hold(0.1)])
  let start = try #require(barX(f[0]))
  #expect(f.count == 13)
  #expect(f[..<6].allSatisfy { barX($0) == start }, "in place until the tap")
  #expect(f[6...].allSatisfy { abs((barX($0) ?? 0) - (start + 120)) < 1e-9 }, "at its new place from the tap's frame (0.1 s) on")
}

@Test @MainActor func animationWithAValueAnimatesWithoutATransaction() throws {
  // `.animation(_:value:)` animates its subtree when the value changes, in any transaction.
  let stage = Stage(name: "segments", width: 180, height: 40) { Segments(animated: false, pinned: true) }
  let f = try frames(stage, [.tap("Week")])
  let start = try #require(barX(f[0]))
  #expect(f.count == 16, "0.25 s at 60 fps")
  #expect(abs((barX(f[6]) ?? 0) - (start + 24)) < 0.01, "linear: 40 % of the way at 0.1 s")
  // And it wins over the transaction's animation: the handler's 0.5 s becomes 0.25 s.
  let pinnedOverAnimated = Stage(name: "segments", width: 180, height: 40) { Segments(animated: true, pinned: true) }
  let g = try frames(pinnedOverAnimated, [.tap("Week")])
  #expect(abs((barX(g[15]) ?? 0) - (start + 60)) < 1e-9, "arrived at 0.25 s")
}

private struct Bound: View {
  @Binding var selection: Int
  var body: some View {
    Color.red.frame(width: 20, height: 20).offset(x: CGFloat(selection) * 50).accessibilityIdentifier("bar")
      .frame(width: 200, height: 20, alignment: .leading)
  }
}

@Test @MainActor func animationNilTurnsAnimationOffInside() throws {
  struct Off: View {
    @State private var on = false
    var body: some View {
      Color.red.frame(width: 20, height: 20).offset(x: on ? 100 : 0).accessibilityIdentifier("bar")
        .animation(nil, value: on)
        .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
    }
  }
  let f = try frames(Stage(name: "off", width: 200, height: 40) { Off() }, [.hold(0.05), .tap("bar")])
  #expect(f.count == 4 && abs((barX(f[3]) ?? 0) - (barX(f[0]) ?? 0) - 100) < 1e-9, "a jump despite withAnimation")
}

@Test @MainActor func aBoundStageIsDrivenAsAParentWouldDriveIt() throws {
  let stage = Stage(name: "bound", width: 200, height: 20, initial: 0) { $selection in Bound(selection: $selection) }
  let f = try frames(stage, [.set(2, animation: .easeInOut(duration: 0.2)), .set(1)])
  let start = try #require(barX(f[0]))
  #expect(f.count == 13)
  #expect((barX(f[6]) ?? 0) > start + 40 && (barX(f[6]) ?? 0) < start + 60, "eased: about halfway at 0.1 s")
  #expect((barX(f[11]) ?? 0) > start + 95, "nearly at 2 by 0.183 s")
  #expect(abs((barX(f[12]) ?? 0) - (start + 50)) < 1e-9, "at 0.2 s, settled, set to 1 with no animation: a jump")
  // A value of another type is a clear error naming the action.
  #expect(throws: StagePlayer.Failure.self) { try frames(stage, [.set("two")]) }
}

@Test @MainActor func aTapThatMatchesNothingNamesWhatCanBeTapped() throws {
  let stage = Stage(name: "segments", width: 180, height: 40) { Segments(animated: true, pinned: false) }
  do {
    _ = try frames(stage, [.tap("Year")])
    Issue.record("tapping a missing view must fail")
  } catch let failure as StagePlayer.Failure {
    #expect(failure.description.contains("timeline[0]: tap(\"Year\")"))
    #expect(failure.description.contains("\"Day\", ") && failure.description.contains("\"Month\""))
  }
  // A tap at a point: the handler under it runs.
  let f = try frames(stage, [.tap(at: (x: 150, y: 20))])
  #expect(abs((barX(f.last ?? f[0]) ?? 0) - ((barX(f[0]) ?? 0) + 120)) < 1e-9)
}

/// A tap with an animation runs the handler in a transaction with it, as if the app had wrapped
/// the handler in `withAnimation`; an animation the handler asks for itself still wins.
@Test @MainActor func aTapWithAnAnimationRunsItsHandlerInThatTransaction() throws {
  let plain = Stage(name: "segments", width: 180, height: 40) { Segments(animated: false, pinned: false) }
  #expect(try frames(plain, [.tap("Month")]).count == 1, "no animation: the bar jumps")
  let eased = try frames(plain, [.tap("Month", animation: .linear(duration: 0.2))])
  #expect(eased.count == 13)
  let start = try #require(barX(eased[0]))
  #expect(abs((barX(eased[6]) ?? 0) - (start + 60)) < 1, "linear: halfway at 0.1 s")
  let own = Stage(name: "segments", width: 180, height: 40) { Segments(animated: true, pinned: false) }
  #expect(try frames(own, [.tap(at: (x: 150, y: 20), animation: .linear(duration: 0.2))]).count == 31, "the handler's own 0.5 s")
}

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      if count > 0 { Text("Count \(count)").accessibilityIdentifier("count") }
    }
  }
}

@Test @MainActor func stateFollowsItsViewAndInsertionsFadeIn() throws {
  let stage = Stage(name: "counter", width: 200, height: 100) { Counter() }
  // Not animated: the text appears at once, with the count the state kept across taps.
  let f = try frames(stage, [.hold(0.05), .tap("Add"), .tap("Add")])
  guard case .text(let run) = try #require(f.last?.displayList["count"]).content else {
    Issue.record("the count is text")
    return
  }
  #expect(run.string == "Count 2")
  #expect(f[0].displayList["count"] == nil, "no count before the first tap")
  // The button's label is drawn in the tint (system blue).
  let label = try #require(f[0].displayList.elements.first { if case .text(let r) = $0.content { r.string == "Add" } else { false } })
  #expect(label.color.hexString == "#007AFFFF")
}

private struct Pills: View {
  @State private var selection = 0
  @Namespace private var pill
  let titles = ["Day", "Week", "Month"]
  var body: some View {
    HStack(spacing: 4) {
      ForEach(titles.indices, id: \.self) { i in
        Text(titles[i]).padding(.horizontal, 14).padding(.vertical, 8)
          .background {
            if i == selection { Capsule().fill(.blue.opacity(0.15)).matchedGeometryEffect(id: "pill", in: pill) }
          }
          .onTapGesture { withAnimation(.linear(duration: 0.4)) { selection = i } }
      }
    }
  }
}

@Test @MainActor func aMatchedViewMovesFromItsOldPlaceToItsNewOne() throws {
  let f = try frames(Stage(name: "pills", width: 300, height: 60) { Pills() }, [.tap("Month")])
  let pills = f.map { frame in frame.displayList.elements.filter { $0.id.hasPrefix("matched.") } }
  let start = try #require(pills[0].first).frame
  let end = try #require(pills.last?.first).frame
  #expect(end.x > start.x + 60, "the pill ends under Month")
  // Halfway: one pill drawn moving (the new copy fading in, the old fading out over it), between.
  let mid = pills[12]
  #expect(mid.count == 2, "the old copy and the new cross-fade")
  #expect(mid.allSatisfy { abs($0.frame.x - (start.x + end.x) / 2) < 0.01 }, "both at the halfway frame")
  // Drawn as a capsule primitive: its corners stay round while it moves and stretches.
  #expect(mid.allSatisfy { if case .rect = $0.content { $0.cornerRadius == $0.frame.height / 2 } else { false } })
  #expect(pills.last?.count == 1)
}

/// The other matched-geometry pattern: one indicator (`isSource: false`) that follows whichever
/// tab is the source of the selected id, as Apple's documentation of the effect describes.
private struct FollowingPill: View {
  @Namespace private var tabs
  @State private var selection = 0
  var body: some View {
    HStack(spacing: 10) {
      ForEach(0..<3, id: \.self) { i in
        // A colour, so that the drawn element is the source's whole frame.
        Color.gray.opacity(0.2).frame(width: [40, 60, 90][i], height: 30)
          .matchedGeometryEffect(id: i, in: tabs)
          .onTapGesture { withAnimation(.linear(duration: 0.4)) { selection = i } }
      }
    }
    .background {
      Capsule().fill(.blue).matchedGeometryEffect(id: selection, in: tabs, isSource: false).accessibilityIdentifier("pill")
    }
    .overlay(alignment: .topLeading) {
      Circle().frame(width: 6, height: 6)
        .matchedGeometryEffect(id: selection, in: tabs, properties: .position, anchor: .bottom, isSource: false)
        .accessibilityIdentifier("dot")
    }
  }
}

@Test @MainActor func aFollowerTakesItsSourcesFrameAndFollowsANewSource() throws {
  let f = try frames(Stage(name: "following", width: 300, height: 60) { FollowingPill() }, [.tap("matched.1.2")])
  func tab(_ frame: Frame, _ i: Int) throws -> Rect { try #require(frame.displayList["matched.1.\(i)"]).frame }
  func pill(_ frame: Frame) throws -> Rect { try #require(frame.displayList["pill"]).frame }
  // At rest the capsule is the first tab's frame, not the stack's.
  let day = try tab(f[0], 0)
  let month = try tab(f[0], 2)
  #expect(try pill(f[0]) == day)
  #expect(day.width < month.width && month.x > day.x + 100, "the tabs differ, so following is visible")
  // The new selection moves and stretches the one capsule (no cross-fade: the follower keeps
  // its identity) from Day's frame to Month's, linearly.
  let mid = try pill(f[12])
  #expect(abs(mid.x - (day.x + month.x) / 2) < 0.01 && abs(mid.width - (day.width + month.width) / 2) < 0.01)
  #expect(f[12].displayList.elements.filter { $0.id == "pill" }.count == 1)
  #expect(try pill(f[24]) == month)
  // `.position` with a bottom anchor: the dot keeps its own size, its bottom centre on the tab's.
  let dot = try #require(f[24].displayList["dot"]).frame
  #expect(dot.width == 6 && dot.height == 6)
  #expect(abs(dot.x + 3 - (month.x + month.width / 2)) < 0.34 && abs(dot.y + 6 - (month.y + month.height)) < 0.34)
  // The stack itself is laid out as without the followers: the tabs are centred in the canvas.
  #expect(abs(day.x - (300 - 210) / 2) < 0.01 && abs(month.x - (300 - 210) / 2 - 120) < 0.01)
}

private struct Toast: View {
  @State private var shown = false
  let transition: AnyTransition
  var body: some View {
    ZStack {
      Color.white.frame(width: 200, height: 100).onTapGesture { withAnimation(.linear(duration: 0.2)) { shown.toggle() } }
        .accessibilityIdentifier("backdrop")
      if shown { Color.red.frame(width: 50, height: 20).transition(transition).accessibilityIdentifier("toast") }
    }
  }
}

@Test @MainActor func transitionsMoveScaleAndFadeInsertedAndRemovedViews() throws {
  func toast(_ t: AnyTransition, _ frame: Int, leaving: Bool = false) throws -> Element? {
    let timeline: [Stage.Action] = leaving ? [.tap("backdrop"), .tap("backdrop")] : [.tap("backdrop")]
    let f = try frames(Stage(name: "toast", width: 200, height: 100) { Toast(transition: t) }, timeline)
    return f[leaving ? 12 + frame : frame].displayList["toast"]
  }
  // .move(edge: .leading): in from its own width to the left; halfway at 0.1 s.
  let moving = try #require(try toast(.move(edge: .leading), 6))
  #expect(abs(moving.frame.x - (75 - 25)) < 0.01 && moving.opacity == 1)
  // .scale: from nothing about its centre.
  let scaling = try #require(try toast(.scale, 6))
  #expect(abs(scaling.scale - 0.5) < 0.01 && abs(scaling.frame.x - 75) < 0.01)
  // .opacity (the default): in place, half faded.
  let fading = try #require(try toast(.opacity, 6))
  #expect(abs(fading.opacity - 0.5) < 0.01)
  // Removal: .slide leaves to the trailing edge, and the view stays drawn until it has gone.
  let sliding = try #require(try toast(.slide, 6, leaving: true))
  #expect(abs(sliding.frame.x - (75 + 25)) < 0.01)
  // .asymmetric and .combined.
  let both = try #require(try toast(.asymmetric(insertion: .opacity.combined(with: .offset(y: 40)), removal: .identity), 6))
  #expect(abs(both.frame.y - (40 + 20)) < 0.01 && abs(both.opacity - 0.5) < 0.01)
}

private struct Watcher: View {
  @State private var selection = 0
  @State private var log: [String] = []
  let initial: Bool
  var body: some View {
    VStack {
      Text("Next").onTapGesture { selection += 1 }
      Text(log.joined(separator: ",")).accessibilityIdentifier("log")
    }
    .onChange(of: selection, initial: initial) { old, new in log.append("\(old)>\(new)") }
    .onAppear { log.append("appear") }
  }
}

@Test @MainActor func onChangeRunsAfterTheUpdateAndOnlyForTheInitialValueWhenAsked() throws {
  func log(_ initial: Bool, _ taps: Int) throws -> String {
    let f = try frames(
      Stage(name: "watch", width: 300, height: 100) { Watcher(initial: initial) }, Array(repeating: .tap("Next"), count: taps))
    guard case .text(let run) = try #require(f.last?.displayList["log"]).content else { return "" }
    return run.string
  }
  #expect(try log(false, 0) == "appear")
  #expect(try log(false, 2) == "appear,0>1,1>2")
  // With `initial`, once for the first value too, in the first update (the modifiers' actions in
  // the order they were applied, outermost first).
  #expect(try log(true, 1) == "appear,0>0,0>1")
}

private struct Slider: View {
  @State private var offset: CGFloat = 0
  @State private var ended: CGFloat = -1
  @Environment(\.layoutDirection) private var direction
  var body: some View {
    ZStack(alignment: .leading) {
      Color.gray.opacity(0.2).frame(width: 300, height: 40)
      Color.blue.frame(width: 40, height: 40).offset(x: offset).accessibilityIdentifier("knob")
      Text(direction == .leftToRight ? "ltr \(Int(ended))" : "rtl").accessibilityIdentifier("label").offset(y: 30)
    }
    .gesture(
      DragGesture()
        .onChanged { offset = $0.translation.width }
        .onEnded { value in
          ended = value.predictedEndTranslation.width
          withAnimation(.linear(duration: 0.2)) { offset = 0 }
        })
  }
}

@Test @MainActor func aDragFollowsTheFingerThenItsEndHandlerRuns() throws {
  let stage = Stage(name: "slider", width: 300, height: 100) { Slider() }
  // 120 pt in 0.5 s: 240 pt/s; touches every 1/60 s once past the 10 pt minimum distance.
  let f = try frames(stage, [.drag(from: (x: 20, y: 50), to: (x: 140, y: 50), duration: 0.5)])
  func knob(_ i: Int) -> Double { f[i].displayList["knob"]?.frame.x ?? .nan }
  let rest = knob(0)
  #expect(knob(2) == rest, "8 pt moved at 2/60 s: under the minimum distance, no onChanged yet")
  #expect(abs(knob(3) - (rest + 12)) < 1e-9, "12 pt at 3/60 s: the knob is under the finger")
  #expect(abs(knob(15) - (rest + 60)) < 1e-9)
  // Released at 0.5 s (frame 30, at 120 pt), then animated home in 0.2 s.
  #expect(abs(knob(30) - (rest + 120)) < 1e-9)
  #expect(abs(knob(36) - (rest + 60)) < 1e-6, "halfway home at 0.6 s")
  #expect(abs(knob(f.count - 1) - rest) < 1e-9 && f.count == 43)
  // onEnded saw the predicted end: 120 + 240 pt/s × 0.499 s; @Environment read the direction.
  guard case .text(let run) = try #require(f.last?.displayList["label"]).content else { return }
  #expect(run.string == "ltr 239")
}

@Test @MainActor func allowsHitTestingFalseLetsTapsThrough() throws {
  struct Layers: View {
    @State private var hits: [String] = []
    var body: some View {
      ZStack {
        Color.white.frame(width: 100, height: 100).onTapGesture { hits.append("back") }
        Color.red.frame(width: 100, height: 100).onTapGesture { hits.append("front") }.allowsHitTesting(false)
        Text(hits.joined(separator: ",")).accessibilityIdentifier("hits")
      }
    }
  }
  let f = try frames(Stage(name: "layers", width: 100, height: 100) { Layers() }, [.tap(at: (x: 10, y: 10))])
  guard case .text(let run) = try #require(f.last?.displayList["hits"]).content else { return }
  #expect(run.string == "back", "the front layer lets the tap through")
}

private final class Counts: ObservableObject {
  @Published var count = 0
}

@Observable private final class Position {
  var x: CGFloat = 0
}

private struct Models: View {
  @StateObject private var counts = Counts()
  @State private var position = Position()
  var body: some View {
    VStack {
      Text("Add").onTapGesture { withAnimation(.linear(duration: 0.2)) { counts.count += 1 } }
      Text("Move").onTapGesture { position.x += 50 }
      Color.red.frame(width: 10, height: 10).offset(x: CGFloat(counts.count) * 20).accessibilityIdentifier("counted")
      Color.blue.frame(width: 10, height: 10).offset(x: position.x).accessibilityIdentifier("moved")
    }
  }
}

@Test @MainActor func observedObjectsAndObservableModelsUpdateTheirViews() throws {
  let f = try frames(Stage(name: "models", width: 200, height: 120) { Models() }, [.hold(0.05), .tap("Add"), .tap("Move")])
  func x(_ id: String, _ i: Int) -> Double { f[i].displayList[id]?.frame.x ?? .nan }
  // A @Published change inside withAnimation animates (linear 0.2 s from frame 3)…
  #expect(abs(x("counted", 9) - (x("counted", 0) + 10)) < 0.01, "halfway at 0.15 s")
  #expect(abs(x("counted", f.count - 1) - (x("counted", 0) + 20)) < 1e-9)
  // …and an @Observable model's change, made with no animation, jumps (at 0.25 s, frame 15).
  #expect(x("moved", 14) == x("moved", 0))
  #expect(abs(x("moved", 15) - (x("moved", 0) + 50)) < 1e-9)
}

/// Models passed down through the environment rather than as arguments: `environmentObject`
/// for `@EnvironmentObject`, `environment(_:)` for `@Environment(Position.self)` and `@Bindable`.
private struct CountedDot: View {
  @EnvironmentObject var counts: Counts
  var body: some View {
    Color.red.frame(width: 10, height: 10).offset(x: CGFloat(counts.count) * 20).accessibilityIdentifier("counted")
  }
}

private struct MovedDot: View {
  @Environment(Position.self) private var position
  var body: some View {
    @Bindable var position = position
    Color.blue.frame(width: 10, height: 10).offset(x: position.x).accessibilityIdentifier("moved")
      .onTapGesture { $position.x.wrappedValue += 50 }
  }
}

private struct EnvironmentModels: View {
  @StateObject private var counts = Counts()
  @State private var position = Position()
  var body: some View {
    VStack {
      Text("Add").onTapGesture { withAnimation(.linear(duration: 0.2)) { counts.count += 1 } }
      CountedDot()
      MovedDot()
    }
    .environmentObject(counts)
    .environment(position)
  }
}

@Test @MainActor func environmentObjectsReachTheViewsInsideAndUpdateThem() throws {
  let f = try frames(
    Stage(name: "models", width: 200, height: 120) { EnvironmentModels() }, [.hold(0.05), .tap("Add"), .tap("moved")])
  func x(_ id: String, _ i: Int) -> Double { f[i].displayList[id]?.frame.x ?? .nan }
  #expect(abs(x("counted", 9) - (x("counted", 0) + 10)) < 0.01, "halfway at 0.15 s")
  #expect(abs(x("counted", f.count - 1) - (x("counted", 0) + 20)) < 1e-9)
  #expect(x("moved", 14) == x("moved", 0))
  #expect(abs(x("moved", 15) - (x("moved", 0) + 50)) < 1e-9, "a @Bindable write, through the environment's object")
  // Without the object, SwiftUI stops with this message; here the layout fails with it.
  #expect {
    try Stage(name: "orphan", width: 100, height: 40) { CountedDot() }.layout()
  } throws: { error in
    "\(error)".contains("CountedDot: No ObservableObject of type Counts found. A View.environmentObject(_:) for Counts may be missing")
  }
  #expect {
    try Stage(name: "orphan", width: 100, height: 40) { MovedDot() }.layout()
  } throws: { error in "\(error)".contains("MovedDot: no Position in the environment") }
  // Inside a GeometryReader the view is built during placement, after the first check.
  #expect {
    try Stage(name: "orphan", width: 100, height: 40) { GeometryReader { _ in CountedDot() } }.layout()
  } throws: { error in "\(error)".contains("No ObservableObject of type Counts found") }
}

@Test @MainActor func delayedAndFasterAnimationsStartLateAndRunShort() throws {
  struct Mover: View {
    @State private var on = false
    let animation: Animation
    var body: some View {
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0).accessibilityIdentifier("dot")
        .onTapGesture { withAnimation(animation) { on = true } }
    }
  }
  func xs(_ a: Animation) throws -> [Double] {
    try frames(Stage(name: "mover", width: 200, height: 20) { Mover(animation: a) }, [.tap("dot")]).map {
      $0.displayList["dot"]?.frame.x ?? .nan
    }
  }
  let plain = try xs(.linear(duration: 0.5))
  let delayed = try xs(.linear(duration: 0.5).delay(0.25))
  let fast = try xs(.linear(duration: 0.5).speed(2))
  #expect(plain.count == 31 && delayed.count == 46 && fast.count == 16)
  #expect(delayed[15] == delayed[0], "holding until 0.25 s")
  #expect(abs((delayed[30] - delayed[0]) - 50) < 1e-6, "halfway at 0.5 s")
  #expect(abs((fast[6] - fast[0]) - 40) < 1e-6, "twice as fast: 40 % at 0.1 s")
}

@Test @MainActor func gestureStateFollowsTheDragAndResetsAtItsEnd() throws {
  struct Knob: View {
    @GestureState private var drag: CGFloat = 0
    var body: some View {
      Color.blue.frame(width: 40, height: 40).offset(x: drag).accessibilityIdentifier("knob")
        .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation.width })
        .frame(width: 300, height: 40, alignment: .leading)
    }
  }
  let f = try frames(
    Stage(name: "knob", width: 300, height: 40) { Knob() }, [.drag(from: (x: 20, y: 20), to: (x: 140, y: 20), duration: 0.5)])
  func x(_ i: Int) -> Double { f[i].displayList["knob"]?.frame.x ?? .nan }
  #expect(abs(x(15) - (x(0) + 60)) < 1e-6, "under the finger while dragging")
  #expect(x(f.count - 1) == x(0), "back where it was: the state reset when the drag ended")
}

@Test @MainActor func aTransactionModifierChangesTheAnimationInside() throws {
  struct Pair: View {
    @State private var on = false
    var body: some View {
      VStack {
        Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0).accessibilityIdentifier("animated")
        Color.blue.frame(width: 10, height: 10).offset(x: on ? 100 : 0).accessibilityIdentifier("still")
          .transaction { $0.animation = nil }
      }
      .onTapGesture { withAnimation(.linear(duration: 0.5)) { on = true } }
    }
  }
  let f = try frames(Stage(name: "pair", width: 200, height: 60) { Pair() }, [.tap("animated")])
  func x(_ id: String, _ i: Int) -> Double { f[i].displayList[id]?.frame.x ?? .nan }
  #expect(abs(x("animated", 15) - (x("animated", 0) + 50)) < 1e-6, "the transaction's linear animation")
  #expect(abs(x("still", 0) - (x("still", f.count - 1))) < 1e-9, "no animation inside: at its new place at once")
}

@Test @MainActor func aViewThatNeverSettlesStopsWithAClearError() throws {
  // Every update's onChange changes the state again: the player stops instead of hanging.
  struct Restless: View {
    @State private var n = 0
    var body: some View {
      Text("\(n)").onTapGesture { n += 1 }.onChange(of: n) { n += 1 }
    }
  }
  do {
    _ = try frames(Stage(name: "restless", width: 100, height: 40) { Restless() }, [.tap("0")])
    Issue.record("a view that changes its state on every update must stop with an error")
  } catch let failure as StagePlayer.Failure {
    #expect(failure.description.contains("changes its state on every update"))
    #expect(failure.description.contains("100 updates"))
  }
}

@Test @MainActor func repeatedAnimationsGoBackAndForthAndForeverNeverSettles() throws {
  struct Pulse: View {
    @State private var on = false
    let animation: Animation
    var body: some View {
      Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0).accessibilityIdentifier("dot")
        .onTapGesture { withAnimation(animation) { on = true } }
    }
  }
  let f = try frames(
    Stage(name: "pulse", width: 200, height: 20) { Pulse(animation: .linear(duration: 0.25).repeatCount(3)) }, [.tap("dot")])
  func x(_ i: Int) -> Double { (f[i].displayList["dot"]?.frame.x ?? .nan) - (f[0].displayList["dot"]?.frame.x ?? .nan) }
  // Out in 0.25 s, back in 0.25 s, out again; then at the new value.
  #expect(abs(x(15) - 100) < 1e-6 && abs(x(24) - 40) < 1e-6 && abs(x(39) - 60) < 1e-6)
  #expect(f.count == 46 && abs(x(45) - 100) < 1e-9)
  // A spring repeats its own motion from rest, each run as long as it takes to rest: out with
  // the spring's overshoot, back the same way, out again.
  let once = try frames(Stage(name: "pulse", width: 200, height: 20) { Pulse(animation: .bouncy) }, [.tap("dot")])
  let thrice = try frames(
    Stage(name: "pulse", width: 200, height: 20) { Pulse(animation: .bouncy.repeatCount(3)) }, [.tap("dot")])
  func xs(_ f: [Frame]) -> [Double] { f.map { ($0.displayList["dot"]?.frame.x ?? .nan) - (f[0].displayList["dot"]?.frame.x ?? .nan) } }
  let run = xs(once)
  let runs = xs(thrice)
  let n = run.count - 1
  #expect(run.max() ?? 0 > 100.5, "bouncy overshoots")
  #expect(abs(runs.count - (3 * n + 1)) <= 3, "three runs of one spring's length: \(runs.count) frames, one run \(n)")
  for i in [n / 4, n / 2] {
    #expect(abs(runs[i] - run[i]) < 1, "the first run is the spring's motion")
    #expect(abs(runs[n + i] - run[n - i]) < 1, "the second is it played backwards")
    #expect(abs(runs[2 * n + i] - run[i]) < 1.5, "the third forwards again")
  }
  #expect(abs((runs.last ?? 0) - 100) < 1e-9)
  do {
    _ = try frames(
      Stage(name: "pulse", width: 200, height: 20) { Pulse(animation: .easeInOut(duration: 1).repeatForever()) }, [.tap("dot")])
    Issue.record("an animation that repeats for ever never settles: the render must stop")
  } catch let failure as StagePlayer.Failure {
    #expect(failure.description.contains("runs longer than 20000 frames") && failure.description.contains("repeatForever"))
  }
}

private struct Numbers: PreferenceKey {
  static let defaultValue: [Int] = []
  static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

@Test @MainActor func transformPreferenceChangesTheValueFromInside() throws {
  struct Listed: View {
    var body: some View {
      VStack {
        Text("a").preference(key: Numbers.self, value: [1])
        Text("b").preference(key: Numbers.self, value: [2]).transformPreference(Numbers.self) { $0.append(10) }
        // Nothing inside sets the key: the transform starts from its default.
        Color.clear.frame(width: 30, height: 5)
          .transformAnchorPreference(key: Numbers.self, value: .bounds) { value, _ in value.append(99) }
      }
      .transformPreference(Numbers.self) { $0 = $0.map { $0 * 2 } }
      .overlayPreferenceValue(Numbers.self) { numbers in Text(numbers.map(String.init).joined(separator: ",")) }
    }
  }
  let texts = try Stage(name: "listed", width: 200, height: 100) { Listed() }.layout().compactMap(\.text)
  #expect(texts == ["a", "b", "2,4,20,198"])
}

/// A tab bar's background with a notch under the selection: SwiftUI's way to animate a shape's
/// own parameter is `animatableData`, and the shape draws from (0, 0), in its own coordinates.
private struct Notched: Shape {
  var notchX: CGFloat
  var animatableData: CGFloat {
    get { notchX }
    set { notchX = newValue }
  }
  func path(in rect: CGRect) -> Path {
    var p = Path()
    p.move(to: .zero)
    p.addLine(to: CGPoint(x: notchX - 10, y: 0))
    p.addLine(to: CGPoint(x: notchX, y: 10))
    p.addLine(to: CGPoint(x: notchX + 10, y: 0))
    p.addLine(to: CGPoint(x: rect.width, y: 0))
    p.addLine(to: CGPoint(x: rect.width, y: rect.height))
    p.addLine(to: CGPoint(x: 0, y: rect.height))
    p.closeSubpath()
    return p
  }
}

@Test @MainActor func aShapesAnimatableDataAnimatesItsOutline() throws {
  struct Bar: View {
    @State private var selected = 0
    var body: some View {
      VStack(spacing: 0) {
        Color.clear.frame(height: 40)
        Notched(notchX: 30 + CGFloat(selected) * 100).fill(.gray).frame(width: 300, height: 50).accessibilityIdentifier("bar")
          .onTapGesture { withAnimation(.linear(duration: 0.4)) { selected = 2 } }
      }
    }
  }
  let f = try frames(Stage(name: "notched", width: 300, height: 90) { Bar() }, [.tap("bar")])
  // The notch's tip (the path's third point) in canvas points.
  func tip(_ frame: Frame) throws -> (x: Double, y: Double) {
    let e = try #require(frame.displayList["bar"])
    guard case .symbol(_, let path) = e.content, case .line(let u, let v) = path.elements[2] else {
      Issue.record("the bar is drawn as its outline")
      return (.nan, .nan)
    }
    return (e.frame.x + u * e.frame.width, e.frame.y + v * e.frame.height)
  }
  // Drawn in the view's own coordinates: the tip 10 pt below the bar's top, 30 pt in.
  let start = try tip(f[0])
  #expect(abs(start.x - 30) < 1e-6 && abs(start.y - 50) < 1e-6)
  // The data animates (linear 0.4 s: halfway at frame 12), the frame stays.
  #expect(abs(try tip(f[12]).x - 130) < 1e-6)
  #expect(abs(try tip(f[24]).x - 230) < 1e-6)
  #expect(f[12].displayList["bar"]?.frame == f[0].displayList["bar"]?.frame)
}

/// A modifier of one's own reads the environment's object as a view does.
private struct Counted: ViewModifier {
  @EnvironmentObject var counts: Counts
  func body(content: Content) -> some View { content.offset(x: CGFloat(counts.count) * 20) }
}

@Test @MainActor func aViewModifiersDynamicPropertiesAreLinked() throws {
  struct Host: View {
    @StateObject private var counts = Counts()
    var body: some View {
      VStack {
        Text("Add").onTapGesture { counts.count += 1 }
        Color.red.frame(width: 10, height: 10).modifier(Counted()).accessibilityIdentifier("counted")
      }
      .environmentObject(counts)
    }
  }
  let f = try frames(Stage(name: "modified", width: 200, height: 80) { Host() }, [.hold(0.05), .tap("Add")])
  let x0 = try #require(f[0].displayList["counted"]).frame.x
  #expect(abs((f.last?.displayList["counted"]?.frame.x ?? 0) - (x0 + 20)) < 1e-9)
  // Without the object: the modifier's error, naming it.
  #expect {
    try Stage(name: "orphan", width: 100, height: 40) { Color.red.modifier(Counted()) }.layout()
  } throws: { error in "\(error)".contains("Counted: No ObservableObject of type Counts found") }
}

@Test @MainActor func aFollowerInsideAGeometryReaderFollows() throws {
  struct Bar: View {
    @Namespace private var ns
    var body: some View {
      GeometryReader { proxy in
        HStack(spacing: 0) {
          Color.gray.frame(width: proxy.size.width / 4).matchedGeometryEffect(id: 0, in: ns)
          Color.gray.frame(width: proxy.size.width / 2).matchedGeometryEffect(id: 1, in: ns)
        }
        .background(Color.blue.matchedGeometryEffect(id: 1, in: ns, isSource: false).accessibilityIdentifier("follower"))
      }
    }
  }
  let leaves = try Stage(name: "reader", width: 200, height: 40) { Bar() }.layout()
  let follower = try #require(leaves.first { $0.id == "follower" }).frame
  #expect(follower.width == 100 && follower.minX == 50, "\(follower)")
}

/// A custom shape with data in one branch, a colour in the other, matched: the old copy fades
/// out with its own (longer) properties.
private struct Blob: Shape {
  var bulge: CGFloat
  var animatableData: CGFloat {
    get { bulge }
    set { bulge = newValue }
  }
  func path(in rect: CGRect) -> Path {
    Path { p in
      p.move(to: .zero)
      p.addLine(to: CGPoint(x: rect.width, y: bulge))
      p.addLine(to: CGPoint(x: 0, y: rect.height))
      p.closeSubpath()
    }
  }
}

@Test @MainActor func aMatchedSwapBetweenAShapeWithDataAndAColourAnimates() throws {
  struct Swap: View {
    @Namespace private var ns
    @State private var blob = true
    var body: some View {
      ZStack {
        Color.white.frame(width: 200, height: 100).onTapGesture { withAnimation(.linear(duration: 0.2)) { blob.toggle() } }
          .accessibilityIdentifier("backdrop")
        if blob {
          Blob(bulge: 5).fill(.red).matchedGeometryEffect(id: "x", in: ns).frame(width: 40, height: 20)
        } else {
          Color.red.matchedGeometryEffect(id: "x", in: ns).frame(width: 80, height: 40)
        }
      }
    }
  }
  let f = try frames(Stage(name: "swap", width: 200, height: 100) { Swap() }, [.tap("backdrop"), .tap("backdrop")])
  #expect(f.count > 20)
  let mid = f[6].displayList.elements.filter { $0.id.hasPrefix("matched.") }
  #expect(mid.count == 2, "the two copies cross-fade: \(mid.map(\.id))")
}

@Test @MainActor func onDisappearRunsAfterTheUpdateThatRemovesTheView() throws {
  struct Toggle: View {
    @State private var shown = true
    @State private var log: [String] = []
    var body: some View {
      VStack {
        Text("Toggle").onTapGesture { shown.toggle() }
        if shown { Text("Guest").onAppear { log.append("appear") }.onDisappear { log.append("disappear") } }
        Text("log " + log.joined(separator: ","))
      }
    }
  }
  let f = try frames(
    Stage(name: "toggle", width: 200, height: 120) { Toggle() }, [.hold(0.05), .tap("Toggle"), .hold(0.05), .tap("Toggle")])
  func logText(_ frame: Frame) -> String? {
    frame.displayList.elements.compactMap { if case .text(let r) = $0.content, r.string.hasPrefix("log") { r.string } else { nil } }.first
  }
  #expect(logText(f[0]) == "log appear")
  #expect(f.contains { logText($0) == "log appear,disappear" }, "removed: onDisappear ran")
  #expect(logText(try #require(f.last)) == "log appear,disappear,appear", "back: onAppear again")
}

private struct Pages: View {
  @State private var page = 0
  var body: some View {
    VStack {
      ZStack {
        if page == 0 { Color.red.frame(width: 50, height: 20).accessibilityIdentifier("first").transition(.opacity) }
        if page == 1 { Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("second").transition(.opacity) }
      }
      .animation(.linear(duration: 0.2), value: page)
      Text("Next").onTapGesture { page = 1 }
    }
  }
}

/// A view removed inside `.animation(_:value:)` leaves with that animation when the value
/// changes, as the view inserted beside it arrives with it: a page switched by a tap with no
/// `withAnimation` faded its new page in but dropped the old one at once.
@Test @MainActor func aRemovalInsideAnAnimationModifierAnimates() throws {
  let f = try frames(Stage(name: "pages", width: 200, height: 100) { Pages() }, [.tap("Next")])
  // linear 0.2 s at 60 fps: halfway at frame 6, both pages half faded.
  let leaving = try #require(f[6].displayList["first"], "still drawn while it fades")
  let arriving = try #require(f[6].displayList["second"])
  #expect(abs(leaving.opacity - 0.5) < 0.01 && abs(arriving.opacity - 0.5) < 0.01, "\(leaving.opacity) \(arriving.opacity)")
  #expect(f.last?.displayList["first"] == nil)
}

private struct Toaster: View {
  @State private var shown = true
  var body: some View {
    VStack {
      ZStack { if shown { Color.red.frame(width: 50, height: 20).accessibilityIdentifier("toast") } }
        .frame(width: 100, height: 40)
        .animation(.linear(duration: 0.2), value: shown)
      Text("Hide").onTapGesture { shown = false }
    }
  }
}

/// The removed view may be all the modifier held: it still leaves with the animation.
@Test @MainActor func aRemovalThatEmptiesAnAnimationModifierAnimates() throws {
  let f = try frames(Stage(name: "toaster", width: 200, height: 100) { Toaster() }, [.tap("Hide")])
  let leaving = try #require(f[6].displayList["toast"], "still drawn while it fades")
  #expect(abs(leaving.opacity - 0.5) < 0.01, "\(leaving.opacity)")
}
