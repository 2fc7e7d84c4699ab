import TabFramesDisplayList
import TabFramesRender

/// What `tabframes symbols` says about names: where each one's drawing comes from, and the
/// nearest known names for one that is not known.
package enum SymbolNames {
  /// `name<TAB>source` for every name that draws something: the hand drawings first (as before
  /// the map), then the mapped names, each with its icon set, glyph, codepoint and enclosure.
  package static func listing(outliner: IconFontOutliner = .shared) -> [String] {
    SymbolLibrary.allNames.map { "\($0)\t\(source(of: $0, outliner: outliner))" }
  }

  static func source(of name: String, outliner: IconFontOutliner = .shared) -> String {
    switch SymbolLibrary.source(of: name) {
    case .custom: return "scene"
    case .builtIn: return "built-in drawing"
    case .unknown: return "placeholder"
    case .mapped(let m):
      let codepoint = outliner.codepoint(of: m.glyph).map { "U+" + String($0, radix: 16, uppercase: true) } ?? "not installed"
      let enclosure = m.enclosure.map { " in a drawn \($0.rawValue)" } ?? ""
      return "\(m.glyph.set.family) \"\(m.glyph.name)\" (\(codepoint))\(enclosure)"
    }
  }

  /// Up to `limit` known names closest to `name` in edits (a third of its length, at least 2),
  /// closest first, ties in Finder's order.
  package static func nearest(to name: String, limit: Int = 3) -> [String] {
    let word = name.lowercased()
    let bound = max(2, word.count / 3)
    let scored = SymbolLibrary.allNames.map { ($0, editDistance(word, $0.lowercased())) }.filter { $0.1 <= bound }
    return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : SymbolLibrary.naturalOrder($0.0, $1.0) }.prefix(limit).map(\.0)
  }

  /// The warning for a name that draws the placeholder.
  static func warning(_ problem: SymbolProblem, scene: String) -> String {
    switch problem {
    case .unknown(let name):
      let near = nearest(to: name)
      let hint = near.isEmpty ? "" : "; nearest known names: " + near.joined(separator: ", ")
      return "\(scene): unknown symbol \"\(name)\" is drawn as a placeholder\(hint) (see `tabframes symbols`)"
    case .unavailable(let name, let glyph, let why):
      return "\(scene): symbol \"\(name)\" (\(glyph)) is drawn as a placeholder: \(why)"
    }
  }
}
