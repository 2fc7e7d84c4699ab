import Foundation

/// The colours of a project's asset catalogues (`*.xcassets/<Name>.colorset/Contents.json`), for
/// `Color("Name")`: the catalogues in the folders `TABFRAMES_ASSETS` names (separated by `:`),
/// then those under the current folder (a package's root when `swift test` or `swift run`
/// runs), `.build` and hidden folders left out. Read once a process. Each colour keeps its
/// appearances: any (light), dark and their high-contrast forms; sRGB, extended sRGB, Display P3
/// and grey components, in every format Xcode writes (floating point "0.500", 8-bit "128", hex
/// "0x80"), and references to UIKit's system colours.
package enum AssetCatalog {
  /// A colour by name, or nil when no catalogue has it.
  package static func color(named name: String) -> Color? {
    guard let file = index[name] else { return nil }
    return parse(file)
  }

  /// Says once a process that a colour is in no catalogue found.
  package static func warnMissing(_ name: String) {
    warnOnce("colour " + name) {
      let searched =
        index.isEmpty ? "no asset catalogue was found" : "the asset catalogues found have \(index.count) colours, none of that name"
      return "no colour named \"\(name)\" in an asset catalogue (\(searched); TABFRAMES_ASSETS names more folders): drawn clear"
    }
  }

  /// Writes a warning to standard error the first time `key` is met in the process.
  static func warnOnce(_ key: String, _ message: () -> String) {
    lock.lock()
    let first = warned.insert(key).inserted
    lock.unlock()
    guard first else { return }
    FileHandle.standardError.write(Data("tabframes: warning: \(message())\n".utf8))
  }
  // Unsafe only to the compiler: read and written under `lock`.
  nonisolated(unsafe) private static var warned: Set<String> = []
  private static let lock = NSLock()

  /// Every colour set's file, by name (the first catalogue that has a name wins).
  private static let index: [String: URL] = {
    var found: [String: URL] = [:]
    for root in ProjectFiles.roots {
      for catalog in ProjectFiles.find(under: root, { $0.pathExtension == "xcassets" }) {
        for (name, file) in colorSets(in: catalog) where found[name] == nil { found[name] = file }
      }
    }
    return found
  }()

  /// The colour sets of a catalogue, folders of groups included (a group's name is not part of
  /// the colour's unless it "provides namespace", which is rare and not read here).
  private static func colorSets(in catalog: URL) -> [(String, URL)] {
    guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
    var sets: [(String, URL)] = []
    for case let url as URL in walker where url.pathExtension == "colorset" {
      sets.append((url.deletingPathExtension().lastPathComponent, url.appendingPathComponent("Contents.json")))
    }
    return sets.sorted { $0.1.path < $1.1.path }
  }

  /// A colour set's colour: its any-appearance colour, with its dark one when it has one.
  static func parse(_ file: URL) -> Color? {
    guard let data = try? Data(contentsOf: file),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return nil }
    var light: Color?
    var dark: Color?
    for entry in entries {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone", let body = entry["color"] as? [String: Any], let color = color(body) else {
        continue
      }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
      // High contrast is an accessibility setting a stage does not have: those forms are skipped.
      if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
      switch luminosity {
      case "dark": dark = dark ?? color
      default: light = light ?? color
      }
    }
    guard let base = light ?? dark else { return nil }
    return dark.map { Color(light: base, dark: $0) } ?? base
  }

  private static func color(_ body: [String: Any]) -> Color? {
    if let reference = body["reference"] as? String { return systemColor(reference) }
    guard let parts = body["components"] as? [String: Any] else { return nil }
    func component(_ key: String) -> Double? {
      if let n = parts[key] as? Double { return n }
      guard let text = (parts[key] as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
      if text.contains(".") { return Double(text) }
      return Int(text).map { Double($0) / 255 }
    }
    let alpha = component("alpha") ?? 1
    let space = (body["color-space"] as? String ?? "srgb").lowercased()
    if let white = component("white") {
      return Color(.sRGB, white: white, opacity: alpha)
    }
    guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
    switch space {
    case "display-p3": return Color(.displayP3, red: r, green: g, blue: b, opacity: alpha)
    case "extended-linear-srgb": return Color(.sRGBLinear, red: r, green: g, blue: b, opacity: alpha)
    default: return Color(.sRGB, red: r, green: g, blue: b, opacity: alpha)
    }
  }

  /// A reference to a UIKit colour (`systemBlueColor`, `labelColor`): the colour of that name.
  private static func systemColor(_ reference: String) -> Color? {
    var name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
    if name.hasPrefix("system"), let first = name.dropFirst(6).first, first.isUppercase,
      !["Background", "GroupedBackground", "Fill", "Gray"].contains(where: { name.dropFirst(6).hasPrefix($0) })
    {
      // systemBlue → blue, as SwiftUI names the system colours.
      name = String(name.dropFirst(6)).prefix(1).lowercased() + String(name.dropFirst(7))
    }
    return Color(.named(name))
  }
}
