import Foundation
import Testing

/// The modules that are not products declare `package` what only the package uses; what they
/// declare `public` is what a product's public API hands out, listed in docs/ARCHITECTURE.md
/// ("What is public"). A `public` added below the products, or one the table keeps after it went,
/// fails here.
@Test func modulesBelowTheProductsArePublicOnlyWhereTheArchitectureSays() throws {
  let listed = try publicTable()
  #expect(listed.count >= 10, "the table lists the package's own modules (\(listed.keys.sorted()))")
  for (module, names) in listed.sorted(by: { $0.key < $1.key }) {
    let found = try publicNames(in: repository.appendingPathComponent("Sources/\(module)"))
    #expect(found == names, "\(module): public in Sources \(found.sorted()), listed \(names.sorted())")
  }
}

/// The scan sees a public member inside an extension of another module's type as well as a
/// public type, so the check above cannot pass by missing one.
@Test func thePublicScanFindsTypesAndMembersOfExtensions() {
  let source = """
    package struct Hidden { public var x = 1 }
    public enum Shown { case a }
    extension Array { public func leaked() {} }
    extension String { package func kept() {} }
    // public struct InAComment {}
    let text = "public struct InAString"
    let table = \"""
      globe	material	public
      \"""
    """
  #expect(publicNames(inSource: source) == ["Hidden", "Shown", "Array"])
}

/// The table between the public-api markers: module → the names it may declare public.
private func publicTable() throws -> [String: Set<String>] {
  let doc = try String(contentsOf: repository.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
  guard let start = doc.range(of: "<!-- public-api: checked by PublicAPITests -->"),
    let end = doc.range(of: "<!-- end of public-api -->", range: start.upperBound..<doc.endIndex)
  else { return [:] }
  var table: [String: Set<String>] = [:]
  for line in doc[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
    let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard cells.count >= 2 else { continue }
    let module = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    let names = cells[1].split(separator: ":").first.map(String.init) ?? ""
    table[module] = Set(names.matches(of: /`(\w+)`/).map { String($0.output.1) })
  }
  return table
}

private func publicNames(in folder: URL) throws -> Set<String> {
  let walk = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
  var names: Set<String> = []
  for case let file as URL in walk where file.pathExtension == "swift" {
    names.formUnion(publicNames(inSource: try String(contentsOf: file, encoding: .utf8)))
  }
  return names
}

/// The top-level declarations (types, extensions, functions) that are public or hold a public
/// member. Comments and string literals (on a line, and multi-line ones) are ignored; a member of
/// a nested type counts for its top-level one.
private func publicNames(inSource source: String) -> Set<String> {
  var names: Set<String> = []
  var current: String?
  var inMultilineString = false
  for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
    // A multi-line string's lines are text (a glyph named "public" in the symbol table).
    if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
      inMultilineString.toggle()
      continue
    }
    if inMultilineString { continue }
    let code = line.prefix { $0 != "\"" }.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    // A top-level declaration starts its line.
    if let first = code.first, !first.isWhitespace,
      let top = code.firstMatch(
        of:
          /^(?:@\w+\s+)*(?:public\s+|package\s+)?(?:final\s+)?(?:struct|enum|class|protocol|actor|extension|func|typealias|let|var)\s+(\w+)/
      )
    {
      current = String(top.output.1)
    }
    if code.contains("public"), code.contains(/(^|\s)public(\s|\()/), let current { names.insert(current) }
  }
  return names
}
