import CSystemCalls
import Glibc
import TabFramesRender

/// Running under an address-space limit (`ulimit -v`, a container's or CI runner's memory cap set
/// that way) ends cleanly (README, "Limits and failures"): below what the engine needs to start, a one-line
/// refusal before anything is loaded or written; running out later, one line, exit 3 and no
/// temporary left, where the engine used to die of SIGSEGV, a GLib error or a Swift runtime trap
/// and leave its staging folder behind.
package enum MemoryLimit {
  /// The least address space the engine starts and renders a small scene in, one worker: the
  /// libraries, fonts and the main thread's stack take about 130 MB of it (measured with
  /// `ulimit -v` on this project's machine: 134 MB for `validate`, 151 MB for W1's PNG frames).
  package static let minimumBytes: UInt64 = 192 << 20

  /// The soft limit on the address space, if there is one.
  package static var limit: UInt64? {
    let bytes = tf_address_space_limit()
    return bytes == 0 ? nil : bytes
  }

  /// Address space left for frame buffers under the limit: what is not the engine's own.
  static var frameBudget: Int? { limit.map { Int(max(32 << 20, ($0 - min($0, minimumBytes)) / 2)) } }

  /// Why the engine will not start under the present limit, or nil.
  package static func refusal() -> String? {
    guard let limit, limit < minimumBytes else { return nil }
    return
      "tabframes: error: the address-space limit (ulimit -v) is \(limit >> 20) MB; TabFrames needs at least \(minimumBytes >> 20) MB to start (its libraries, fonts and threads); raise the limit"
  }

  /// Installs the crash handlers (CSystemCalls' fatal_exit.c) and routes GLib's fatal errors to
  /// them, and under a limit keeps glibc to one heap (each thread's own reserves 64 MB of
  /// address space). Call first in `main`, before any thread or font.
  package static func endCleanly() {
    tf_install_fatal_handlers(
      "tabframes: error: out of memory under the address-space limit (ulimit -v); no partial output left behind\n",
      "tabframes: error: the engine crashed; no partial output left behind (please report this with the command and scene)\n")
    MemoryTuning.routeFatalGlibErrors {
      if tf_address_space_limit() != 0 { tf_fatal_exit(0) }
    }
    if limit != nil { MemoryTuning.useOneHeap() }
  }
}
