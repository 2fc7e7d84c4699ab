import Foundation

/// The time of a stage that is playing, for work that code schedules (a `Timer.publish` timer):
/// the stage runs each piece of work at its time on the stage's clock, before the frame of that
/// time is drawn, with no waiting on the wall clock — a timer of 10 s costs no real time. Outside
/// a play there is no current clock, and work runs on the real run loop.
///
/// Used on the main actor only (a stage plays there); `@unchecked Sendable` so that a task-local
/// can hold it.
package final class VirtualClock: @unchecked Sendable {
  /// The clock of the stage playing in this task, if any.
  @TaskLocal package static var current: VirtualClock?

  /// What a stage's clock reads at time 0: 2001-01-01 00:00:00 UTC, the same on every run, so a
  /// view that shows the time draws the same pixels every time.
  package static let epoch = Date(timeIntervalSinceReferenceDate: 0)

  /// How far ahead "as soon as possible" is: past the frame being drawn now, before the next
  /// (a microsecond, far below any frame's length).
  package static let nextTurn = 1e-6

  /// Seconds since the play began.
  package private(set) var now: Double = 0
  private var items: [(time: Double, order: Int, repeating: Bool, work: () -> Void)] = []
  private var counter = 0

  package init() {}

  /// The date `now` stands for.
  package var date: Date { Self.epoch.addingTimeInterval(now) }

  /// The wall clock when the play began.
  private let wallStart = Date()

  /// "Now" for a view that measures `date` against the present (a relative or timer text): the
  /// stage's clock for a date within ten years of it (a timeline's date, a sample fixed near
  /// 2001), the same on every run; for any other, the date came from the wall clock
  /// (`Date.now.addingTimeInterval(-754)`, a workout started 12 minutes ago), so it is measured
  /// on the wall clock as the play began plus the play's time, as a device measures it.
  package func now(measuring date: Date) -> Date {
    let tenYears: TimeInterval = 10 * 365 * 86_400
    return abs(date.timeIntervalSince(self.date)) < tenYears ? self.date : wallStart.addingTimeInterval(now)
  }

  /// Runs `work` at `time` (not before now); returns what `cancel` takes. Work due at the same
  /// time runs in the order it was scheduled, as a run loop's would. `repeating`: the work is a
  /// tick of a timer that repeats for ever (it schedules the next tick itself), which a preview
  /// does not wait for (`nextOnceTime`).
  @discardableResult
  package func schedule(at time: Double, repeating: Bool = false, _ work: @escaping () -> Void) -> Int {
    counter += 1
    let item = (time: max(time, now), order: counter, repeating: repeating, work: work)
    let index = items.firstIndex { $0.time > item.time } ?? items.count
    items.insert(item, at: index)
    return counter
  }

  package func cancel(_ token: Int) { items.removeAll { $0.order == token } }

  /// When the next work is due.
  package var nextTime: Double? { items.first?.time }

  /// When the next work is due that is not a repeating timer's tick: what a play that draws a
  /// ticking clock at rest still waits for.
  package var nextOnceTime: Double? { items.first { !$0.repeating }?.time }

  /// Runs the earliest work, with the clock at its time.
  package func runNext() {
    guard !items.isEmpty else { return }
    let item = items.removeFirst()
    now = item.time
    stepBegan = DispatchTime.now().uptimeNanoseconds
    item.work()
  }

  /// Moves the clock on to `time` (a frame's, an event's) without running anything.
  package func advance(to time: Double) {
    now = max(now, time)
    stepBegan = DispatchTime.now().uptimeNanoseconds
  }

  /// When the step running now (a piece of work, an event) began, on the wall clock.
  private var stepBegan = DispatchTime.now().uptimeNanoseconds

  /// The delay code meant, from the one measured when its request arrived: code asks for a delay
  /// counted from the moment it asks (`.now() + 0.3`, `Task.sleep(for: .seconds(0.3))`), and by
  /// the time the request arrives here a little of it has gone — microseconds, more when the
  /// machine is busy — so that rounding what is left put a 0.3 s sleep at 0.2999 s, a frame
  /// early. The delay meant lies between the one measured and that plus the time since the step
  /// began (at most a millisecond is counted), and is taken as the roundest value there, so the
  /// work lands on the same frame on every run.
  package func intendedDelay(measured: Double) -> Double {
    Self.intendedDelay(measured: measured, elapsed: Double(DispatchTime.now().uptimeNanoseconds &- stepBegan) / 1e9)
  }

  /// The roundest value in [measured, measured + elapsed] — whole seconds, then halves, tenths,
  /// … down to a tenth of a millisecond — with `elapsed` capped at 1 ms: a wider window (a step
  /// that ran long before its request) would take a 16 ms delay for 20 ms. A window with no such
  /// value in it (none wider than 0.1 ms) gives the measured delay to 0.1 ms.
  package static func intendedDelay(measured: Double, elapsed: Double) -> Double {
    let low = max(0, measured)
    let high = low + min(max(0, elapsed), 0.001)
    // Steps a second holds: a step of 1/n s is exact as a division by n, not as a product.
    for n in [1.0, 2, 10, 20, 100, 200, 1000, 2000, 10000] {
      let first = (low * n - 1e-9).rounded(.up)
      if first == (high * n + 1e-9).rounded(.down) { return first / n }
    }
    return (low * 1e4).rounded() / 1e4
  }

  /// Work that runs at every frame the stage draws, before it is drawn, with the frame's time,
  /// for as long as it returns true: a value computed afresh for each frame (a keyframe
  /// animation's), as a display link calls its target once a frame.
  private var frameWork: [(Double) -> Bool] = []

  package func everyFrame(_ work: @escaping (Double) -> Bool) { frameWork.append(work) }

  /// Whether work waits for the coming frames.
  package var hasFrameWork: Bool { !frameWork.isEmpty }

  /// Runs the frame work for the frame at `time` (the clock moved there); whether any ran.
  package func runFrameWork(at time: Double) -> Bool {
    guard !frameWork.isEmpty else { return false }
    now = max(now, time)
    let work = frameWork
    frameWork = []
    // Work added while this runs (a keyframe animation started by another's change) waits for
    // the next frame, after what stays.
    let staying = work.filter { $0(time) }
    frameWork = staying + frameWork
    return true
  }
}
