import CTabFrames
import FoundationEssentials
import Glibc
import Synchronization
import TabFramesDisplayList
import TabFramesSceneFormat

/// Icon glyph outlines for symbol drawings, from the icon fonts Debian installs (docs/SYMBOLS.md): the glyph's
/// codepoint from the set's installed name list, shaped with Pango in the set's family (fontconfig
/// finds the TrueType file by family name) and its Cairo path copied. Each glyph is outlined once
/// a process, in design units, so one outline serves every size, frame and thread.
/// `@unchecked Sendable`: its fonts and outlines are used under its lock only.
package final class IconFontOutliner: SymbolOutlining, @unchecked Sendable {
  /// The process's outliner: glyph outlines are the same for every scene.
  package static let shared = IconFontOutliner()

  private let lock = Mutex(())
  /// Made at the first glyph: a render with no mapped symbol never loads the icon fonts. One for
  /// the fonts fontconfig knows (key nil), one for each font file read by itself.
  private var engines: [String?: TextEngine] = [:]
  /// How often each set's font or name list could not be read.
  private var setupFailures: [IconSet: Int] = [:]
  /// Each set's name list, once read.
  private var codepoints: [IconSet: [String: UInt32]] = [:]
  private var outlines: [IconGlyph: Result<PathData, IconGlyphUnavailable>] = [:]

  package init() {}

  package func outline(of glyph: IconGlyph) -> Result<PathData, IconGlyphUnavailable> {
    lock.withLock { _ in
      if let cached = outlines[glyph] { return cached }
      let (result, lasting) = load(glyph)
      // A font that could not be loaded or a name list that could not be read is asked again at
      // the next few glyphs: kept at once, one passing failure drew every icon of the process as
      // the placeholder (seen once in a full parallel test run); a font that is not installed is
      // given up on after three tries, so that each frame does not try again.
      // Counted from the last success: passing failures far apart never add up to giving up.
      setupFailures[glyph.set] = lasting ? 0 : setupFailures[glyph.set, default: 0] + 1
      if lasting || setupFailures[glyph.set, default: 0] >= 3 { outlines[glyph] = result }
      return result
    }
  }

  /// The glyph's codepoint in its font, from the installed name list; nil when the list or the
  /// name is missing.
  package func codepoint(of glyph: IconGlyph) -> UInt32? {
    lock.withLock { _ in try? names(glyph.set).get()[glyph.name] }
  }

  /// The glyph's outline, and whether the answer lasts (a failure to read the set's files is
  /// worth asking again; a glyph the font lacks is not).
  private func load(_ glyph: IconGlyph) -> (Result<PathData, IconGlyphUnavailable>, lasting: Bool) {
    let list: [String: UInt32]
    switch names(glyph.set) {
    case .success(let l): list = l
    case .failure(let e): return (.failure(e), false)
    }
    guard let codepoint = list[glyph.name], let scalar = Unicode.Scalar(codepoint) else {
      return (.failure(IconGlyphUnavailable("\(glyph.set.family) has no glyph \"\(glyph.name)\" in \(glyph.set.nameList)")), true)
    }
    let engine = engines[glyph.set.fontFile] ?? TextEngine(fontFile: glyph.set.fontFile)
    let font = FontSpec(family: glyph.set.family, size: SymbolLibrary.iconEm)
    // Fontconfig answers every request with some font; a glyph from another one would be wrong.
    // An engine whose font did not load is not kept: the next glyph makes a new one.
    guard engine.resolvedFamily(font)?.lowercased() == glyph.set.family.lowercased() else {
      return (
        .failure(IconGlyphUnavailable("the font \"\(glyph.set.family)\" is not installed (scripts/setup installs \(glyph.set.package))")),
        false
      )
    }
    engines[glyph.set.fontFile] = engine
    return outline(glyph, scalar, codepoint, engine, font)
  }

  /// The glyph's outline, and whether the answer lasts. An error from FreeType while outlining
  /// is tried again at once, and not kept (seen once in a full parallel test run: kept, it drew
  /// the symbol as the placeholder for the rest of the process).
  private func outline(_ glyph: IconGlyph, _ scalar: Unicode.Scalar, _ codepoint: UInt32, _ engine: TextEngine, _ font: FontSpec)
    -> (Result<PathData, IconGlyphUnavailable>, lasting: Bool)
  {
    let run = TextRun(string: String(Character(scalar)), font: font)
    guard engine.unknownGlyphCount(run) == 0 else {
      return (
        .failure(
          IconGlyphUnavailable(
            "\(glyph.set.family) has no glyph at U+\(String(codepoint, radix: 16, uppercase: true)) for \"\(glyph.name)\"")), true
      )
    }
    var failure: RenderError?
    for _ in 0..<3 {
      do {
        let path = try engine.outline(run)
        guard !path.elements.isEmpty else { return (.failure(IconGlyphUnavailable("\(glyph) has an empty outline")), true) }
        return (.success(path), true)
      } catch {
        failure = error
      }
    }
    return (.failure(IconGlyphUnavailable("outlining \(glyph): \(failure.map { "\($0)" } ?? "")")), false)
  }

  /// A set's name → codepoint list, read once (the SCSS map the packages install, Data/README.md).
  private func names(_ set: IconSet) -> Result<[String: UInt32], IconGlyphUnavailable> {
    if let cached = codepoints[set] { return .success(cached) }
    guard let data = FileManager.default.contents(atPath: set.nameList) else {
      return .failure(
        IconGlyphUnavailable("cannot read \(set.family)' name list \(set.nameList) (scripts/setup installs \(set.package))"))
    }
    let list = Self.parseNameList(String(decoding: data, as: UTF8.self))
    codepoints[set] = list
    return .success(list)
  }

  /// Lines `"name": hex,` of an SCSS map, or `"name": "0xhex",` of a JSON object:
  /// `^\s*"([^"]+)"\s*:\s*"?(0x)?([0-9A-Fa-f]+)`.
  static func parseNameList(_ text: String) -> [String: UInt32] {
    var result: [String: UInt32] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.first == "\"", let close = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
      let name = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
      var rest = trimmed[trimmed.index(after: close)...].drop { $0 == " " || $0 == "\t" }
      guard rest.first == ":" else { continue }
      rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
      if rest.first == "\"" { rest = rest.dropFirst() }
      if rest.hasPrefix("0x") { rest = rest.dropFirst(2) }
      let hex = rest.prefix { $0.isHexDigit }
      guard !hex.isEmpty, let value = UInt32(hex, radix: 16) else { continue }
      result[String(name)] = value
    }
    return result
  }
}
