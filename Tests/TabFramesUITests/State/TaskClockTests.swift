import Combine
import Foundation
import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// Tasks, their sleeps and run-loop timers run on the stage's clock: each step at its time
// before the frame of that time is drawn, with no waiting on the wall clock.

private func texts(_ frame: Frame) -> [String] {
  frame.displayList.elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } }
}

private func y(of string: String, in frame: Frame) -> Double? {
  frame.displayList.elements.first { if case .text(let run) = $0.content { run.string == string } else { false } }?.frame.y
}

/// The two-step animation apps write with a task: up at once, back down after a sleep.
private struct Hop: View {
  @State private var y: CGFloat = 0
  var body: some View {
    Text("Hop").offset(y: y)
      .onTapGesture {
        withAnimation(.easeOut(duration: 0.2)) { y = -20 }
        Task {
          try? await Task.sleep(for: .seconds(0.3))
          withAnimation(.easeIn(duration: 0.2)) { y = 0 }
        }
      }
  }
}

@Test @MainActor func aTaskSleepsOnTheStagesClock() throws {
  let started = Date()
  let frames = try Stage(name: "hop", width: 200, height: 80) { Hop() }.play([.hold(0.1), .tap("Hop")]).frames
  let elapsed = Date().timeIntervalSince(started)
  let ys = frames.compactMap { y(of: "Hop", in: $0) }
  let tap = 6
  let rest = ys[0]
  // Up by 0.2 s after the tap and held there until the sleep ends at 0.3 s …
  #expect(abs(ys[tap + 12] - (rest - 20)) < 1e-6 && abs(ys[tap + 18] - (rest - 20)) < 1e-6, "\(ys) against \(rest)")
  // … then on its way down, and back where it began 0.2 s later: the render ends there.
  #expect(ys[tap + 21] > rest - 19 && ys[tap + 21] < rest, "\(ys[tap + 21])")
  #expect(ys.last == rest && abs((frames.last?.time ?? 0) - 0.6) < 0.02, "\(frames.last?.time ?? 0)")
  #expect(elapsed < 2, "\(elapsed) s")
}

/// A main-actor task's first step runs at the next turn of the run loop, after the work already
/// queued there, as the main queue runs it.
private struct Steps: View {
  @State private var log: [String] = []
  var body: some View {
    Text(log.isEmpty ? "none" : log.joined(separator: ","))
      .onTapGesture {
        DispatchQueue.main.async { log.append("async") }
        Task { @MainActor in log.append("task") }
        Task.detached { await MainActor.run { log.append("detached") } }
        log.append("tap")
      }
  }
}

@Test @MainActor func aTasksStepsRunAtTheNextTurnInTheOrderTheyWereQueued() throws {
  let frames = try Stage(name: "steps", width: 300, height: 60) { Steps() }.play([.tap("none")]).frames
  #expect(texts(frames[0]) == ["tap"], "\(frames.map(texts))")
  #expect(texts(frames[1]) == ["tap,async,task,detached"], "\(frames.map(texts))")
}

/// A view's `.task` loads after it appears (ArticlesScreen's form: a flag, a sleep, the result).
private struct Articles: View {
  @State private var titles: [String] = []
  @State private var isLoading = false
  var body: some View {
    VStack {
      if isLoading { Text("Loading") }
      ForEach(titles, id: \.self) { Text($0) }
    }
    .task {
      isLoading = true
      try? await Task.sleep(nanoseconds: 500_000_000)
      titles = ["Hello", "World"]
      isLoading = false
    }
  }
}

@Test @MainActor func aViewsTaskRunsAfterItAppears() throws {
  let started = Date()
  let frames = try Stage(name: "articles", width: 200, height: 100) { Articles() }.play([]).frames
  #expect(texts(frames[0]).isEmpty && texts(frames[1]) == ["Loading"], "\(frames.prefix(3).map(texts))")
  // The sleep began a moment after 0: its end falls after the frame of 0.5 s.
  #expect(texts(frames[30]) == ["Loading"])
  #expect(texts(frames[31]) == ["Hello", "World"], "\(frames.map(texts))")
  #expect(Date().timeIntervalSince(started) < 2)
}

/// `.task(id:)` starts again when its value changes, cancelling the running one: the first
/// tab's late result never shows.
private final class Loads: @unchecked Sendable {
  var cancelled: [Int] = []
}

private struct TabLoader: View {
  let loads: Loads
  @State private var tab = 0
  @State private var shown = "-"
  var body: some View {
    VStack {
      Text("Next").onTapGesture { tab += 1 }
      Text(shown)
    }
    .task(id: tab) {
      let loading = tab
      do {
        try await Task.sleep(for: .seconds(1))
        shown = "tab \(loading)"
      } catch {
        loads.cancelled.append(loading)
      }
    }
  }
}

@Test @MainActor func aTaskWithAnIDStartsAgainWhenItChanges() throws {
  let loads = Loads()
  let frames = try Stage(name: "tabs", width: 200, height: 100) { TabLoader(loads: loads) }
    .play([.hold(0.5), .tap("Next")]).frames
  #expect(loads.cancelled == [0])
  // Tab 1's load ends 1 s after the tap; tab 0's never shows.
  #expect(!frames.contains { texts($0).contains("tab 0") })
  #expect(texts(frames[89]).contains("-") && texts(frames[91]).contains("tab 1"), "\(texts(frames[89])) \(texts(frames[91]))")
}

/// A view's task is cancelled when the view goes.
private struct Host: View {
  let loads: Loads
  @State private var showing = true
  var body: some View {
    VStack {
      Text("Close").onTapGesture { showing = false }
      if showing {
        Text("Panel").task {
          do { try await Task.sleep(for: .seconds(2)) } catch { loads.cancelled.append(7) }
        }
      }
    }
  }
}

@Test @MainActor func aViewsTaskIsCancelledWhenTheViewGoes() throws {
  let loads = Loads()
  _ = try Stage(name: "host", width: 200, height: 100) { Host(loads: loads) }.play([.hold(0.5), .tap("Close")])
  #expect(loads.cancelled == [7])
}

/// `Timer.scheduledTimer` fires on the stage's clock, repeating until invalidated.
private struct Countdown: View {
  @State private var remaining = 3
  @State private var timer: Timer?
  var body: some View {
    Text(remaining > 0 ? "\(remaining)" : "Go")
      .onAppear {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { t in
          let done = MainActor.assumeIsolated {
            remaining -= 1
            return remaining == 0
          }
          if done { t.invalidate() }
        }
      }
  }
}

@Test @MainActor func aScheduledTimerFiresOnTheStagesClock() throws {
  let started = Date()
  let frames = try Stage(name: "countdown", width: 100, height: 60) { Countdown() }.play([]).frames
  #expect(texts(frames[29]) == ["3"] && texts(frames[30]) == ["2"] && texts(frames[60]) == ["1"] && texts(frames[90]) == ["Go"])
  #expect(abs((frames.last?.time ?? 0) - 1.5) < 1e-9, "\(frames.last?.time ?? 0)")
  #expect(Date().timeIntervalSince(started) < 2)
}

/// A task that loops for ever ends the render at the frame limit with the clear message.
@Test @MainActor func aTaskThatNeverEndsEndsWithAClearError() throws {
  struct Ticker: View {
    @State private var ticks = 0
    var body: some View {
      Text("\(ticks)").task {
        while !Task.isCancelled {
          try? await Task.sleep(for: .seconds(1))
          ticks += 1
        }
      }
    }
  }
  #expect {
    try Stage(name: "ticker", width: 100, height: 40) { Ticker() }.play([])
  } throws: { error in
    "\(error)".contains("without settling")
  }
}

/// A one-shot timer fires once; a timer added to the main run loop by hand fires there too.
private struct Banner: View {
  @State private var message = "Saved"
  @State private var dots = ""
  var body: some View {
    VStack {
      Text(message)
      Text("wait\(dots)")
    }
    .onAppear {
      Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
        MainActor.assumeIsolated { message = "Done" }
      }
      let ticker = Timer(timeInterval: 0.1, repeats: true) { t in
        let full = MainActor.assumeIsolated {
          dots += "."
          return dots.count == 3
        }
        if full { t.invalidate() }
      }
      RunLoop.main.add(ticker, forMode: .common)
    }
  }
}

@Test @MainActor func aOneShotTimerFiresOnceAndAnAddedTimerFiresOnItsRunLoop() throws {
  let frames = try Stage(name: "banner", width: 200, height: 80) { Banner() }.play([]).frames
  #expect(texts(frames[14]) == ["Saved", "wait.."] && texts(frames[15]) == ["Done", "wait.."], "\(frames.map(texts))")
  #expect(frames.count > 18 && texts(frames[18]) == ["Done", "wait..."])
  // Both stop: the render ends at the last tick (0.3 s).
  #expect(abs((frames.last?.time ?? 0) - 0.3) < 1e-9, "\(frames.last?.time ?? 0)")
}

/// A delay measured a moment after it was asked for is taken as the one asked for: the roundest
/// value between the measure and the measure plus the time since the step began (at most 1 ms).
@Test func aMeasuredDelayIsTakenAsTheOneMeant() {
  // The `Jump` program's `asyncAfter` arrived 0.15 ms after its `.now()`, 0.151 ms into its step.
  #expect(VirtualClock.intendedDelay(measured: 0.299853983, elapsed: 0.000151) == 0.3)
  // Sleeps arrive about 5 µs after their call.
  #expect(VirtualClock.intendedDelay(measured: 0.999997, elapsed: 0.000005) == 1)
  #expect(VirtualClock.intendedDelay(measured: 0.249998, elapsed: 0.000005) == 0.25)
  #expect(abs(VirtualClock.intendedDelay(measured: 0.015995, elapsed: 0.000009) - 0.016) < 1e-12)
  // A step that ran long before its request: only 1 ms of it counts, so 16 ms is not taken for 20.
  #expect(abs(VirtualClock.intendedDelay(measured: 0.015995, elapsed: 0.004) - 0.016) < 1e-12)
  // A request that arrived later than that lands on the millisecond in its window.
  #expect(VirtualClock.intendedDelay(measured: 0.2985, elapsed: 0.004) == 0.299)
  // No round value in the window: the measure, to 0.1 ms.
  #expect(VirtualClock.intendedDelay(measured: 0.12345, elapsed: 0) == 0.1235)
  #expect(VirtualClock.intendedDelay(measured: -0.001, elapsed: 0) == 0)
}

/// A list whose rows a task loads is empty at first, which is no mistake: no warning for it (an
/// empty stack of one's own still gets one).
@Test @MainActor func aListEmptyUntilItsTaskLoadsIsNotWarnedAbout() throws {
  var warnings: [String] = []
  _ = try ViewLayout.leaves(
    of: VStack {
      List([String](), id: \.self) { Text($0) }
      List { Section("Later") {} }
    }, in: CGSize(width: 300, height: 400), scale: 3, environment: EnvironmentValues(),
    measure: { _, _, _ in .zero }, symbolSize: { _, _ in .zero }, hasSymbol: { _ in false }, fontMetrics: { _ in nil },
    warn: { warnings.append($0) })
  #expect(warnings.isEmpty, "\(warnings)")
}

/// From an async test (where `await assertSnapshot(of:)` plays a stage) tasks run on the clock
/// just the same.
@Test @MainActor func aTaskRunsOnTheClockInAnAsyncTest() async throws {
  await Task.yield()
  let frames = try Stage(name: "articles", width: 200, height: 100) { Articles() }.play([]).frames
  #expect(texts(frames[30]) == ["Loading"] && texts(frames[31]) == ["Hello", "World"], "\(frames.map(texts))")
}
