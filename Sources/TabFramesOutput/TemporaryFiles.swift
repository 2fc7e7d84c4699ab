import CSystemCalls
import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// Every temporary file and staging folder that exists right now, so that an interrupted render
/// (SIGINT, SIGTERM, SIGHUP, SIGQUIT) can remove them and leave the output folder as it was:
/// complete outputs untouched, no partial ones.
///
/// Cleanup runs on another thread while the render goes on, so every change to the file system
/// that involves a temporary (creating it, adding a file to a staging folder, moving it into
/// place) happens in `guarded`, under the same lock cleanup takes first: a change is either done
/// before cleanup looks, or never starts.
/// `@unchecked Sendable`: every mutable field is read and written under `lock`.
package final class TemporaryFiles: @unchecked Sendable {
  package static let shared = TemporaryFiles()
  private let lock = Mutex(())
  private var paths: Set<String> = []
  private var sources: [DispatchSourceSignal] = []
  private var stopping = false
  /// The command has finished and the process is exiting with its own code: a signal from now on
  /// changes nothing (there is nothing left to clean up, and one exit code is all there can be).
  private var exiting = false

  /// Runs a file system change that involves temporaries, unless cleanup has begun: then the
  /// process is about to exit, and the caller waits for it instead.
  package func guarded<T>(_ body: (inout Registry) -> T) -> T {
    let result: T? = lock.withLock { _ in
      guard !stopping else { return nil }
      var registry = Registry(paths: paths)
      defer { paths = registry.paths }
      return body(&registry)
    }
    guard let result else { while true { pause() } }
    return result
  }

  /// The registered paths, as `guarded` lets its body change them.
  package struct Registry {
    fileprivate var paths: Set<String>
    /// Registers a temporary; its folder's live lock is held from then on (see LiveLock).
    package mutating func add(_ path: String) {
      if !LiveLock.isLockFile(path) { LiveLock.hold(in: path.parentFolder, &self) }
      paths.insert(path)
      // A copy the crash handler can read without a lock or an allocation (MemoryLimit).
      tf_fatal_register(path)
    }
    /// Forgets a temporary; the folder's live lock goes with the last one.
    package mutating func remove(_ path: String) {
      paths.remove(path)
      tf_fatal_unregister(path)
      if !LiveLock.isLockFile(path) { LiveLock.releaseIfIdle(path.parentFolder, &self) }
    }
    /// Whether a temporary other than `except` is registered in `folder`.
    func hasTemporaries(in folder: String, except: String) -> Bool {
      paths.contains { $0 != except && $0.parentFolder == folder }
    }
  }

  /// Creates a file (registered as a temporary when `register`), or returns -1 with errno set.
  func createFile(_ path: String, register: Bool) -> Int32 {
    guarded { registry in
      // The lock first: no moment when the temporary exists and its owner looks gone.
      if register { LiveLock.hold(in: path.parentFolder, &registry) }
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if fd >= 0 && register { registry.add(path) }
      if fd < 0 && register { LiveLock.releaseIfIdle(path.parentFolder, &registry) }
      return fd
    }
  }

  /// Creates a registered staging folder; errno's reason when it cannot.
  func createFolder(_ path: String) -> String? {
    guarded { registry in
      LiveLock.hold(in: path.parentFolder, &registry)
      guard mkdir(path, 0o755) == 0 else {
        let reason = String(cString: strerror(errno))
        LiveLock.releaseIfIdle(path.parentFolder, &registry)
        return reason
      }
      registry.add(path)
      return nil
    }
  }

  /// Moves a temporary into place and forgets it; errno's reason when it cannot.
  func moveIntoPlace(_ path: String, _ destination: String) -> String? {
    guarded { registry in
      let failure = rename(path, destination) == 0 ? nil : String(cString: strerror(errno))
      if failure == nil { registry.remove(path) }
      return failure
    }
  }

  package func remove(_ path: String) {
    lock.withLock { _ in
      guard !stopping else { return }
      var registry = Registry(paths: paths)
      registry.remove(path)
      paths = registry.paths
    }
  }

  /// What is registered now (for tests).
  package var current: [String] { lock.withLock { _ in Array(paths) } }

  /// Removes every registered temporary; false, doing nothing, when the process is already exiting
  /// with its command's code (`exit(_:)`).
  @discardableResult
  package func cleanUp() -> Bool {
    let snapshot: Set<String>? = lock.withLock { _ in
      guard !exiting else { return nil }
      stopping = true
      return paths
    }
    guard let snapshot else { return false }
    for path in snapshot { try? FileManager.default.removeItem(atPath: path) }
    return true
  }

  /// Ends the process with the command's code — unless a signal's cleanup has begun, which then
  /// ends it with 128 + the signal: one outcome, never "interrupted" with exit 0. (Both exits
  /// could otherwise race: the handler runs on another thread.)
  package func exit(_ code: Int32) -> Never {
    let interrupted = lock.withLock { _ -> Bool in
      if stopping { return true }
      exiting = true
      return false
    }
    if interrupted { while true { pause() } }
    Glibc.exit(code)
  }

  /// Installs SIGINT, SIGTERM, SIGHUP and SIGQUIT handlers that clean up and exit with 128 + the
  /// signal number, the shell's convention. Handlers run on a dispatch queue, not in signal
  /// context. A signal the process was started with ignored (`nohup`) stays ignored.
  package func exitCleanlyOnSignals() {
    for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      var current = sigaction()
      if sigaction(sig, nil, &current) == 0 && unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1 {
        continue  // SIG_IGN
      }
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler { [self] in
        guard cleanUp() else { return }
        writeToStandardError("\ntabframes: interrupted; no partial output left behind\n")
        Glibc.exit(128 + sig)
      }
      source.resume()
      sources.append(source)
    }
  }
}

extension String {
  /// A path's folder, by its text (the registry's paths are absolute and standardized).
  var parentFolder: String {
    guard let slash = lastIndex(of: "/") else { return "." }
    return String(self[..<slash])
  }
}
