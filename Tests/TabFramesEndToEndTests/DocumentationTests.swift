import Foundation
import Testing

/// docs/ARCHITECTURE.md's module graph is what scripts/module-graph draws from Package.swift now:
/// a target or dependency added without redrawing it fails here.
@Test func architectureDocModuleGraphIsCurrent() throws {
  let run = try runScript("scripts/module-graph", ["--check"])
  #expect(run.status == 0, "\(run.stderr)")
  // The graph is really there, with modules at both ends of the stack.
  let doc = try String(contentsOf: repository.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
  #expect(doc.contains("TabFramesRender --> CTabFrames"))
  #expect(doc.contains("TabFramesCLI --> TabFramesOutput"))
}

/// The check above can fail: a graph edited by hand (a module's arrow dropped) is not current.
@Test func architectureDocCheckNoticesAStaleGraph() throws {
  let folder = try temporaryFolder("stale-graph")
  defer { try? FileManager.default.removeItem(at: folder) }
  // A copy of the repository's manifest, script and doc, the doc with one arrow dropped.
  for path in ["Package.swift", "scripts/module-graph", "docs/ARCHITECTURE.md"] {
    let target = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: repository.appendingPathComponent(path), to: target)
  }
  let doc = folder.appendingPathComponent("docs/ARCHITECTURE.md")
  let text = try String(contentsOf: doc, encoding: .utf8)
  let edited = text.replacingOccurrences(of: "  TabFramesRender --> CTabFrames\n", with: "")
  #expect(edited != text)
  try edited.write(to: doc, atomically: true, encoding: .utf8)
  // dump-package reads only the manifest: the targets' folders need not exist.
  let run = try runScript("scripts/module-graph", ["--check"], in: folder)
  #expect(run.status == 1, "\(run.stderr)")
  #expect(run.stderr.contains("not Package.swift's"))
}

/// What the code's comments cite lives in the repository: every `NAME.md` a source, test, example,
/// benchmark or script names is a file here (from the repository's root or the citing file's
/// folder), and every `§N` it cites is a numbered heading of that file.
@Test func commentsCiteDocumentsInTheRepository() throws {
  var problems: [String] = []
  var citations = 0
  // This file's own examples of citations are left out.
  for file in try citingFiles() where file.lastPathComponent != "DocumentationTests.swift" {
    let text = try String(contentsOf: file, encoding: .utf8)
    let relative = String(file.path.dropFirst(repository.path.count + 1))
    for citation in DocumentCitation.all(in: text) {
      citations += 1
      let candidates = [repository, file.deletingLastPathComponent()].map { $0.appendingPathComponent(citation.document) }
      guard let doc = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
        problems.append("\(relative): \(citation.document) is not in the repository")
        continue
      }
      let headings = try DocumentCitation.numberedHeadings(in: String(contentsOf: doc, encoding: .utf8))
      for section in citation.sections where !headings.contains(section) {
        problems.append("\(relative): \(citation.document) has no section \(section)")
      }
    }
    // An issue of the tracker is not in the repository: the package's own code explains itself.
    if relative.hasPrefix("Sources/") {
      for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.contains("//") && line.range(of: #"\bissue \d"#, options: .regularExpression) != nil {
        problems.append("\(relative):\(n + 1): cites an issue, which is not in the repository")
      }
    }
  }
  #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  #expect(citations > 50, "the scan found the citations (\(citations))")
}

/// The citation reader finds what a comment cites, and the check can fail.
@Test func citationsAreReadAsWritten() {
  let cited = DocumentCitation.all(in: "// as DESIGN.md §8 says; curves (docs/FIDELITY.md §1–2), see $tmp/docs/X.md and README.md")
  #expect(cited.map(\.document) == ["DESIGN.md", "docs/FIDELITY.md", "README.md"])
  #expect(cited.map(\.sections) == [[8], [1, 2], []])
  #expect(DocumentCitation.numberedHeadings(in: "# T\n## 1. One\ntext\n### 2 Two\n## Three\n") == [1, 2])
}

/// A document a comment names, and the numbered sections it names of it.
struct DocumentCitation {
  var document: String
  var sections: [Int]

  static func all(in text: String) -> [DocumentCitation] {
    // A path ending in .md not preceded by a shell variable's `$x/` or another path character,
    // then optionally ` §N` or ` §N–M`.
    // (Swift's regexes have no lookbehind: the character before is matched and left out.)
    let pattern = /(?:^|[^\w$\/.-])((?:[\w.-]+\/)*[\w-]+\.md)\b(?: §(\d+)(?:[–-](\d+))?)?/.anchorsMatchLineEndings()
    return text.matches(of: pattern).map { match in
      let first = match.output.2.flatMap { Int($0) }
      let last = match.output.3.flatMap { Int($0) } ?? first
      let sections = first.map { Array($0...max($0, last ?? $0)) } ?? []
      return DocumentCitation(document: String(match.output.1), sections: sections)
    }
  }

  /// The numbers of a Markdown document's numbered headings (`## 4. Layout`, `### 4 Layout`).
  static func numberedHeadings(in text: String) -> Set<Int> {
    Set(text.split(separator: "\n").compactMap { line in line.firstMatch(of: /^#+\s+(\d+)\b/).flatMap { Int($0.output.1) } })
  }
}

/// The repository's own code and scripts (not docs: they are what is cited).
private func citingFiles() throws -> [URL] {
  var files: [URL] = [repository.appendingPathComponent("Package.swift")]
  for folder in ["Sources", "Tests", "Examples", "Benchmarks", "Macros", "scripts", "Fuzz", ".ci", ".github"] {
    let root = repository.appendingPathComponent(folder)
    guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
    for case let url as URL in walk {
      let name = url.lastPathComponent
      if name == "References" || name == "__Snapshots__" || name == "symbols" {
        walk.skipDescendants()
        continue
      }
      let isFile = (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true
      let ext = url.pathExtension
      guard isFile, ["swift", "c", "h", "py", "yml", "yaml", ""].contains(ext) else { continue }
      files.append(url)
    }
  }
  return files.sorted { $0.path < $1.path }
}

/// Runs one of the repository's scripts and collects its exit status and stderr.
private func runScript(_ script: String, _ arguments: [String], in folder: URL = repository) throws -> (
  status: Int32, stderr: String
) {
  let p = Process()
  p.executableURL = folder.appendingPathComponent(script)
  p.arguments = arguments
  p.currentDirectoryURL = folder
  let err = Pipe()
  p.standardError = err
  p.standardOutput = FileHandle.nullDevice
  try p.run()
  let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  p.waitUntilExit()
  return (p.terminationStatus, message)
}
