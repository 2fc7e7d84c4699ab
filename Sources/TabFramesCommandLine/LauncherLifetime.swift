import CSystemCalls
import Glibc
import TabFramesKinds
import TabFramesOutput
import TabFramesSnapshot

/// The engine lives no longer than the `tabframes` launcher that started it. A launcher killed
/// with SIGKILL cannot forward anything, so the engine asks the kernel for SIGTERM when its
/// parent dies, and SIGTERM cleans up temporaries and exits as an interrupt does.
package enum LauncherLifetime {
  /// Set by the launcher to its own process id.
  package static let environmentKey = "TABFRAMES_LAUNCHER_PID"

  /// Call after `TemporaryFiles.shared.exitCleanlyOnSignals()`, so the signal cleans up.
  package static func endWithLauncher() {
    guard let text = getenv(environmentKey), let launcher = Int32(String(cString: text)), launcher > 0 else { return }
    unsetenv(environmentKey)
    if getppid() == launcher {
      _ = tf_set_parent_death_signal(SIGTERM)
      // The launcher may have died just before the request was made: then it never comes.
      if getppid() != launcher { kill(getpid(), SIGTERM) }
    } else if kill(launcher, 0) != 0 && errno == ESRCH {
      // Re-parented already: the launcher died before the engine got this far.
      kill(getpid(), SIGTERM)
    }
  }
}
