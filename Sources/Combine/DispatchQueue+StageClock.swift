import Foundation

/// `DispatchQueue.main.async` and `asyncAfter` on a stage's clock while a stage plays: the work
/// runs at its time before the frame of that time is drawn, in the order it was scheduled, with
/// no waiting on the wall clock (a 10 s delay costs no real time), as a device's main run loop
/// would run it. Outside a play, and on any other queue, Dispatch runs it as always.
///
/// These overloads have fewer parameters than Dispatch's (no `group:`, `qos:` or `flags:`), which
/// is what makes the compiler choose them for the everyday spellings; a call that gives a QoS or
/// flags goes to Dispatch directly.
extension DispatchQueue {
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard isMain, let clock = VirtualClock.current else {
      return async(group: nil, qos: .unspecified, flags: [], execute: work)
    }
    // The run loop's next turn: after the frame the current change is drawn in, as on a device,
    // where the main queue is served once the update that scheduled it has been committed.
    clock.schedule(at: clock.now + VirtualClock.nextTurn) { work() }
  }

  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard isMain, let clock = VirtualClock.current else {
      return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }
    let now = DispatchTime.now().uptimeNanoseconds
    let delay = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
    // `.now() + 0.3` read a moment before this line: the delay it meant.
    clock.schedule(at: clock.now + max(VirtualClock.nextTurn, clock.intendedDelay(measured: delay))) { work() }
  }

  /// Whether this is the main queue (on Linux `DispatchQueue.main` is a new wrapper each time it
  /// is read, so identity says nothing; the label does).
  private var isMain: Bool { label == DispatchQueue.main.label }
}
