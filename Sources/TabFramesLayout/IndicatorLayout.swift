import TabFramesScene

/// Seed 003, objc.io's TabBar: buttons of a symbol over a title in an HStack; an indicator
/// 1 pt high whose x and width are the selected button's bounds (an anchor preference resolved in
/// an overlay), drawn at the overlay's bottom edge and offset 3 pt down.
struct IndicatorLayout: KindLayout {
  let engine: LayoutEngine
  let style: IndicatorStyle

  struct Item {
    var width: Double
    var height: Double
    var symbol: Size?
    var text: TextMetrics
    var gap: Double
  }

  func items() -> [Item] {
    let font = engine.scene.font
    return engine.scene.component.items.map { item in
      let m = engine.measure(TextRun(string: item.title, font: font))
      let s = item.symbol.map { engine.symbolSize($0, pointSize: font.size) }
      let gap = s == nil ? 0 : engine.spacingAboveText(m)
      let w = max(m.width, s?.width ?? 0)
      let h = m.height + (s.map { $0.height + gap } ?? 0)
      return Item(width: engine.grid.ceil(w), height: engine.grid.ceil(h), symbol: s, text: m, gap: gap)
    }
  }

  var spacing: Double { style.spacing ?? LayoutEngine.defaultSpacing }

  func size(proposal: Size) -> Size {
    let all = items()
    let width = all.map(\.width).reduce(0, +) + spacing * Double(max(0, all.count - 1))
    return Size(width: width, height: all.map(\.height).max() ?? 0)
  }

  func elements(in b: Rect, state: ComponentState) -> [Element] {
    let all = items()
    let font = engine.scene.font
    var elements: [Element] = []
    var x = b.minX
    var bounds: [Rect] = []
    for (i, (item, model)) in zip(all, engine.scene.component.items).enumerated() {
      let color = engine.palette.resolve(i == state.selection ? style.selectedColor : style.labelColor)
      let top = b.minY + (b.height - item.height) / 2
      if let s = item.symbol, let name = model.symbol {
        elements.append(
          engine.symbol("symbol.\(i)", name, pointSize: font.size, center: (x + item.width / 2, top + s.height / 2), color: color))
      }
      let textY = top + item.height - item.text.height
      elements.append(
        engine.text(
          "label.\(i)", model.title, font: font, at: (x + (item.width - item.text.width) / 2, textY), metrics: item.text, color: color))
      bounds.append(Rect(x: x, y: top, width: item.width, height: item.height))
      x += item.width + spacing
    }
    let selected = bounds[state.selection]
    // `.frame(width: r.width, height: 1).offset(x: r.minX, y: 3)` at the overlay's bottom-leading corner.
    let frame = Rect(
      x: selected.minX, y: b.maxY - style.indicatorHeight + style.indicatorOffset,
      width: selected.width, height: style.indicatorHeight)
    elements.append(
      Element(id: "indicator", content: .rect, frame: engine.grid.snap(frame), color: engine.palette.resolve(style.indicatorColor)))
    return elements
  }
}
