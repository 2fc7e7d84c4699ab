import Foundation

/// Xcode's generated asset symbols, for a package built on Linux: from a target's asset
/// catalogues, the Swift file Xcode 15 writes for an app (`GeneratedAssetSymbols.swift`), so that
/// `Color(.brand)`, `Color.brand`, `.foregroundStyle(.brand)`, `Image(.logo)` and
/// `UIImage.logo` compile unchanged. The names follow Xcode's rules (docs/PREVIEWS.md, "Asset
/// symbols"): a colour's "Color" suffix and an image's "Image" suffix dropped, the words of the
/// name joined in lower camel case; a colour whose name is one SwiftUI or UIKit already has
/// (`blue`) gets no `Color`/`UIColor` member, with a warning, as Xcode does.
package enum AssetSymbols {
  /// An asset a catalogue holds: its name as `Color("…")` and `Image("…")` take it.
  package struct Asset: Equatable, Sendable {
    package enum Kind: Sendable { case color, image }
    package var kind: Kind
    package var name: String
    package init(kind: Kind, name: String) {
      self.kind = kind
      self.name = name
    }
  }

  /// The colour and image sets of the catalogues, in name order; app icons are not images a view
  /// names, and a name met twice is kept once.
  package static func assets(inCatalogues catalogues: [URL]) -> [Asset] {
    var found: [String: Asset] = [:]
    for catalogue in catalogues {
      guard let walker = FileManager.default.enumerator(at: catalogue, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker {
        let name = url.deletingPathExtension().lastPathComponent
        switch url.pathExtension {
        case "colorset": found["c" + name] = found["c" + name] ?? Asset(kind: .color, name: name)
        case "imageset", "symbolset": found["i" + name] = found["i" + name] ?? Asset(kind: .image, name: name)
        default: continue
        }
      }
    }
    return found.values.sorted { ($0.kind == .color ? 0 : 1, $0.name) < ($1.kind == .color ? 0 : 1, $1.name) }
  }

  /// The Swift identifier Xcode gives an asset's name: "AccentColor" → `accent`, "Auto &
  /// Transport" → `autoTransport`, "DSSurfaceInset" → `dsSurfaceInset`, "map_b" → `mapB`,
  /// "BMR" → `BMR`, "1x" → `_1x`.
  package static func identifier(for asset: Asset) -> String {
    var name = asset.name
    let suffix = asset.kind == .color ? "Color" : "Image"
    if name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
    let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    guard let first = words.first else { return "_" }
    var result = lowered(first)
    for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
    if result.first?.isNumber == true { result = "_" + result }
    return keywords.contains(result) ? "`\(result)`" : result
  }

  /// A first word in lower camel case: its leading capitals lowered, but for the last of several
  /// when a small letter follows ("DSSurface" → "dsSurface", "URL" kept whole as Xcode keeps an
  /// all-capital name).
  private static func lowered(_ word: String) -> String {
    let characters = Array(word)
    guard characters.contains(where: \.isLowercase) else { return word }
    let capitals = characters.prefix { $0.isUppercase }.count
    let lowering = capitals > 1 ? capitals - 1 : capitals
    return String(characters[..<lowering]).lowercased() + String(characters[lowering...])
  }

  /// Names that are not identifiers without backquotes.
  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
    "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
    "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "throw", "throws",
    "true", "try",
  ]

  /// `Color`'s own static members, which an asset's `Color` member would clash with.
  static let colorMembers: Set<String> = [
    "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "primary",
    "purple", "red", "secondary", "teal", "white", "yellow",
  ]
  /// `UIColor`'s own class members that an asset's `UIColor` member would clash with.
  static let uiColorMembers: Set<String> = colorMembers.union([
    "darkGray", "lightGray", "magenta", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "separator",
    "opaqueSeparator", "tint", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
    "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
    "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "placeholderText", "systemBlue", "systemBrown",
    "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemGreen",
    "systemIndigo", "systemMint", "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal", "systemYellow",
    "darkText", "lightText",
  ])

  /// The static members the target's own code declares in extensions of `Color`, `ShapeStyle`,
  /// `UIColor` and `UIImage`, by type: a project that declares `Color.fill1` itself
  /// (`static let fill1 = Color("Fill 1")`) builds with Xcode's extension members turned off, and
  /// the generated file leaves those names to it rather than declare them twice.
  package static func declaredMembers(inSources sources: [String]) -> [String: Set<String>] {
    var declared: [String: Set<String>] = [:]
    for source in sources {
      let text = Array(source.utf8)
      var index = 0
      while let range = nextExtension(in: text, from: index) {
        let (type, bodyStart) = range
        // The extension's body, to its matching brace.
        var depth = 1
        var end = bodyStart
        while end < text.count, depth > 0 {
          if text[end] == UInt8(ascii: "{") { depth += 1 } else if text[end] == UInt8(ascii: "}") { depth -= 1 }
          end += 1
        }
        let body = String(decoding: text[bodyStart..<end], as: UTF8.self)
        declared[type, default: []].formUnion(staticNames(in: body))
        index = end
      }
    }
    return declared
  }

  /// The next `extension Color`/`SwiftUI.Color`/`ShapeStyle`/`UIColor`/`UIImage` (with any
  /// `where` clause) from `start`: the type and where its body begins.
  private static func nextExtension(in text: [UInt8], from start: Int) -> (String, Int)? {
    let keyword = Array("extension".utf8)
    var i = start
    while i + keyword.count < text.count {
      defer { i += 1 }
      guard text[i..<(i + keyword.count)].elementsEqual(keyword), i == 0 || !isIdentifier(text[i - 1]) else { continue }
      var j = i + keyword.count
      guard j < text.count, text[j] == UInt8(ascii: " ") || text[j] == UInt8(ascii: "\t") else { continue }
      while j < text.count, text[j] == UInt8(ascii: " ") || text[j] == UInt8(ascii: "\t") { j += 1 }
      var nameEnd = j
      while nameEnd < text.count, isIdentifier(text[nameEnd]) || text[nameEnd] == UInt8(ascii: ".") { nameEnd += 1 }
      let name = String(decoding: text[j..<nameEnd], as: UTF8.self)
      let type = name.split(separator: ".").last.map(String.init) ?? name
      guard ["Color", "ShapeStyle", "UIColor", "UIImage"].contains(type) else { continue }
      guard let brace = text[nameEnd...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
      return (type, brace + 1)
    }
    return nil
  }

  private static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  /// The names after `static let` and `static var` in a body.
  private static func staticNames(in body: String) -> Set<String> {
    var names: Set<String> = []
    let words = body.split { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == ":" || $0 == "=" || $0 == "(" || $0 == "{" }
    for (i, word) in words.enumerated() where word == "static" && i + 2 < words.count {
      guard words[i + 1] == "let" || words[i + 1] == "var" else { continue }
      names.insert(String(words[i + 2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
    return names
  }

  /// The Swift file: `ColorResource` and `ImageResource` members for every asset, then `Color`,
  /// `ShapeStyle` and `UIColor` members for colours and `UIImage` members for images (but for
  /// names the target's code already declares there: `declared`), all inside `#if os(Linux)` (on
  /// Apple's platforms Xcode writes its own).
  package static func source(for assets: [Asset], declared: [String: Set<String>] = [:]) -> String {
    func quoted(_ name: String) -> String {
      "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    // Two assets whose names give one identifier ("Brand" and "BrandColor"): the first in name
    // order keeps it, the other gets a warning, not a second declaration that would not compile.
    var clashes: [String] = []
    func named(_ kind: Asset.Kind) -> [(Asset, String)] {
      var seen: Set<String> = []
      return assets.filter { $0.kind == kind }.compactMap { asset in
        let name = identifier(for: asset)
        guard seen.insert(name).inserted else {
          clashes.append(
            "The \(quoted(asset.name)) asset name resolves to the symbol \(quoted(name)), which another asset has. Try renaming the asset.")
          return nil
        }
        return (asset, name)
      }
    }
    let colors = named(.color)
    let images = named(.image)
    var lines = [
      "// Generated by TabFrames' AssetSymbols plugin from the target's asset catalogues, as Xcode",
      "// generates GeneratedAssetSymbols.swift for an app. Do not edit.",
      "#if os(Linux)",
      "import Foundation",
      "import SwiftUI",
      "#if canImport(UIKit)",
      "  import UIKit",
      "#endif",
      "",
      "private let resourceBundle = Foundation.Bundle.main",
      "",
      "// The module's own names for the resource types, so that a file importing Foundation alone",
      "// names them, as it does on iOS.",
      "typealias ColorResource = TabFramesUI.ColorResource",
      "typealias ImageResource = TabFramesUI.ImageResource",
      "",
    ]
    for clash in clashes { lines.append("#warning(\(quoted(clash)))") }
    lines += ["extension ColorResource {"]
    for (asset, name) in colors {
      lines.append("  /// The \(quoted(asset.name)) asset catalog color resource.")
      lines.append("  static let \(name) = ColorResource(name: \(quoted(asset.name)), bundle: resourceBundle)")
    }
    lines += ["}", "", "extension ImageResource {"]
    for (asset, name) in images {
      lines.append("  /// The \(quoted(asset.name)) asset catalog image resource.")
      lines.append("  static let \(name) = ImageResource(name: \(quoted(asset.name)), bundle: resourceBundle)")
    }
    lines += ["}", "", "extension Color {"]
    // A name the code declares on `Color` or `ShapeStyle` is left to it on both.
    let ownColors = declared["Color", default: []].union(declared["ShapeStyle", default: []])
    for (asset, name) in colors where !ownColors.contains(name) {
      if colorMembers.contains(name) {
        lines.append(
          "  #warning(\"The \\\"\(asset.name)\\\" color asset name resolves to a conflicting Color symbol \\\"\(name)\\\". Try renaming the asset.\")"
        )
      } else {
        lines.append("  /// The \(quoted(asset.name)) asset catalog color.")
        lines.append("  static var \(name): Color { .init(.\(name)) }")
      }
    }
    lines += ["}", "", "extension ShapeStyle where Self == Color {"]
    for (asset, name) in colors where !colorMembers.contains(name) && !ownColors.contains(name) {
      lines.append("  /// The \(quoted(asset.name)) asset catalog color.")
      lines.append("  static var \(name): Color { .init(.\(name)) }")
    }
    lines += ["}", "", "#if canImport(UIKit)", "extension UIColor {"]
    for (asset, name) in colors where !uiColorMembers.contains(name) && !declared["UIColor", default: []].contains(name) {
      lines.append("  /// The \(quoted(asset.name)) asset catalog color.")
      lines.append("  static var \(name): UIColor { .init(resource: .\(name)) }")
    }
    lines += ["}", "", "extension UIImage {"]
    for (asset, name) in images where !declared["UIImage", default: []].contains(name) {
      lines.append("  /// The \(quoted(asset.name)) asset catalog image.")
      lines.append("  static var \(name): UIImage { .init(resource: .\(name)) }")
    }
    lines += ["}", "#endif", "#endif", ""]
    return lines.joined(separator: "\n")
  }
}
