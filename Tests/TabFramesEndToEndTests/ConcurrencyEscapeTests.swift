import Foundation
import Testing

/// `@unchecked Sendable` and `nonisolated(unsafe)` switch the compiler's data-race checks off, so
/// each says why it is safe where it stands: the comment just above it (or on its line) names the
/// escape and gives the reason. Layout nodes restate their base class's conformance, as Swift
/// requires; the reason is written once, on `LayoutNode`.
@Test func everyConcurrencyEscapeSaysWhyItIsSafe() throws {
  var problems: [String] = []
  var escapes = 0
  let sources = repository.appendingPathComponent("Sources")
  let walk = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
  for case let file as URL in walk where file.pathExtension == "swift" {
    let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    for (n, line) in lines.enumerated() {
      let code = line.trimmingCharacters(in: .whitespaces)
      guard !code.hasPrefix("//"), line.contains("@unchecked Sendable") || line.contains("nonisolated(unsafe)") else { continue }
      escapes += 1
      if line.contains(/class \w+(<[^>]*>)?: \w*Node(<[^>]*>)?, @unchecked Sendable/) { continue }
      // The comment block just above (attributes between are part of the declaration).
      var above: [Substring] = []
      var k = n - 1
      while k >= 0, let text = Optional(lines[k].trimmingCharacters(in: .whitespaces)), text.hasPrefix("//") || text.hasPrefix("@") {
        above.append(lines[k])
        k -= 1
      }
      let said = (above + [line.split(separator: "//", maxSplits: 1).dropFirst().first ?? ""]).joined(separator: " ")
      if !said.lowercased().contains("unchecked") && !said.lowercased().contains("unsafe") {
        problems.append("\(file.path.dropFirst(repository.path.count + 1)):\(n + 1): \(code)")
      }
    }
  }
  #expect(problems.isEmpty, "say why each is safe, in the comment above it:\n\(problems.joined(separator: "\n"))")
  #expect(escapes > 80, "the scan found the escapes (\(escapes))")
}

/// A layout's state (what the sizes asked depend on, the named spaces around what is being
/// placed, the scroll view's visible area) lives on its `LayoutPass`, handed down with every
/// question, not in globals: the only mutable globals the layout folder keeps are the size
/// cache's two test switches, set between layouts.
@Test func layoutKeepsItsStateOnItsPassNotInGlobals() throws {
  let folder = repository.appendingPathComponent("Sources/TabFramesUI/Layout")
  var globals: [String] = []
  for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    for line in text.split(separator: "\n") where line.contains(#/nonisolated\(unsafe\)[\w ]* var /#) {
      globals.append(String(line.split(separator: "var ").last?.prefix { $0.isLetter || $0.isNumber } ?? ""))
    }
  }
  #expect(globals.sorted() == ["sizeCacheMismatches", "sizeCacheSharing"], "\(globals)")
  let pass = try String(contentsOf: folder.appendingPathComponent("LayoutPass.swift"), encoding: .utf8)
  for state in ["var askedDependence", "var spaces", "var scrollViewport"] { #expect(pass.contains(state), "\(state)") }
}
