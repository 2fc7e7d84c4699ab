import Foundation

/// A one-line progress bar on stderr (frames done, frames a second, time left), for terminals only:
/// the CLI installs it when stderr is a TTY, so logs and pipes stay clean.
final class ProgressBar: @unchecked Sendable {
  private let start = Date()
  private let lock = NSLock()

  func update(done: Int, total: Int) {
    lock.lock()
    defer { lock.unlock() }
    let elapsed = max(Date().timeIntervalSince(start), 1e-3)
    let rate = Double(done) / elapsed
    let left = rate > 0 ? Double(total - done) / rate : 0
    let width = 24
    let filled = total > 0 ? width * done / total : width
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    var line = String(format: "\r%@ %d/%d frames  %.0f fps  %.1f s left ", bar, done, total, rate, left)
    if done >= total { line += "\r\u{1B}[K" }
    FileHandle.standardError.write(Data(line.utf8))
  }
}
