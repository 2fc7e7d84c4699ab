import FoundationEssentials
import Glibc
import TabFramesKinds
import TabFramesOutput
import TabFramesSnapshot

/// A one-line progress bar on stderr (frames done, frames a second, time left), for terminals only:
/// the CLI installs it when stderr is a TTY, so logs and pipes stay clean.
/// `@unchecked Sendable`: workers report through `update`, which draws under `monitor` only.
final class ProgressBar: @unchecked Sendable {
  private let start = ContinuousClock.now
  private let monitor = Monitor()

  private var lastDrawn: ContinuousClock.Instant?

  /// Called after every frame; redraws at most 20 times a second, and always for the last frame.
  func update(done: Int, total: Int) {
    monitor.locked {
      let now = ContinuousClock.now
      if done < total, let last = lastDrawn, now - last < .milliseconds(50) { return }
      lastDrawn = now
      draw(done: done, total: total)
    }
  }

  private func draw(done: Int, total: Int) {
    let elapsed = max(Double((ContinuousClock.now - start) / .milliseconds(1)) / 1000, 1e-3)
    let rate = Double(done) / elapsed
    let left = rate > 0 ? Double(total - done) / rate : 0
    let width = 24
    let filled = total > 0 ? width * done / total : width
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    var line = "\r\(bar) \(done)/\(total) frames  \(formatted(rate, decimals: 0)) fps  \(formatted(left, decimals: 1)) s left "
    if done >= total { line += "\r\u{1B}[K" }
    writeToStandardError(line)
  }
}
