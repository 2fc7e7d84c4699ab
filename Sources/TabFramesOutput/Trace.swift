import Glibc

/// Phase times for finding where a render's wall time goes (docs/PERFORMANCE.md): with
/// TABFRAMES_TRACE set, each mark prints the wall clock in milliseconds since the epoch, so a
/// script that noted the time before starting the process sees start-up too.
package enum Trace {
  static let on = getenv("TABFRAMES_TRACE") != nil

  package static func mark(_ phase: @autoclosure () -> String) {
    guard on else { return }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let ms = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
    writeToStandardError("tabframes: trace: \(formatted(ms, decimals: 3)) \(phase())\n")
  }
}
