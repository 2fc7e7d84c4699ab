import Foundation

/// The project's string tables, for localized text: string catalogues (`*.xcstrings`, Xcode 15)
/// and `<language>.lproj/<Table>.strings` files, found where asset catalogues are (the folders
/// `TABFRAMES_ASSETS` names, then the current folder, `.build` and hidden folders left out).
/// Read once a process.
package enum StringTables {
  /// The translation of `key` in `table` for the locale's language (else its base language),
  /// or nil when no table has one.
  package static func translation(_ key: String, table: String, locale: Locale) -> String? {
    // Most keys are in no table (most projects have none): nothing to look up, and the locale
    // is not taken apart.
    guard keys[table]?.contains(key) == true, let languages = tables[table] else { return nil }
    let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
    let language = String(identifier.prefix { $0 != "-" })
    return languages[identifier]?[key] ?? languages[language]?[key]
  }

  /// table → every key any of its languages translates.
  private static let keys: [String: Set<String>] = tables.mapValues { languages in
    languages.values.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
  }

  /// table → language → key → value.
  private static let tables: [String: [String: [String: String]]] = {
    var found: [String: [String: [String: String]]] = [:]
    for root in ProjectFiles.roots {
      for file in ProjectFiles.find(under: root, { ["xcstrings", "strings"].contains($0.pathExtension) }) {
        let table = file.deletingPathExtension().lastPathComponent
        if file.pathExtension == "xcstrings" {
          for (language, entries) in catalog(file) { found[table, default: [:]][language, default: [:]].merge(entries) { old, _ in old } }
        } else if file.deletingLastPathComponent().pathExtension == "lproj" {
          let language = file.deletingLastPathComponent().deletingPathExtension().lastPathComponent
          found[table, default: [:]][language, default: [:]].merge(strings(file)) { old, _ in old }
        }
      }
    }
    return found
  }()

  /// A string catalogue's translations by language: each string unit's value (a plural's
  /// "other" form, the catalogue having no count to choose by).
  static func catalog(_ file: URL) -> [String: [String: String]] {
    guard let data = try? Data(contentsOf: file), let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let strings = json["strings"] as? [String: Any]
    else { return [:] }
    var out: [String: [String: String]] = [:]
    for (key, entry) in strings {
      guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
      for (language, body) in localizations {
        guard let body = body as? [String: Any] else { continue }
        if let unit = body["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
          out[language, default: [:]][key] = value
        } else if let plural = (body["variations"] as? [String: Any])?["plural"] as? [String: Any],
          let other = ((plural["other"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
        {
          out[language, default: [:]][key] = other
        }
      }
    }
    return out
  }

  /// A `.strings` file's `"key" = "value";` pairs (comments skipped, escapes read).
  static func strings(_ file: URL) -> [String: String] {
    guard let text = (try? String(contentsOf: file, encoding: .utf8)) ?? (try? String(contentsOf: file, encoding: .utf16)) else {
      return [:]
    }
    var out: [String: String] = [:]
    var quoted: [String] = []
    var i = text.startIndex
    func advance() { i = text.index(after: i) }
    while i < text.endIndex {
      let c = text[i]
      if c == "/", text.index(after: i) < text.endIndex {
        let n = text[text.index(after: i)]
        if n == "/" {
          while i < text.endIndex, text[i] != "\n" { advance() }
          continue
        } else if n == "*", let end = text.range(of: "*/", range: i..<text.endIndex) {
          i = end.upperBound
          continue
        }
      }
      if c == "\"" {
        advance()
        var s = ""
        while i < text.endIndex, text[i] != "\"" {
          if text[i] == "\\", text.index(after: i) < text.endIndex {
            advance()
            switch text[i] {
            case "n": s.append("\n")
            case "t": s.append("\t")
            default: s.append(text[i])
            }
          } else {
            s.append(text[i])
          }
          advance()
        }
        quoted.append(s)
      } else if c == ";" {
        if quoted.count == 2 { out[quoted[0]] = quoted[1] }
        quoted = []
      }
      if i < text.endIndex { advance() }
    }
    return out
  }
}
