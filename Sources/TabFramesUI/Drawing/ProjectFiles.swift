import Foundation

/// Where a project's resources are looked for (asset catalogues, string tables): the folders
/// `TABFRAMES_ASSETS` names (separated by `:`), then the current folder (a package's root when
/// `swift test` or `swift run` runs), `.build`, `node_modules` and hidden folders left out.
enum ProjectFiles {
  static var roots: [URL] {
    var roots: [URL] = []
    if let listed = ProcessInfo.processInfo.environment["TABFRAMES_ASSETS"] {
      roots += listed.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
    roots.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    return roots
  }

  /// The files or folders at or under `root` that `matches` accepts, in a stable order; a match
  /// is not looked inside unless `lookInside`. A project's resources sit a few folders down, so
  /// a scan started far above one stops 8 levels down.
  static func find(under root: URL, lookInside: Bool = false, _ matches: (URL) -> Bool) -> [URL] {
    if matches(root) { return [root] }
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { return [] }
    var found: [URL] = []
    for case let url as URL in walker {
      if url.lastPathComponent == ".build" || url.lastPathComponent == "node_modules" || walker.level > 8 {
        walker.skipDescendants()
      } else if matches(url) {
        found.append(url)
        if !lookInside { walker.skipDescendants() }
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
