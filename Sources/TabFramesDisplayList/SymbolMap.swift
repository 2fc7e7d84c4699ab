import TabFramesSceneFormat

/// An icon font Debian packages, which mapped SF Symbol names are drawn from (issue 17). The
/// engine reads the installed files at run time; it ships neither font.
public enum IconSet: String, Sendable, CaseIterable, Hashable {
  /// Google's Material Icons (Apache-2.0).
  case material
  /// Material Design Icons by Austin Andrews (icons CC BY 4.0, font OFL-1.1).
  case mdi

  /// The family fontconfig knows the installed TrueType font by (`fc-list`).
  public var family: String {
    switch self {
    case .material: return "Material Icons"
    case .mdi: return "Material Design Icons"
    }
  }

  /// The Debian package that installs the font and its name list.
  public var package: String {
    switch self {
    case .material: return "fonts-material-design-icons-iconfont"
    case .mdi: return "fonts-materialdesignicons-webfont"
    }
  }

  /// The installed SCSS map of glyph name → codepoint (lines `"name": hex,`), Data/README.md.
  public var nameList: String {
    switch self {
    case .material: return "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
    case .mdi: return "/usr/share/fonts-materialdesignicons-webfont/scss/_variables.scss"
    }
  }
}

/// One glyph of an icon set, by the name its makers keep stable across versions.
public struct IconGlyph: Sendable, Hashable, CustomStringConvertible {
  public var set: IconSet
  public var name: String
  public init(set: IconSet, name: String) {
    self.set = set
    self.name = name
  }
  public var description: String { "\(set.rawValue) \(name)" }
}

/// A shape drawn around a glyph for SF names whose enclosure neither icon set has.
public enum Enclosure: String, Sendable, CaseIterable, Hashable {
  case circle
  case circleFill = "circle.fill"
  case square
  case squareFill = "square.fill"
}

/// What an SF Symbol name is drawn with: a glyph, maybe inside an enclosure.
public struct MappedSymbol: Sendable, Hashable {
  public var glyph: IconGlyph
  public var enclosure: Enclosure?
  /// Where the glyph differs from the SF Symbol (Data/README.md); empty for most rows.
  public var note: String
  /// The glyph faces the other way from the SF Symbol (its note says to mirror it): drawn
  /// reflected left to right.
  public var mirrored: Bool {
    // "mirror of refresh" describes the glyph; only an instruction to mirror counts.
    ["(mirror it)", "mirror horizontally", "mirror for "].contains { note.lowercased().contains($0) }
  }
  /// The glyph stands where the SF Symbol lies (its note says to rotate it 90°, the batteries):
  /// drawn turned a quarter clockwise.
  public var turnedQuarter: Bool { note.contains("rotate 90°") }
}

/// SF Symbol names → icon glyphs: `Data/sf-symbols-map.tsv`, embedded in the engine by
/// `scripts/generate-symbol-map` (`SymbolMap+Table.swift`).
public enum SymbolMap {
  /// Every mapped name and what it draws.
  public static let entries: [String: MappedSymbol] = parse(table)

  /// Every mapped name in Finder's order.
  public static let names: [String] = entries.keys.sorted(by: SymbolLibrary.naturalOrder)

  /// Parses the TSV (a header, then `sf_name set glyph enclosure note`); a malformed row is a
  /// programmer error in the generated table, caught by the tests.
  static func parse(_ text: String) -> [String: MappedSymbol] {
    var result: [String: MappedSymbol] = [:]
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 3, let set = IconSet(rawValue: fields[1]) else {
        preconditionFailure("SymbolMap: malformed row \"\(line)\"")
      }
      let enclosureField = fields.count > 3 ? fields[3] : ""
      let enclosure = enclosureField.isEmpty ? nil : Enclosure(rawValue: enclosureField)
      precondition(enclosureField.isEmpty || enclosure != nil, "SymbolMap: unknown enclosure in \"\(line)\"")
      result[fields[0]] = MappedSymbol(
        glyph: IconGlyph(set: set, name: fields[2]), enclosure: enclosure, note: fields.count > 4 ? fields[4] : "")
    }
    return result
  }
}
