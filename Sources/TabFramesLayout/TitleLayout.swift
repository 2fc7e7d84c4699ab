import TabFramesSceneFormat

/// Seed 002, TabTitleBar. When every title fits the width (ViewThatFits, measured at full size),
/// bold titles stand in an HStack, inactive ones scaled 0.7 about their centre and secondary.
/// Otherwise it collapses: the current title at leading (wrapping when long) and a trailing
/// "Change Tab" menu button; the open menu lists every tab with a checkmark on the selected one.
struct TitleLayout: KindLayout {
  let engine: LayoutEngine
  let style: TitleStyle

  /// Gap between a Label's icon and title.
  static let labelIconSpacing = 8.0
  /// Context-menu panel metrics (FIDELITY.md §7: approximate, no public numbers).
  static let menuWidth = 250.0
  static let menuRowHeight = 44.0
  static let menuCornerRadius = 13.0
  static let menuGap = 8.0
  static let menuInset = 16.0

  var titleFont: FontSpec { engine.scene.font.with(weight: .bold) }
  var bodyFont: FontSpec { engine.scene.font.with(weight: .regular) }
  var spacing: Double { style.spacing ?? LayoutEngine.defaultSpacing }

  struct Label {
    var text: TextMetrics
    var symbol: Size?
    var width: Double { text.width + (symbol.map { $0.width + TitleLayout.labelIconSpacing } ?? 0) }
    var height: Double { max(text.height, symbol?.height ?? 0) }
  }

  func label(_ title: String, symbol: String?, font: FontSpec, wrapWidth: Double? = nil) -> Label {
    Label(
      text: engine.measure(TextRun(string: title, font: font, wrapWidth: wrapWidth)),
      symbol: symbol.map { engine.symbolSize($0, pointSize: font.size) })
  }

  func labels() -> [Label] {
    engine.scene.component.items.map { label($0.title, symbol: $0.symbol, font: titleFont) }
  }

  /// ViewThatFits: the full row if its ideal width fits the proposal.
  func fits(width: Double) -> Bool {
    let all = labels()
    return all.map(\.width).reduce(0, +) + spacing * Double(all.count - 1) <= width + 1e-9
  }

  var menuButton: Label { label(style.changeTabLabel, symbol: style.changeTabSymbol, font: bodyFont) }

  func collapsedTitle(selection: Int, width: Double) -> (Label, wrap: Double?) {
    let item = engine.scene.component.items[selection]
    let available = width - menuButton.width - LayoutEngine.defaultSpacing
    var l = label(item.title, symbol: item.symbol, font: titleFont)
    if l.width > available {
      let wrap = max(1, available - (l.symbol.map { $0.width + Self.labelIconSpacing } ?? 0))
      l = label(item.title, symbol: item.symbol, font: titleFont, wrapWidth: wrap)
      return (l, wrap)
    }
    return (l, nil)
  }

  func size(proposal: Size) -> Size {
    if fits(width: proposal.width) {
      return Size(width: proposal.width, height: labels().map(\.height).max() ?? 0)
    }
    // The tallest of the collapsed titles, so the bar keeps its height as the selection changes.
    let tallest = engine.scene.component.items.indices.map { collapsedTitle(selection: $0, width: proposal.width).0.height }.max() ?? 0
    return Size(width: proposal.width, height: max(tallest, menuButton.height))
  }

  func elements(in b: Rect, state: ComponentState) -> [Element] {
    fits(width: b.width) ? expanded(b, state) : collapsed(b, state)
  }

  /// Places a label (icon, then title) with its left edge at x, centred on midY.
  func place(
    _ l: Label, index: String, title: String, symbol: String?, font: FontSpec, x: Double, midY: Double, color: RGBA, wrap: Double? = nil,
    scale: Double = 1
  ) -> [Element] {
    var result: [Element] = []
    var cursor = x
    let groupCenter = (x: x + l.width / 2, y: midY)
    func scaled(_ e: Element) -> Element {
      // scaleEffect on the Label scales icon and title about the Label's centre.
      guard scale != 1 else { return e }
      var e = e
      e.scale = scale
      e.frame.x = groupCenter.x + (e.frame.midX - groupCenter.x) * scale - e.frame.width / 2
      e.frame.y = groupCenter.y + (e.frame.midY - groupCenter.y) * scale - e.frame.height / 2
      return e
    }
    if let symbol, let s = l.symbol {
      result.append(
        scaled(engine.symbol("symbol\(index)", symbol, pointSize: font.size, center: (cursor + s.width / 2, midY), color: color)))
      cursor += s.width + Self.labelIconSpacing
    }
    result.append(
      scaled(
        engine.text(
          "label\(index)", title, font: font, at: (cursor, midY - l.text.height / 2), metrics: l.text, color: color, wrapWidth: wrap)))
    return result
  }

  func expanded(_ b: Rect, _ state: ComponentState) -> [Element] {
    let items = engine.scene.component.items
    var x = b.minX
    var elements: [Element] = []
    for (i, (l, item)) in zip(labels(), items).enumerated() {
      let selected = i == state.selection
      let color = engine.palette.resolve(selected ? style.labelSelectedColor : style.labelColor)
      elements += place(
        l, index: ".\(i)", title: item.title, symbol: item.symbol, font: titleFont, x: x, midY: b.midY, color: color,
        scale: selected ? 1 : style.inactiveScale)
      x += l.width + spacing
    }
    return elements
  }

  func collapsed(_ b: Rect, _ state: ComponentState) -> [Element] {
    let item = engine.scene.component.items[state.selection]
    let (title, wrap) = collapsedTitle(selection: state.selection, width: b.width)
    let accent = engine.palette.resolve(style.accentColor)
    var elements = place(
      title, index: ".\(state.selection)", title: item.title, symbol: item.symbol, font: titleFont, x: b.minX, midY: b.midY,
      color: engine.palette.resolve(style.labelSelectedColor), wrap: wrap)
    let button = menuButton
    elements += place(
      button, index: "", title: style.changeTabLabel, symbol: style.changeTabSymbol, font: bodyFont, x: b.maxX - button.width, midY: b.midY,
      color: accent
    )
    .map { e in
      var e = e
      e.id = e.id == "label" ? "menu.button" : "menu.symbol"
      return e
    }
    if state.menuOpen { elements += menu(below: b, selection: state.selection) }
    return elements
  }

  /// The open context menu: a panel under the button, trailing-aligned, a row per tab.
  func menu(below b: Rect, selection: Int) -> [Element] {
    let items = engine.scene.component.items
    let panel = Rect(
      x: b.maxX - Self.menuWidth, y: b.maxY + Self.menuGap, width: Self.menuWidth, height: Self.menuRowHeight * Double(items.count))
    var p = Element(
      id: "menu.panel", content: .rect, frame: engine.grid.snap(panel), color: engine.palette.resolve(.named("menuBackground", opacity: 1)))
    p.cornerRadius = Self.menuCornerRadius
    var elements = [p]
    let primary = engine.palette.resolve(.named("primary", opacity: 1))
    let checkColumn = 28.0
    for (i, item) in items.enumerated() {
      let rowTop = panel.minY + Double(i) * Self.menuRowHeight
      let midY = rowTop + Self.menuRowHeight / 2
      if i > 0 {
        elements.append(
          Element(
            id: "menu.separator.\(i)", content: .rect,
            frame: engine.grid.snap(Rect(x: panel.minX, y: rowTop, width: panel.width, height: 1 / engine.scene.scale)),
            color: engine.palette.resolve(.named("separator", opacity: 1))))
      }
      if i == selection {
        elements.append(
          engine.symbol(
            "menu.check", "checkmark", pointSize: bodyFont.size * 0.9, center: (panel.minX + Self.menuInset + 6, midY), color: primary))
      }
      let textX = panel.minX + Self.menuInset + checkColumn
      var trailing = panel.maxX - Self.menuInset
      if let symbol = item.symbol {
        let s = engine.symbolSize(symbol, pointSize: bodyFont.size)
        elements.append(
          engine.symbol("menu.row.\(i).symbol", symbol, pointSize: bodyFont.size, center: (trailing - s.width / 2, midY), color: primary))
        trailing -= s.width + Self.labelIconSpacing
      }
      var m = engine.measure(TextRun(string: item.title, font: bodyFont))
      // A row is one line: a long title ends in an ellipsis at the trailing symbol or edge.
      let available = max(1, trailing - textX)
      let truncated = m.width > available
      if truncated { m = engine.measure(TextRun(string: item.title, font: bodyFont, wrapWidth: available, truncates: true)) }
      elements.append(
        engine.text(
          "menu.row.\(i)", item.title, font: bodyFont, at: (textX, midY - m.height / 2), metrics: m, color: primary,
          wrapWidth: truncated ? available : nil, truncates: truncated))
    }
    return elements
  }
}
