import Foundation
import Testing

// The Swift code of the README and docs/ is compiled, as written, in the dependent package of
// DependentPackageTests (issue 30 item 2): a reader who copies a snippet gets code that builds.
//
// A fenced ```swift block is one of two things. The README's first section shows a package: a
// block that starts with `// swift-tools-version` is its `Package.swift`, and one whose first line
// is `// Sources/…` or `// Tests/…` is that file of it; the dependent package is made of exactly
// those files. Every other block is a snippet, compiled in a module of its document's snippets,
// once in Swift 6 language mode (complete concurrency checking) and once in Swift 5 mode. A snippet
// of statements (`let stage = …`, `try stage.render(…)`) is compiled as the body of a main-actor
// function, as in a test or a `main.swift`; a snippet without imports gets the imports of a test
// file (SwiftUI, TabFramesTesting, Testing and the package's module); the views of `Examples/`
// (`SnappyPills`, …) are compiled beside the snippets, which name them. `#sourceLocation` makes a
// compiler error point at the line of the Markdown file.

/// A fenced Swift block of a Markdown document.
struct DocumentationSnippet: Equatable {
  /// The document, relative to the repository (`README.md`, `docs/PREVIEWS.md`).
  var document: String
  /// The line of the document that holds the block's first line of code (1-based).
  var line: Int
  var code: String

  /// The path a block names on its first line (`// Sources/docs-images/main.swift`), or
  /// `Package.swift` for a manifest.
  var labelledPath: String? {
    let first = code.prefix { $0 != "\n" }
    if first.hasPrefix("// swift-tools-version") { return "Package.swift" }
    for folder in ["Sources/", "Tests/"] where first.hasPrefix("// \(folder)") && first.hasSuffix(".swift") {
      return String(first.dropFirst(3))
    }
    return nil
  }

  /// For a file of the README's example package, its path in the package. (A labelled block of
  /// another document, docs/CI.md's docs executable, is a snippet like any other, and the
  /// dependent package takes it too.)
  var packagePath: String? { document == "README.md" ? labelledPath : nil }

  /// The Markdown documents whose snippets are compiled: the README and everything under docs/.
  static func documents() throws -> [String] {
    let docs = repository.appendingPathComponent("docs")
    let found = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
    return ["README.md"] + found.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }

  /// Every ```swift block of `document`.
  static func all(in document: String) throws -> [DocumentationSnippet] {
    let text = try String(contentsOf: repository.appendingPathComponent(document), encoding: .utf8)
    var snippets: [DocumentationSnippet] = []
    var open: (line: Int, lines: [Substring])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if var block = open {
        if line.hasPrefix("```") {
          snippets.append(DocumentationSnippet(document: document, line: block.line, code: block.lines.joined(separator: "\n") + "\n"))
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
      } else if line == "```swift" {
        open = (index + 2, [])
      }
    }
    return snippets
  }

  /// Every snippet of every document.
  static func everywhere() throws -> [DocumentationSnippet] {
    try documents().flatMap { try all(in: $0) }
  }

  /// Whether the snippet is statements rather than declarations: a line at the left margin that
  /// starts none of the declarations a file may hold.
  var isStatements: Bool {
    let declarations = [
      "import ", "struct ", "class ", "final ", "enum ", "extension ", "protocol ", "func ", "private ", "fileprivate ",
      "public ", "internal ", "actor ", "typealias ", "@", "#Preview", "#if", "#else", "#endif", "//", "}", ")",
    ]
    return code.split(separator: "\n").contains { line in
      guard let first = line.first, !first.isWhitespace else { return false }
      return !declarations.contains { line.hasPrefix($0) }
    }
  }

  /// The snippet as a source file: at the document's lines, imports first, statements in a function.
  var sourceFile: String {
    let location = "#sourceLocation(file: \"\(repository.appendingPathComponent(document).path)\", line: \(line))\n"
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    let imports = lines.filter { $0.hasPrefix("import ") }
    let prelude =
      imports.isEmpty ? ["import MyApp", "import SwiftUI", "import TabFramesTesting", "import Testing"] : imports.map(String.init)
    guard isStatements else {
      return (imports.isEmpty ? prelude.joined(separator: "\n") + "\n" : "") + location + code + "#sourceLocation()\n"
    }
    // The imports stay at the top; their lines in the body are left empty, so lines still match.
    let body = lines.map { $0.hasPrefix("import ") ? "" : String($0) }.joined(separator: "\n")
    return prelude.joined(separator: "\n") + "\n\n@MainActor func snippetAtLine\(line)() throws {\n" + location + body
      + "#sourceLocation()\n}\n"
  }

  /// The name of the module that holds `document`'s snippets in a language mode: `ReadmeSnippets6`.
  static func module(of document: String, mode: Int) -> String {
    let stem = (document as NSString).lastPathComponent.replacingOccurrences(of: ".md", with: "")
    let words = stem.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    return words.joined() + "Snippets\(mode)"
  }
}

/// The files and targets that compile the snippets in the dependent package: `[path: text]` for the
/// package's folder, and the lines that add the targets to its manifest. The folder is `DocSnippets`:
/// SwiftPM builds each file of a package's `Snippets/` folder as a program of its own.
func snippetModules(_ snippets: [DocumentationSnippet]) throws -> (files: [String: String], manifest: String) {
  let examples = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Examples").path)
    .filter { $0.hasSuffix(".swift") && $0 != "main.swift" }.sorted()
  var files: [String: String] = [:]
  var manifest = "\n// TabFrames' own tests: the Swift snippets of its docs, in both language modes (DocumentationSnippets.swift).\n"
  let documents = Dictionary(grouping: snippets.filter { $0.packagePath == nil }, by: \.document)
  for (document, snippets) in documents.sorted(by: { $0.key < $1.key }) {
    for mode in [6, 5] {
      let module = DocumentationSnippet.module(of: document, mode: mode)
      for snippet in snippets {
        files["DocSnippets/\(module)/Line\(snippet.line).swift"] = snippet.sourceFile
      }
      for example in examples {
        files["DocSnippets/\(module)/Example\(example)"] = try String(
          contentsOf: repository.appendingPathComponent("Examples/\(example)"), encoding: .utf8)
      }
      manifest += target(module, mode: mode)
    }
  }
  // The package's own files are Swift 6 code in the package; in Swift 5 mode they are compiled here.
  let packageFiles = snippets.compactMap { snippet in snippet.packagePath.map { (path: $0, snippet: snippet) } }
    .filter { $0.path != "Package.swift" }
  for (path, snippet) in packageFiles {
    files["DocSnippets/MyAppSwift5/\((path as NSString).lastPathComponent)"] = snippet.sourceFile
  }
  if !packageFiles.isEmpty { manifest += target("MyAppSwift5", mode: 5) }
  return (files, manifest)
}

/// The manifest lines of a snippet module: the package's module and TabFrames' products a
/// snippet may import, in a language mode.
private func target(_ name: String, mode: Int) -> String {
  """
  package.targets.append(
    .target(
      name: "\(name)",
      dependencies: [
        "MyApp", .product(name: "SwiftUI", package: "TabFrames"), .product(name: "Combine", package: "TabFrames"),
        .product(name: "UIKit", package: "TabFrames"), .product(name: "TabFramesTesting", package: "TabFrames"),
        .product(name: "TabFramesScene", package: "TabFrames"),
      ],
      path: "DocSnippets/\(name)", swiftSettings: [.swiftLanguageMode(.v\(mode))]))

  """
}

@Test func snippetsAreReadAsWritten() throws {
  let readme = try DocumentationSnippet.all(in: "README.md")
  let paths = readme.compactMap(\.packagePath)
  #expect(
    paths == ["Sources/MyApp/PillTabBar.swift", "Package.swift", "Tests/MyAppTests/PillTabBarTests.swift"],
    "the README's first section shows the package's view, manifest and test, in that order: \(paths)")
  let text = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8).split(
    separator: "\n", omittingEmptySubsequences: false)
  for snippet in readme {
    #expect(String(text[snippet.line - 1]) == String(snippet.code.prefix { $0 != "\n" }), "line \(snippet.line) is the block's first")
  }
  let statements = DocumentationSnippet(document: "README.md", line: 10, code: "import SwiftUI\nlet x = 1\ntry f(x)\n")
  #expect(statements.isStatements)
  #expect(statements.sourceFile.contains("import SwiftUI\n\n@MainActor func snippetAtLine10() throws {\n#sourceLocation("))
  #expect(statements.sourceFile.contains(", line: 10)\n\nlet x = 1\ntry f(x)\n#sourceLocation()\n}\n"), "\(statements.sourceFile)")
  let declarations = DocumentationSnippet(document: "README.md", line: 3, code: "@Test func a() {\n  let x = 1\n}\n")
  #expect(!declarations.isStatements)
  #expect(declarations.sourceFile.hasPrefix("import MyApp\nimport SwiftUI\nimport TabFramesTesting\nimport Testing\n#sourceLocation("))
  #expect(DocumentationSnippet.module(of: "docs/PREVIEWS.md", mode: 5) == "PreviewsSnippets5")
  #expect(!DocumentationSnippet(document: "README.md", line: 1, code: "#if canImport(X)\n  import X\n#endif\n").isStatements)
}
