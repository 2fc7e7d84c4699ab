import Foundation

/// The custom symbols of a project's asset catalogues (`*.xcassets/<name>.symbolset`, holding an
/// SVG that the SF Symbols app exported), for `Image("name")`, found where the images are. This
/// module only knows their names and files; the renderer reads the drawing.
extension AssetCatalog {
  /// The SVG file of a symbol set by name, or nil when no catalogue has one.
  package static func symbolFile(named name: String) -> String? { symbolFiles[name] }

  /// Every symbol set's file, by name (the first catalogue that has a name wins).
  package static let symbolFiles: [String: String] = {
    var found: [String: String] = [:]
    for (name, set) in sets(withExtension: "symbolset") where found[name] == nil {
      if let file = symbolFile(in: set) { found[name] = file }
    }
    return found
  }()

  /// The SVG a symbol set's `Contents.json` names (`"symbols": [{ "filename": … }]`).
  static func symbolFile(in set: URL) -> String? {
    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["symbols"] as? [[String: Any]]
    else { return nil }
    for entry in entries {
      if let filename = entry["filename"] as? String, filename.lowercased().hasSuffix(".svg") {
        return set.appendingPathComponent(filename).path
      }
    }
    return nil
  }
}
