import CRunLoopCapture
import Combine
import Foundation

/// The main run loop's work while a stage plays, on the stage's clock: a `Task`'s steps, a task's
/// `Task.sleep`, a `Timer.scheduledTimer` timer. On a device the main run loop serves them as the
/// wall clock says; here the work the playing thread hands Dispatch or a run loop is caught
/// (CRunLoopCapture) and run by the stage at its time — a main-actor step at the next turn, as
/// `DispatchQueue.main.async` is, a step off the main actor at once, a sleeper when its sleep
/// ends, a timer at each of its fire dates — before the frame of that time is drawn, with no
/// waiting: a 10 s sleep costs no real time.
///
/// What is still waiting when the play ends is handed on to where it was going (a sleeper with
/// the sleep it has left), so a task is never lost, only no longer drawn. Work handed over from
/// other threads (a network reply) is not caught and runs as it always does.
package enum RunLoopCapture {
  /// Whether this program's Dispatch calls can be caught (not when it links the Swift libraries
  /// statically, which keeps their own definitions: work then runs on the wall clock, after the
  /// play, as `Task` bodies did before).
  package static let isAvailable: Bool = {
    tf_capture_learn_begin()
    // One job, made and handed to a queue from this thread: its work function is the one the
    // runtime hands Dispatch for every job.
    Task.detached(priority: .background) {}
    return tf_capture_learn_end() != 0
  }()

  /// The play catching work now: its clock, and what it caught and has not yet run. Read and
  /// written only on the playing thread: the C side calls the sink on that thread alone, and a
  /// play runs there from start to end (unsafe otherwise, so nonisolated(unsafe)).
  nonisolated(unsafe) private static var play: Play?

  private final class Play {
    let clock: VirtualClock
    /// Jobs caught and not yet run, by the order they were caught in, with when they are due.
    var waiting: [Int: (work: tf_caught_work, due: Double)] = [:]
    var caught = 0
    /// Timers caught, with what added them.
    var timers: [(work: tf_caught_work, timer: Timer)] = []
    init(clock: VirtualClock) { self.clock = clock }
  }

  /// Runs `body` (a stage's play) with the work it hands the main run loop on `clock`.
  package static func during<T>(_ clock: VirtualClock, _ body: () throws -> T) rethrows -> T {
    guard isAvailable, play == nil else { return try body() }
    let current = Play(clock: clock)
    play = current
    tf_capture_begin { work in work.map { RunLoopCapture.caught($0.pointee) } }
    defer {
      tf_capture_end()
      play = nil
      // Handed on in the order it was caught, a delayed job with what is left of its delay.
      for (_, item) in current.waiting.sorted(by: { $0.key < $1.key }) {
        var work = item.work
        let left = item.due.isFinite ? Int64((max(0, item.due - clock.now) * 1e9).rounded()) : -1
        tf_capture_release(&work, left)
      }
      for item in current.timers where item.timer.isValid {
        var work = item.work
        tf_capture_release(&work, 0)
      }
    }
    return try body()
  }

  private static func caught(_ work: tf_caught_work) {
    guard let play else { return }
    let clock = play.clock
    guard work.kind != tf_caught_timer else { return timer(work, in: play) }
    play.caught += 1
    let key = play.caught
    switch work.kind {
    case tf_caught_delayed_job where work.delay_ns < 0:
      // A sleep for ever: never due on the stage; handed on at the end.
      play.waiting[key] = (work, .infinity)
    default:
      // A main-actor step waits for the next turn, as `DispatchQueue.main.async` does; a step
      // elsewhere runs at once (it would on another thread); a sleeper when its sleep is over
      // (the sleep it asked for: a moment of it went by between its call and this one).
      let delay: Double
      switch work.kind {
      case tf_caught_main_job: delay = VirtualClock.nextTurn
      case tf_caught_delayed_job: delay = max(VirtualClock.nextTurn, clock.intendedDelay(measured: Double(work.delay_ns) / 1e9))
      default: delay = 0
      }
      let due = clock.now + delay
      play.waiting[key] = (work, due)
      clock.schedule(at: due) {
        guard var job = play.waiting.removeValue(forKey: key)?.work else { return }
        tf_capture_run(&job)
      }
    }
  }

  /// A run-loop timer fires at its fire date and, repeating, every interval after, for as long
  /// as it is valid — `Timer.fire()` runs its block — as the main run loop fires it.
  private static func timer(_ work: tf_caught_work, in play: Play) {
    guard let info = tf_timer_info(work.timer) else {
      var work = work
      return tf_capture_release(&work, 0)
    }
    let clock = play.clock
    let timer = Unmanaged<Timer>.fromOpaque(info).takeUnretainedValue()
    play.timers.append((work, timer))
    let interval = timer.timeInterval
    // Apple's `Timer(timeInterval:repeats:block:)` first fires an interval after it is made;
    // Linux's Foundation dates it now, which would fire it at once. A repeating timer due now is
    // taken as that one (so `Timer(fire: Date(), …)` also waits an interval here).
    let due = clock.intendedDelay(measured: timer.fireDate.timeIntervalSinceNow)
    let first = max(VirtualClock.nextTurn, due <= 0 && interval > 0 ? interval : due)
    func fire() {
      guard timer.isValid else { return }
      timer.fire()
      if interval > 0, timer.isValid {
        clock.schedule(at: clock.now + interval, repeating: true) { fire() }
      } else {
        timer.invalidate()
      }
    }
    clock.schedule(at: clock.now + first, repeating: interval > 0) { fire() }
  }
}
