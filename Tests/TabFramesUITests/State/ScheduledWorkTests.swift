import Combine
import Foundation
import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// Work a view's code schedules runs on the stage's clock (issue 28 item 1, the part done): a
// `Timer.publish` timer with `onReceive` ticks at its times before the frame of that time is
// drawn, with no waiting on the wall clock.

private func texts(_ frame: Frame) -> [String] {
  frame.displayList.elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } }
}

/// A countdown as apps write one: a timer in the view, stopped when it reaches zero.
private struct Countdown: View {
  @State private var remaining = 3
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  var body: some View {
    Text(remaining > 0 ? "\(remaining) s" : "Go")
      .onReceive(timer) { _ in
        remaining -= 1
        if remaining == 0 { timer.upstream.connect().cancel() }
      }
  }
}

@Test @MainActor func aTimerTicksOnTheStagesClock() throws {
  let started = Date()
  let frames = try Stage(name: "countdown", width: 200, height: 60) { Countdown() }.play([]).frames
  let elapsed = Date().timeIntervalSince(started)
  // Each value from the frame of its tick: 3 s until 1 s, 2 s until 2 s, then 1 s, then Go.
  func shown(at time: Double) -> [String] { texts(frames[Int((time * 60).rounded())]) }
  #expect(shown(at: 0) == ["3 s"] && shown(at: 0.98) == ["3 s"])
  #expect(shown(at: 1) == ["2 s"] && shown(at: 2) == ["1 s"] && shown(at: 3) == ["Go"], "\(frames.map(texts))")
  // It ends once the timer is stopped and everything has settled: the frame of 3 s is the last.
  #expect(abs((frames.last?.time ?? 0) - 3) < 1e-9, "\(frames.last?.time ?? 0)")
  // Three seconds of the stage's time cost far less of the wall clock's.
  #expect(elapsed < 2.5, "\(elapsed) s")
}

/// A ticking view animates what a tick changes when the tick's code says so.
private struct Carousel: View {
  @State private var page = 0
  let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
  var body: some View {
    Color.blue.frame(width: 40, height: 20).offset(x: CGFloat(page) * 100)
      .onReceive(timer) { _ in
        withAnimation(.linear(duration: 0.5)) { page += 1 }
        if page == 1 { timer.upstream.connect().cancel() }
      }
  }
}

@Test @MainActor func aTicksChangeAnimatesInItsTransaction() throws {
  let frames = try Stage(name: "carousel", width: 300, height: 60) { Carousel() }.play([]).frames
  let xs = frames.compactMap { $0.displayList.elements.first?.frame.x }
  #expect(xs[Int(2.0 * 60)] == xs[0], "not moved before the tick")
  let middle = xs[Int(2.25 * 60)]
  #expect(middle > xs[0] + 30 && middle < xs[0] + 70, "half-way at 2.25 s: \(middle - xs[0])")
  #expect(abs((xs.last ?? 0) - xs[0] - 100) < 1e-6)
}

/// A timer never stopped runs to the frame limit and ends with the clear message, naming it.
@Test @MainActor func aTimerThatNeverStopsEndsWithAClearError() throws {
  struct Clock: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    var body: some View { Text("\(ticks)").onReceive(timer) { _ in ticks += 1 } }
  }
  #expect {
    try Stage(name: "clock", width: 100, height: 40) { Clock() }.play([])
  } throws: { error in
    "\(error)".contains("a timer that repeats for ever")
  }
}

/// A settings screen as apps write one: a clock that ticks every second beside a banner that a
/// one-off delay shows (`asyncAfter`), and a run-loop timer that counts too.
private struct TickingSettings: View {
  @State private var ticks = 0
  @State private var polls = 0
  @State private var banner = false
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  var body: some View {
    VStack {
      Text("Tick \(ticks)")
      Text("Polls \(polls)")
      if banner { Text("Saved") }
    }
    .onReceive(timer) { _ in ticks += 1 }
    .onAppear {
      _ = Timer.scheduledTimer(withTimeInterval: 0.75, repeats: true) { _ in MainActor.assumeIsolated { polls += 1 } }
      DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { withAnimation(.easeOut(duration: 0.2)) { banner = true } }
    }
  }
}

/// A preview of a view whose timers tick for ever is drawn once everything else has settled —
/// here the one-off banner at 2.5 s and its 0.2 s fade — with the ticks it has had by then, as
/// Xcode's canvas shows such a view live; a play of a stage of one's own still refuses it.
@Test @MainActor func aPreviewOfATickingViewIsDrawnOnceTheRestHasSettled() throws {
  #expect {
    try Stage(name: "ticking", width: 200, height: 120) { TickingSettings() }.play([])
  } throws: { error in
    "\(error)".contains("a timer that repeats for ever")
  }
  var preview = Stage(name: "ticking", width: 200, height: 120) { TickingSettings() }
  preview.settlesBesideForeverAnimations = true
  let frames = try preview.play([]).frames
  #expect(abs((frames.last?.time ?? 0) - 2.7) < 0.02, "settled after the banner's fade: \(frames.last?.time ?? 0)")
  let shown = texts(try #require(frames.last))
  #expect(shown == ["Tick 2", "Polls 3", "Saved"], "\(shown)")
}

/// Issue 28's program: a two-step animation by `DispatchQueue.main.asyncAfter`, and
/// `DispatchQueue.main.async` for work after the current update.
private struct Jump: View {
  @State private var y: CGFloat = 0
  @State private var note = "idle"
  var body: some View {
    VStack {
      Text("Jump").offset(y: y).animation(.default, value: y)
        .onTapGesture {
          y = -20
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { y = 0 }
          DispatchQueue.main.async { note = "async ran" }
        }
      Text(note)
    }
  }
}

@Test @MainActor func dispatchedWorkRunsOnTheStagesClock() throws {
  let started = Date()
  let frames = try Stage(name: "jump", width: 200, height: 100) { Jump() }.play([.hold(0.1), .tap("Jump")]).frames
  let elapsed = Date().timeIntervalSince(started)
  func jumpY(_ frame: Frame) -> Double? {
    frame.displayList.elements.first { if case .text(let run) = $0.content { run.string == "Jump" } else { false } }?.frame.y
  }
  let tap = Int((0.1 * 60).rounded())
  let rest = try #require(jumpY(frames[0]))
  // The tap's frame shows the old note; the next, the async block's.
  #expect(texts(frames[tap]).contains("idle"))
  #expect(texts(frames[tap + 1]).contains("async ran"), "\(texts(frames[tap + 1]))")
  // "Jump" rises for 0.3 s …
  let up = try #require(jumpY(frames[tap + 17]))
  #expect(up < rest - 10, "risen by 0.28 s after the tap: \(up) against \(rest)")
  // … then the scheduled block starts it back down, and it settles where it began.
  let peak = frames[tap...(tap + 18)].compactMap(jumpY).min() ?? rest
  let later = try #require(jumpY(frames[tap + 30]))
  #expect(later > peak, "on its way down 0.5 s after the tap")
  #expect(try #require(frames.last.flatMap(jumpY)) == rest)
  // Nothing waited on the wall clock for the 0.3 s.
  #expect(elapsed < 2, "\(elapsed) s")
}

/// A 10 s `asyncAfter` costs no real time, and the render ends after it has run and settled.
private struct Delayed: View {
  @State private var shown = false
  var body: some View {
    Text(shown ? "later" : "now").onAppear {
      DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(10)) { shown = true }
    }
  }
}

@Test @MainActor func aLongDelayCostsNoRealTime() throws {
  let started = Date()
  let frames = try Stage(name: "delayed", width: 200, height: 60) { Delayed() }.play([]).frames
  #expect(Date().timeIntervalSince(started) < 5)
  #expect(texts(frames[599]) == ["now"] && texts(frames[600]) == ["later"])
  #expect(abs((frames.last?.time ?? 0) - 10) < 1e-9)
}

/// The bodies a `TwoBlocks` view was evaluated with: its two flags, each a letter.
@MainActor private final class BodyLog { var seen: [String] = [] }

/// Two rows that each start their own animation from their own `asyncAfter`, due at the same
/// instant, as a screen of activity rings does.
private struct TwoBlocks: View {
  let log: BodyLog
  @State private var left = false
  @State private var right = false
  var body: some View {
    let _ = log.seen.append((left ? "L" : "-") + (right ? "R" : "-"))
    HStack {
      Color.red.frame(width: 20, height: left ? 40 : 10)
        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { withAnimation(.easeInOut(duration: 0.2)) { left = true } } }
      Color.blue.frame(width: 20, height: right ? 40 : 10)
        .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { withAnimation(.easeInOut(duration: 0.2)) { right = true } } }
    }
  }
}

/// Blocks due at one instant all run before the view updates, once: the main queue drains them
/// in one turn of the run loop and SwiftUI updates at its end, so no body ever sees one block
/// run without the other (each such half-state was a layout of the whole screen).
@Test @MainActor func workDueAtOneInstantIsOneUpdate() throws {
  let log = BodyLog()
  let frames = try Stage(name: "two-blocks", width: 100, height: 60) { TwoBlocks(log: log) }.play([]).frames
  #expect(!log.seen.contains("L-") && !log.seen.contains("-R"), "\(log.seen)")
  #expect(log.seen.last == "LR")
  // Both bars grow together, over the one animation.
  let heights = frames.map { $0.displayList.elements.map(\.frame.height) }
  #expect(heights[Int(0.6 * 60)].allSatisfy { $0 > 10 && $0 < 40 }, "\(heights[36])")
  #expect(heights.last == [40, 40])
}
