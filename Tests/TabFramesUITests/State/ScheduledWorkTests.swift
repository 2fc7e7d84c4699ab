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

/// `.task` compiles as SwiftUI's and is not run within a play: the frames show the view as it is
/// before its task, as a device's first frame does.
@Test @MainActor func aTaskIsAcceptedAndShowsTheStateBeforeIt() throws {
  struct Loading: View {
    @State private var title = "Loading…"
    @State private var tab = 0
    var body: some View {
      Text(title)
        .task { title = "Loaded" }
        .task(id: tab) { title = "Tab \(tab)" }
    }
  }
  let frames = try Stage(name: "task", width: 200, height: 60) { Loading() }.play([]).frames
  #expect(frames.map(texts) == [["Loading…"]])
}
