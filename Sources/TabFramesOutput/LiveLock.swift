import FoundationEssentials
import Glibc

/// How a render tells others that its temporaries in a folder are in use: while it has any
/// there, it holds an exclusive `flock` on `.tabframes-live-TOKEN` in that folder. The kernel
/// drops the lock when the process ends however it ends (SIGKILL included), and every process on
/// the machine sees it whatever its PID namespace, so another render (in another container
/// sharing the volume) asks the lock, not a process id, whether the owner is alive. The lock
/// file goes with the last temporary, so a finished render leaves nothing.
///
/// Called only inside `TemporaryFiles.guarded` (under its lock), with its registry: the lock
/// file is a registered temporary, removed with the others on a signal.
package enum LiveLock {
  /// This process's token: 64 random bits, drawn once.
  package static let token: String = {
    var generator = SystemRandomNumberGenerator()
    let value = generator.next() as UInt64
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }()

  package static func fileName(_ token: String) -> String { ".tabframes-live-\(token)" }

  package static func isLockFile(_ path: String) -> Bool { path.split(separator: "/").last?.hasPrefix(".tabframes-live-") == true }

  /// The descriptors holding this process's locks, by folder. Unsafe only to the compiler:
  /// read and written under `TemporaryFiles`' lock.
  nonisolated(unsafe) private static var held: [String: Int32] = [:]

  /// Takes this process's lock in `folder`, unless it holds it already.
  package static func hold(in folder: String, _ registry: inout TemporaryFiles.Registry) {
    guard held[folder] == nil else { return }
    let path = folder + "/" + fileName(token)
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    _ = flock(fd, LOCK_EX)
    held[folder] = fd
    registry.add(path)
  }

  /// Lets the lock in `folder` go once no temporary of this process is left there.
  package static func releaseIfIdle(_ folder: String, _ registry: inout TemporaryFiles.Registry) {
    guard let fd = held[folder] else { return }
    let path = folder + "/" + fileName(token)
    guard !registry.hasTemporaries(in: folder, except: path) else { return }
    unlink(path)
    close(fd)
    held[folder] = nil
    registry.remove(path)
  }

  /// Whether the owner of `token` is gone: its lock file is missing, or nobody holds its lock.
  package static func isAbandoned(_ token: String, in folder: String) -> Bool {
    let fd = open(folder + "/" + fileName(token), O_RDWR | O_CLOEXEC)
    guard fd >= 0 else { return errno == ENOENT }
    defer { close(fd) }
    return flock(fd, LOCK_EX | LOCK_NB) == 0
  }
}
