/// Reads `component`: kind, items, selection and the kind's own style keys.
struct ComponentDecoder {
  let file: String

  func component(_ json: JSONValue, kind: ComponentKind) throws(SceneError) -> Component {
    var r = try JSONReader(json, file: file, path: "component")
    _ = r.value("kind")
    guard let itemsJSON = r.value("items") else { throw r.error("items", "missing: a list of tab titles") }
    guard case .array(let list) = itemsJSON else { throw r.error("items", "expected an array, got \(itemsJSON.typeName)") }
    let range = kind.itemRange
    guard range.contains(list.count) else {
      throw r.error("items", "\(kind.rawValue) needs \(range.lowerBound) to \(range.upperBound) items, got \(list.count)")
    }
    var items: [TabItem] = []
    for (i, element) in list.enumerated() {
      items.append(try item(element, path: "component.items[\(i)]", kind: kind))
    }
    let selection = try Self.itemIndex(r.value("selection") ?? .number(0), items: items, file: file, path: r.child("selection"))
    let style = try self.style(r.value("style"), kind: kind)
    try r.finish()
    return Component(kind: kind, items: items, selection: selection, style: style)
  }

  private func item(_ json: JSONValue, path: String, kind: ComponentKind) throws(SceneError) -> TabItem {
    switch json {
    case .string(let s):
      try checkText(s, path: path)
      if s.isEmpty {
        throw SceneError(file: file, path: path, message: kind == .bubble ? "a symbol name must not be empty" : "an item needs a title")
      }
      // A bubble bar shows only symbols, so its plain items name symbols.
      return kind == .bubble ? TabItem(title: s, symbol: s) : TabItem(title: s)
    case .object:
      var r = try JSONReader(json, file: file, path: path)
      let title = try r.string("title") ?? ""
      try checkText(title, path: r.child("title"))
      let symbol = try r.string("symbol", maxLength: Limits.nameCharacters)
      if let symbol, symbol.isEmpty { throw r.error("symbol", "must not be empty") }
      try r.finish()
      if kind == .bubble && symbol == nil { throw r.error("symbol", "missing: a bubble bar item is a symbol") }
      if title.isEmpty && symbol == nil { throw r.error("title", "an item needs a title or a symbol") }
      return TabItem(title: title, symbol: symbol)
    default:
      throw SceneError(file: file, path: path, message: "expected a title string or {\"title\", \"symbol\"}, got \(json.typeName)")
    }
  }

  private func checkText(_ s: String, path: String) throws(SceneError) {
    guard s.count <= Limits.titleCharacters else {
      throw SceneError(file: file, path: path, message: "longer than \(Limits.titleCharacters) characters (\(s.count))")
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

  private func style(_ json: JSONValue?, kind: ComponentKind) throws(SceneError) -> ComponentStyle {
    let empty = JSONValue.object([])
    var r = try JSONReader(json ?? empty, file: file, path: "component.style")
    let style: ComponentStyle
    switch kind {
    case .fixed:
      var s = FixedStyle()
      s.labelPadding = try r.number("labelPadding", in: 0...500, default: s.labelPadding)
      s.height = try r.positive("height", max: Limits.canvasPoints, default: s.height)
      s.barHeight = try r.number("barHeight", in: 0...Limits.canvasPoints, default: s.barHeight)
      s.hitBoxHeight = try r.number("hitBoxHeight", in: 0...Limits.canvasPoints, default: s.hitBoxHeight)
      if s.barHeight > s.hitBoxHeight {
        throw r.error("barHeight", "\(JSONReader.format(s.barHeight)) is taller than hitBoxHeight \(JSONReader.format(s.hitBoxHeight))")
      }
      if s.hitBoxHeight > s.height {
        throw r.error("hitBoxHeight", "\(JSONReader.format(s.hitBoxHeight)) is taller than height \(JSONReader.format(s.height))")
      }
      s.labelColor = try optionalColor(&r, "labelColor", default: s.labelColor)
      s.labelSelectedColor = try optionalColor(&r, "labelSelectedColor", default: s.labelSelectedColor)
      s.barFill = try optionalColor(&r, "barFill", default: s.barFill)
      style = .fixed(s)
    case .scrolling:
      var s = ScrollingStyle()
      s.titlePadding = try r.number("titlePadding", in: 0...200, default: s.titlePadding)
      s.underlineHeight = try r.number("underlineHeight", in: 0...100, default: s.underlineHeight)
      s.underlineCornerRadius = try r.number("underlineCornerRadius", in: 0...100, default: s.underlineCornerRadius)
      s.underlineColor = try r.color("underlineColor") ?? s.underlineColor
      s.dividerHeight = try r.number("dividerHeight", in: 0...100, default: s.dividerHeight)
      s.dividerColor = try r.color("dividerColor") ?? s.dividerColor
      s.labelColor = try r.color("labelColor") ?? s.labelColor
      s.labelSelectedColor = try r.color("labelSelectedColor") ?? s.labelSelectedColor
      style = .scrolling(s)
    case .title:
      var s = TitleStyle()
      s.inactiveScale = try r.number("inactiveScale", in: 0.05...1, default: s.inactiveScale)
      s.labelColor = try r.color("labelColor") ?? s.labelColor
      s.labelSelectedColor = try r.color("labelSelectedColor") ?? s.labelSelectedColor
      s.changeTabLabel = try r.string("changeTabLabel") ?? s.changeTabLabel
      s.changeTabSymbol = try r.string("changeTabSymbol", maxLength: Limits.nameCharacters) ?? s.changeTabSymbol
      s.accentColor = try r.color("accentColor") ?? s.accentColor
      s.spacing = try r.number("spacing").map { (v: Double) throws(SceneError) -> Double in
        guard (0...500).contains(v) else { throw r.error("spacing", "must be from 0 to 500") }
        return v
      }
      style = .title(s)
    case .indicator:
      var s = IndicatorStyle()
      s.selectedColor = try r.color("selectedColor") ?? s.selectedColor
      s.labelColor = try r.color("labelColor") ?? s.labelColor
      s.indicatorColor = try r.color("indicatorColor") ?? s.indicatorColor
      s.indicatorHeight = try r.number("indicatorHeight", in: 0...100, default: s.indicatorHeight)
      s.indicatorOffset = try r.number("indicatorOffset", in: -100...100, default: s.indicatorOffset)
      if let spacing = try r.number("spacing") {
        guard (0...500).contains(spacing) else { throw r.error("spacing", "must be from 0 to 500") }
        s.spacing = spacing
      }
      style = .indicator(s)
    case .bubble:
      var s = BubbleStyle()
      s.barHeight = try r.positive("barHeight", max: Limits.canvasPoints, default: s.barHeight)
      s.circleDiameter = try r.number("circleDiameter", in: 0...Limits.canvasPoints, default: s.circleDiameter)
      s.circleOffset = try r.number("circleOffset", in: -Limits.canvasPoints...Limits.canvasPoints, default: s.circleOffset)
      s.barColor = try r.color("barColor") ?? s.barColor
      s.circleColor = try r.color("circleColor") ?? s.circleColor
      s.symbolSize = try r.number("symbolSize", in: Limits.fontSize, default: s.symbolSize)
      s.selectedScale = try r.number("selectedScale", in: 0.1...10, default: s.selectedScale)
      s.selectedColor = try r.color("selectedColor") ?? s.selectedColor
      s.symbolColor = try r.color("symbolColor") ?? s.symbolColor
      style = .bubble(s)
    }
    try r.finish()
    return style
  }

  /// The fixed bar's colours are optional in the seed: null means the foreground colour.
  private func optionalColor(_ r: inout JSONReader, _ key: String, default d: ColorSpec?) throws(SceneError) -> ColorSpec? {
    if r.isNull(key) {
      _ = r.value(key)
      return nil
    }
    return try r.color(key) ?? d
  }
}
