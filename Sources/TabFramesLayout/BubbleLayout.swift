import TabFramesScene

/// Seed 004, the circle tab bar: symbols in equal columns on a white bar at the bottom, and a
/// white circle behind the selected one, bottom-aligned in the ZStack and pushed down 18 pt, so it
/// bulges above the bar and is cut by the bottom edge. The ZStack draws the circle first, so the
/// bar covers its lower part.
struct BubbleLayout: KindLayout {
  let engine: LayoutEngine
  let style: BubbleStyle

  func size(proposal: Size) -> Size { proposal }

  func elements(in b: Rect, state: ComponentState) -> [Element] {
    let items = engine.scene.component.items
    let columnWidth = b.width / Double(items.count)
    let centerX = b.minX + (Double(state.selection) + 0.5) * columnWidth
    let d = style.circleDiameter
    var elements: [Element] = []
    elements.append(
      Element(
        id: "indicator", content: .ellipse,
        frame: engine.grid.snap(Rect(x: centerX - d / 2, y: b.maxY - d + style.circleOffset, width: d, height: d)),
        color: engine.palette.resolve(style.circleColor)))
    elements.append(
      Element(
        id: "bar", content: .rect,
        frame: engine.grid.snap(Rect(x: b.minX, y: b.maxY - style.barHeight, width: b.width, height: style.barHeight)),
        color: engine.palette.resolve(style.barColor)))
    for (i, item) in items.enumerated() {
      let selected = i == state.selection
      var symbol = engine.symbol(
        "symbol.\(i)", item.symbol ?? item.title, pointSize: style.symbolSize,
        center: (b.minX + (Double(i) + 0.5) * columnWidth, b.maxY - style.barHeight / 2),
        color: engine.palette.resolve(selected ? style.selectedColor : style.symbolColor))
      symbol.scale = selected ? style.selectedScale : 1
      elements.append(symbol)
    }
    return elements
  }
}
