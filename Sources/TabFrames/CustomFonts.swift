import Foundation
import Synchronization
import TabFramesSceneFormat

/// `Font.custom(name, size:)` as fontconfig can draw it. An app names its fonts by their
/// PostScript names (`"Avenir-Heavy"`); a device finds them, and falls back to the system font
/// for a name it does not have. Here a family fontconfig knows is drawn as named; one it does not
/// know is drawn in the system font at the weight (and slant) the name's style says — so a bar
/// written in `Avenir-Heavy` draws heavy text, not fontconfig's first substitute at regular
/// weight — and the stage warns naming the font.
enum CustomFonts {
  /// How a named font is drawn.
  struct Resolution: Sendable, Equatable {
    /// The installed family to draw in; nil: the system font.
    var family: String?
    /// The weight and slant the name's style gives (`-Heavy`, `-BoldItalic`), when the family
    /// is not installed.
    var weight: FontWeight?
    var italic = false
  }

  private static let known = Mutex<[String: Resolution]>([:])

  static func resolve(_ name: String) -> Resolution {
    if let found = known.withLock({ $0[name] }) { return found }
    let resolution = resolveUncached(name)
    known.withLock { $0[name] = resolution }
    return resolution
  }

  private static func resolveUncached(_ name: String) -> Resolution {
    if installed(name) { return Resolution(family: name) }
    // "Family-Style" (PostScript) or "Family Style": the style, if it is one, says the weight.
    let separators: Set<Character> = ["-", " "]
    if let cut = name.lastIndex(where: { separators.contains($0) }) {
      let family = String(name[..<cut])
      let style = String(name[name.index(after: cut)...]).lowercased()
      if let (weight, italic) = styles[style] {
        return Resolution(family: installed(family) ? family : nil, weight: weight, italic: italic)
      }
    }
    return Resolution(family: nil)
  }

  private static func installed(_ family: String) -> Bool {
    Stage.measurer.resolvedFamily(FontSpec(family: family, size: 17, weight: .regular))?.lowercased() == family.lowercased()
  }

  /// PostScript style names and the weight and slant each means.
  private static let styles: [String: (FontWeight, Bool)] = {
    let weights: [(String, FontWeight)] = [
      ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
      ("roman", .regular), ("book", .regular), ("medium", .medium), ("semibold", .semibold), ("demibold", .semibold),
      ("bold", .bold), ("heavy", .heavy), ("extrabold", .heavy), ("black", .black),
    ]
    var table: [String: (FontWeight, Bool)] = ["italic": (.regular, true), "oblique": (.regular, true)]
    for (name, weight) in weights {
      table[name] = (weight, false)
      table[name + "italic"] = (weight, true)
      table[name + "oblique"] = (weight, true)
    }
    return table
  }()
}
