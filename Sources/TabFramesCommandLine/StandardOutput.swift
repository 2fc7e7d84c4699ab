import Glibc
import Synchronization
import TabFramesKinds
import TabFramesOutput
import TabFramesRender
import TabFramesSnapshot

/// The CLI's stdout: each line written straight to descriptor 1, so a failed write (a full disk,
/// `> /dev/full`, a closed descriptor) is seen, remembered and turned into exit 3 by the caller,
/// rather than lost in a buffer that is never checked (`print` drops such errors).
package final class StandardOutput: Sendable {
  private let fd: Int32
  private let failure = Mutex<String?>(nil)

  package init(fd: Int32 = 1) { self.fd = fd }

  /// Writes one line; after the first failure, writes nothing more.
  package func line(_ text: String) {
    failure.withLock { failure in
      guard failure == nil else { return }
      do {
        try FileDescriptor.writeAll(Array((text + "\n").utf8), to: fd)
      } catch {
        failure = (error as? RenderError)?.reason ?? "\(error)"
      }
    }
  }

  /// Why a write failed, if one did.
  package var failed: String? { failure.withLock { $0 } }

  /// Runs a command with this as its stdout; a failed write makes it exit 3 with a message.
  package func run(_ command: (_ out: @escaping (String) -> Void) -> Int32, err: (String) -> Void) -> Int32 {
    let status = command(line)
    guard let reason = failed else { return status }
    err("tabframes: error: standard output: cannot write (\(reason))")
    return TabFramesError.io("").exitCode
  }
}
