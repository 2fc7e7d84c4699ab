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
