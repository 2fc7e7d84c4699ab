import Foundation
import Testing

/// docs/SYMBOLS.md and its pictures are what scripts/symbols-doc makes from the map and the
/// engine now: a changed map, glyph size or enclosure fails here until the doc is made again.
@Test func symbolsDocIsCurrent() throws {
  let engine = binary.deletingLastPathComponent().appendingPathComponent("tabframes-engine")
  let p = Process()
  p.executableURL = repository.appendingPathComponent("scripts/symbols-doc")
  p.arguments = ["--check"]
  p.currentDirectoryURL = repository
  p.environment = ProcessInfo.processInfo.environment.merging(["TABFRAMES_ENGINE": engine.path]) { _, new in new }
  let err = Pipe()
  p.standardError = err
  try p.run()
  let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  p.waitUntilExit()
  #expect(p.terminationStatus == 0, "\(message)")
  // Every name the engine lists has its row and picture.
  let doc = try String(contentsOf: repository.appendingPathComponent("docs/SYMBOLS.md"), encoding: .utf8)
  for line in try tabframes(["symbols"]).stdout.split(separator: "\n") {
    let name = String(line.split(separator: "\t")[0])
    #expect(doc.contains("| `\(name)` |"), "\(name) has a row")
    #expect(
      FileManager.default.fileExists(atPath: repository.appendingPathComponent("docs/symbols/\(name).svg").path), "\(name) has a picture")
  }
}

/// scripts/setup installs the icon fonts, the README's two commands say so, and the README and
/// docs/SYMBOLS.md carry the licences and the attribution CC BY 4.0 asks for (Data/README.md).
@Test func iconFontsAreInstalledAndAttributed() throws {
  let setup = try String(contentsOf: repository.appendingPathComponent("scripts/setup"), encoding: .utf8)
  let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
  let doc = try String(contentsOf: repository.appendingPathComponent("docs/SYMBOLS.md"), encoding: .utf8)
  let packageLine = try #require(setup.components(separatedBy: "packages=(").dropFirst().first?.prefix { $0 != ")" })
  let twoCommands = try #require(
    readme.components(separatedBy: "## Two commands").dropFirst().first?.components(separatedBy: "\n## ").first)
  for package in ["fonts-inter", "fonts-material-design-icons-iconfont", "fonts-materialdesignicons-webfont", "python-qtawesome-common"] {
    #expect(packageLine.contains(package), "scripts/setup installs \(package)")
    #expect(twoCommands.contains(package), "the README's two commands name \(package)")
  }
  let attribution = [
    "Material Design Icons by Austin Andrews and contributors", "licensed under CC BY 4.0",
    "SIL Open Font License 1.1", "Material\n> Icons, © Google, licensed under the Apache License 2.0",
    "Phosphor Icons\n> (phosphoricons.com), © Phosphor Icons, MIT License", "Remix Icon (remixicon.com), licensed under",
  ]
  for text in attribution {
    #expect(readme.contains(text), "README: \(text)")
    #expect(doc.contains(text), "docs/SYMBOLS.md: \(text)")
  }
}
