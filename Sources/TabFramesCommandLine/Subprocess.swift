import FoundationEssentials
import Glibc
import TabFramesKinds
import TabFramesOutput
import TabFramesSnapshot

/// Runs another program to its end, as `tabframes previews` runs `swift build` and the programs it
/// builds: found on PATH, in this process's environment, its standard output (and error, when a
/// file is given) written to files, its exit status returned. A program killed by a signal
/// reports 128 + the signal, as a shell does.
enum Subprocess {
  static func run(_ arguments: [String], stdout: String, stderr: String? = nil) throws(TabFramesError) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if let stderr { posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else { throw .io("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw .io("waiting for \(arguments[0]): \(String(cString: strerror(errno)))") }
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift cannot import as macros.
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
