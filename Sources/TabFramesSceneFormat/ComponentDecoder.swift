/// Reads `component`: kind, items, selection and the kind's own style keys.
struct ComponentDecoder {
  let file: String

  func component(_ json: JSONValue, kind: any SceneKindDescription) throws(SceneError) -> Component {
    var r = try JSONReader(json, file: file, path: "component")
    _ = r.value("kind")
    guard let itemsJSON = r.value("items") else { throw r.error("items", "missing: a list of tab titles") }
    guard case .array(let list) = itemsJSON else { throw r.error("items", "expected an array, got \(itemsJSON.typeName)") }
    let range = kind.itemRange
    guard range.contains(list.count) else {
      throw r.error("items", "\(kind.name) needs \(range.lowerBound) to \(range.upperBound) items, got \(list.count)")
    }
    var items: [TabItem] = []
    for (i, element) in list.enumerated() {
      items.append(try item(element, path: "component.items[\(i)]", kind: kind))
    }
    let selection = try Self.itemIndex(r.value("selection") ?? .number(0), items: items, file: file, path: r.child("selection"))
    let style = try self.style(r.value("style"), kind: kind)
    try r.finish()
    return Component(kind: ComponentKind(rawValue: kind.name), items: items, selection: selection, style: style, description: kind)
  }

  private func item(_ json: JSONValue, path: String, kind: any SceneKindDescription) throws(SceneError) -> TabItem {
    switch json {
    case .string(let s):
      try checkText(s, path: path)
      if s.isEmpty {
        throw SceneError(
          file: file, path: path, message: kind.itemsAreSymbols ? "a symbol name must not be empty" : "an item needs a title")
      }
      // A bubble bar shows only symbols, so its plain items name symbols.
      return kind.itemsAreSymbols ? TabItem(title: s, symbol: s) : TabItem(title: s)
    case .object:
      var r = try JSONReader(json, file: file, path: path)
      let title = try r.string("title") ?? ""
      try checkText(title, path: r.child("title"))
      let symbol = try r.string("symbol", maxLength: Limits.nameCharacters)
      if let symbol, symbol.isEmpty { throw r.error("symbol", "must not be empty") }
      let badge = kind.itemBadges ? try self.badge(&r) : nil
      try r.finish()
      if kind.itemsAreSymbols && symbol == nil { throw r.error("symbol", "missing: a \(kind.name) bar item is a symbol") }
      if title.isEmpty && symbol == nil { throw r.error("title", "an item needs a title or a symbol") }
      return TabItem(title: title, symbol: symbol, badge: badge)
    default:
      throw SceneError(file: file, path: path, message: "expected a title string or {\"title\", \"symbol\"}, got \(json.typeName)")
    }
  }

  /// `badge`: a count (0 shows none, as `badge(0)`) or a short text.
  private func badge(_ r: inout JSONReader) throws(SceneError) -> String? {
    guard let v = r.value("badge") else { return nil }
    switch v {
    case .null: return nil
    case .number(let n):
      guard n == n.rounded(), (0...Limits.badgeCount).contains(n) else {
        throw r.error("badge", "a count must be a whole number from 0 to \(Int(Limits.badgeCount)), got \(JSONReader.format(n))")
      }
      return n == 0 ? nil : JSONReader.format(n)
    case .string(let s):
      guard s.unicodeScalars.count <= Limits.badgeCharacters else {
        throw r.error("badge", Limits.tooLong(s, Limits.badgeCharacters))
      }
      // A badge is one line on the tab, as UIKit draws it.
      guard !s.contains(where: \.isNewline) else { throw r.error("badge", "must be one line: it contains a line break") }
      try checkText(s, path: r.child("badge"))
      return s
    default: throw r.error("badge", "expected a count or a text, got \(v.typeName)")
    }
  }

  private func checkText(_ s: String, path: String) throws(SceneError) {
    guard s.unicodeScalars.count <= Limits.titleCharacters else {
      throw SceneError(file: file, path: path, message: Limits.tooLong(s, Limits.titleCharacters))
    }
    // Control characters other than newline would draw as boxes or vanish: refuse them.
    if let bad = s.unicodeScalars.first(where: { $0.properties.generalCategory == .control && $0 != "\n" }) {
      throw SceneError(file: file, path: path, message: "contains the control character U+\(String(bad.value, radix: 16, uppercase: true))")
    }
  }

  /// An item named by index or by title.
  static func itemIndex(_ json: JSONValue, items: [TabItem], file: String, path: String) throws(SceneError) -> Int {
    switch json {
    case .number(let n):
      guard n == n.rounded(), let i = Int(exactly: n), items.indices.contains(i) else {
        throw SceneError(file: file, path: path, message: "\(JSONReader.format(n)) is not an item index (0 to \(items.count - 1))")
      }
      return i
    case .string(let s):
      guard let i = items.firstIndex(where: { $0.title == s }) else {
        throw SceneError(
          file: file, path: path, message: "\"\(s)\" is not one of the items (\(items.map { "\"\($0.title)\"" }.joined(separator: ", ")))")
      }
      return i
    default:
      throw SceneError(file: file, path: path, message: "expected an item index or title, got \(json.typeName)")
    }
  }

  private func style(_ json: JSONValue?, kind: any SceneKindDescription) throws(SceneError) -> ComponentStyle {
    let style = ComponentStyle(json: json ?? .object([]), file: file)
    var r = try style.reader()
    try kind.checkStyle(&r)
    try r.finish()
    return style
  }
}
