import TabFramesSceneFormat

/// Why a render, a check or a command failed, with the exit code the command line ends with
/// (README.md, "A scene"). Every message names the file or scene it concerns.
package enum TabFramesError: Error, CustomStringConvertible {
  /// Bad arguments or a bad scene: exit 2.
  case usage(String)
  /// The file system or the renderer failed: exit 3.
  case io(String)

  package var exitCode: Int32 {
    switch self {
    case .usage: return 2
    case .io: return 3
    }
  }

  package var description: String {
    switch self {
    case .usage(let m), .io(let m): return m
    }
  }
}

extension TabFramesError {
  /// The same error naming the scene file it concerns rather than the scene's name
  /// (`long.json: the timeline runs …` for `l: the timeline runs …`), as every message about a
  /// scene does. A message that names a path of its own (a reference: `/refs/x.png: cannot
  /// write (…)`) is left as it is.
  package func naming(file: String, for scene: Scene) -> TabFramesError {
    func rewrite(_ m: String) -> String {
      if m.hasPrefix(scene.name + ": ") { return file + ": " + m.dropFirst(scene.name.count + 2) }
      return m.hasPrefix("/") || m.hasPrefix(file + ":") ? m : file + ": " + m
    }
    switch self {
    case .usage(let m): return .usage(rewrite(m))
    case .io(let m): return .io(rewrite(m))
    }
  }
}
