import TabFramesSceneFormat

/// Seed 001, SmoothSelectionTabsView: padded titles in a horizontal ScrollView, a rounded
/// underline under the selected one (matched geometry), a hairline divider across the width,
/// and the selected title scrolled to the centre (the last one to trailing), clamped to the content.
struct ScrollingLayout: KindLayout {
  let engine: LayoutEngine
  let style: ScrollingStyle

  struct Button {
    var x: Double
    var width: Double
    var metrics: TextMetrics
  }

  func buttons() -> [Button] {
    var x = 0.0
    return engine.scene.component.items.map { item in
      let m = engine.measure(TextRun(string: item.title, font: engine.scene.font))
      let w = m.width + 2 * style.titlePadding
      defer { x += w }
      return Button(x: x, width: w, metrics: m)
    }
  }

  /// Height of a title with its padding (the unselected button's height).
  func titleBoxHeight(_ buttons: [Button]) -> Double {
    (buttons.map(\.metrics.height).max() ?? 0) + 2 * style.titlePadding
  }

  func size(proposal: Size) -> Size {
    Size(width: proposal.width, height: titleBoxHeight(buttons()) + style.underlineHeight + style.dividerHeight)
  }

  /// `scrollTo(id, anchor:)`: align the anchor's unit point of the view and the viewport, then
  /// clamp to the content (FIDELITY.md §4). Content narrower than the viewport sits leading.
  static func scrollOffset(view: (x: Double, width: Double), anchor: Double, contentWidth: Double, viewportWidth: Double) -> Double {
    let wanted = view.x + anchor * (view.width - viewportWidth)
    return min(max(wanted, 0), max(0, contentWidth - viewportWidth))
  }

  func elements(in b: Rect, state: ComponentState) -> [Element] {
    let items = engine.scene.component.items
    let buttons = buttons()
    let box = titleBoxHeight(buttons)
    let contentWidth = buttons.last.map { $0.x + $0.width } ?? 0
    let selected = buttons[state.selection]
    let isLast = state.selection == items.count - 1
    let offset = Self.scrollOffset(
      view: (selected.x, selected.width), anchor: isLast ? 1 : 0.5, contentWidth: contentWidth, viewportWidth: b.width)
    let normal = engine.palette.resolve(style.labelColor)
    let highlighted = engine.palette.resolve(style.labelSelectedColor)
    var elements: [Element] = []
    for (i, item) in items.enumerated() {
      let button = buttons[i]
      // The HStack centres its children vertically; the selected button is taller by the
      // underline, so the others sit half an underline lower.
      let dy = i == state.selection ? 0 : style.underlineHeight / 2
      let x = b.minX - offset + button.x + style.titlePadding
      let y = b.minY + dy + (box - button.metrics.height) / 2
      elements.append(
        engine.text(
          "label.\(i)", item.title, font: engine.scene.font, at: (x, y), metrics: button.metrics,
          color: i == state.selection ? highlighted : normal))
    }
    var underline = Element(
      id: "indicator", content: .rect,
      frame: engine.grid.snap(Rect(x: b.minX - offset + selected.x, y: b.minY + box, width: selected.width, height: style.underlineHeight)),
      color: engine.palette.resolve(style.underlineColor))
    underline.cornerRadius = style.underlineCornerRadius
    underline.crossFadesOnMove = true
    elements.append(underline)
    elements.append(
      Element(
        id: "divider", content: .rect,
        frame: engine.grid.snap(Rect(x: b.minX, y: b.minY + box + style.underlineHeight, width: b.width, height: style.dividerHeight)),
        color: engine.palette.resolve(style.dividerColor)))
    return elements
  }
}
