import TabFramesSceneFormat

/// An icon font Debian packages, which mapped SF Symbol names are drawn from (docs/SYMBOLS.md, docs/research/icon-sets.md).
/// The engine reads the installed files at run time; it ships no font. docs/SYMBOLS.md compares
/// the sets and says why each is used.
package enum IconSet: String, Sendable, CaseIterable, Hashable {
  /// Google's Material Icons (Apache-2.0).
  case material
  /// Material Design Icons by Austin Andrews (icons CC BY 4.0, font OFL-1.1).
  case mdi
  /// Phosphor (MIT): outline and filled forms of one drawing, and thin, light and bold weights
  /// beside regular, as SF Symbols have; the first choice for the common names.
  case phosphor
  /// Remix Icon (Apache-2.0): line and fill pairs, for common names Phosphor lacks.
  case remix

  /// The family the installed TrueType font names itself.
  package var family: String {
    switch self {
    case .material: return "Material Icons"
    case .mdi: return "Material Design Icons"
    case .phosphor: return "Phosphor"
    case .remix: return "remixicon"
    }
  }

  /// The Debian package that installs the font and its name list.
  package var package: String {
    switch self {
    case .material: return "fonts-material-design-icons-iconfont"
    case .mdi: return "fonts-materialdesignicons-webfont"
    case .phosphor, .remix: return "python-qtawesome-common"
    }
  }

  /// The installed map of glyph name → codepoint: an SCSS map (lines `"name": hex,`) or a JSON
  /// object (lines `"name": "0xhex",`), Data/README.md.
  package var nameList: String {
    switch self {
    case .material: return "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
    case .mdi: return "/usr/share/fonts-materialdesignicons-webfont/scss/_variables.scss"
    case .phosphor: return "/usr/share/python-qtawesome/fonts/phosphor-charmap.json"
    case .remix: return "/usr/share/python-qtawesome/fonts/remixicon-charmap.json"
    }
  }

  /// The font's file when it lies outside fontconfig's folders (qtawesome's fonts are installed
  /// for that library alone): read from there by a font map of its own. Nil: fontconfig finds it.
  package var fontFile: String? {
    switch self {
    case .material, .mdi: return nil
    case .phosphor: return "/usr/share/python-qtawesome/fonts/phosphor.ttf"
    case .remix: return "/usr/share/python-qtawesome/fonts/remixicon.ttf"
    }
  }

  /// Design units of the outliner's em (`SymbolLibrary.iconEm`) per unit of a hand drawing's
  /// grid: the sets draw their icons at different sizes within the em. Material's and Phosphor's
  /// are calibrated against the hand drawings of the names that have both
  /// (`SymbolMapTests.mappedGlyphsAreSizedLikeTheBuiltIns`); Remix draws on Material's 24-unit
  /// grid with its padding, and is taken at Material's.
  package var scale: Double {
    switch self {
    case .material, .mdi, .remix: return SymbolLibrary.iconScale
    case .phosphor: return 1.095
    }
  }
}

/// One glyph of an icon set, by the name its makers keep stable across versions.
package struct IconGlyph: Sendable, Hashable, CustomStringConvertible {
  package var set: IconSet
  package var name: String
  package init(set: IconSet, name: String) {
    self.set = set
    self.name = name
  }
  package var description: String { "\(set.rawValue) \(name)" }
}

/// A shape drawn around a glyph for SF names whose enclosure neither icon set has.
package enum Enclosure: String, Sendable, CaseIterable, Hashable {
  case circle
  case circleFill = "circle.fill"
  case square
  case squareFill = "square.fill"
}

/// What an SF Symbol name is drawn with: a glyph, maybe inside an enclosure.
package struct MappedSymbol: Sendable, Hashable {
  package var glyph: IconGlyph
  package var enclosure: Enclosure?
  /// Where the glyph differs from the SF Symbol (Data/README.md); empty for most rows.
  package var note: String
  /// The glyph faces the other way from the SF Symbol (its note says to mirror it): drawn
  /// reflected left to right.
  package var mirrored: Bool {
    // "mirror of refresh" describes the glyph; only an instruction to mirror counts.
    ["(mirror it)", "mirror horizontally", "mirror for "].contains { note.lowercased().contains($0) }
  }
  /// The glyph drawn at a font weight (CSS numbers: 400 regular, 700 bold) and the weight its
  /// strokes have. Phosphor's outline glyphs come thin, light, regular and bold, as SF Symbols
  /// come in nine weights: ultra-light and thin draw thin, light light, regular to semibold
  /// regular, bold and heavier bold (heavier ones are grown from there, as other glyphs are from
  /// regular). Filled glyphs and the other sets have one weight, regular.
  package func glyph(weight: Int) -> (glyph: IconGlyph, drawnWeight: Int) {
    guard glyph.set == .phosphor, !glyph.name.hasSuffix("-fill") else { return (glyph, 400) }
    func variant(_ suffix: String) -> IconGlyph { IconGlyph(set: .phosphor, name: glyph.name + suffix) }
    switch weight {
    case ..<300: return (variant("-thin"), 200)
    case ..<400: return (variant("-light"), 300)
    case ..<700: return (glyph, 400)
    default: return (variant("-bold"), 700)
    }
  }

  /// The glyph stands where the SF Symbol lies (its note says to rotate it 90°, the batteries):
  /// drawn turned a quarter clockwise.
  package var turnedQuarter: Bool { note.contains("rotate 90°") }
}

/// SF Symbol names → icon glyphs: `Data/sf-symbols-map.tsv`, embedded in the engine by
/// `scripts/generate-symbol-map` (`SymbolMap+Table.swift`).
package enum SymbolMap {
  /// Every mapped name and what it draws.
  package static let entries: [String: MappedSymbol] = parse(table)

  /// Every mapped name in Finder's order.
  package static let names: [String] = entries.keys.sorted(by: SymbolLibrary.naturalOrder)

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
