import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// Every temporary file and staging folder that exists right now, so that an interrupted render
/// (SIGINT, SIGTERM) can remove them and leave the output folder as it was: complete outputs
/// untouched, no partial ones.
public final class TemporaryFiles: @unchecked Sendable {
  public static let shared = TemporaryFiles()
  private let lock = Mutex(())
  private var paths: [String: String?] = [:]
  private var sources: [DispatchSourceSignal] = []
  private var stopping = false

  func add(_ path: String, restoreTo destination: String? = nil) {
    let added = lock.withLock { _ in addLocked(path, destination) }
    // Cleanup has taken its list and the process is exiting: create nothing more.
    if !added { while true { pause() } }
  }

  private func addLocked(_ path: String, _ destination: String?) -> Bool {
    guard !stopping else { return false }
    paths[path] = .some(destination)
    return true
  }

  /// Creates a new file inside a registered folder, unless cleanup has begun. Creating under the
  /// lock means cleanup never removes a folder while a worker is adding a file to it (which would
  /// leave the folder behind); after cleanup has begun the caller waits for the exit.
  func createFile(_ path: String) -> Int32 {
    let fd = lock.withLock { _ in stopping ? nil : open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
    guard let fd else { while true { pause() } }
    return fd
  }

  func remove(_ path: String) {
    _ = lock.withLock { _ in paths.removeValue(forKey: path) }
  }

  /// What is registered now (for tests).
  public var current: [String] { lock.withLock { _ in Array(paths.keys) } }

  /// Removes every registered temporary; an old folder being replaced is moved back first.
  public func cleanUp() {
    let snapshot = lock.withLock { _ in
      stopping = true
      return paths
    }
    for (path, destination) in snapshot {
      if let destination, !FileManager.default.fileExists(atPath: destination) {
        rename(path, destination)
      } else {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }

  /// Installs SIGINT and SIGTERM handlers that clean up and exit with 128 + the signal number,
  /// the shell's convention. Handlers run on a dispatch queue, not in signal context.
  public func exitCleanlyOnSignals() {
    for sig in [SIGINT, SIGTERM] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler { [self] in
        cleanUp()
        writeToStandardError("\ntabframes: interrupted; no partial output left behind\n")
        exit(128 + sig)
      }
      source.resume()
      sources.append(source)
    }
  }
}
