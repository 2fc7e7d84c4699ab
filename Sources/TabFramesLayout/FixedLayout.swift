import TabFramesScene

/// Seed 000, FixedTabBar: equal columns, each label centred between two
/// `Spacer(minLength: labelPadding)`, and a bar under the selected column at the bottom edge.
///
///     ┌──────────────┬──────────────┬──────────────┐ ─┐
///     │    Photos    │    Videos    │    Music     │  │ height (48)
///     │              ├──────────────┤ ← hit box    │  │ hitBoxHeight (20), bottom-aligned
///     │              │██████████████│ ← bar        │  │ barHeight (4)
///     └──────────────┴──────────────┴──────────────┘ ─┘
///       width / count
struct FixedLayout: KindLayout {
  let engine: LayoutEngine
  let style: FixedStyle

  func size(proposal: Size) -> Size { Size(width: proposal.width, height: style.height) }

  func elements(in b: Rect, state: ComponentState) -> [Element] {
    let items = engine.scene.component.items
    let columnWidth = b.width / Double(items.count)
    let primary = engine.palette.resolve(.named("primary", opacity: 1))
    let selected = style.labelSelectedColor.map(engine.palette.resolve) ?? primary
    let normal = style.labelColor.map(engine.palette.resolve) ?? primary
    var elements: [Element] = []
    for (i, item) in items.enumerated() {
      let run = TextRun(string: item.title, font: engine.scene.font)
      let m = engine.measure(run)
      // Spacers of equal minimum length centre the fixed-size text; a label wider than its column
      // overflows both sides equally, as the HStack inside `.frame(width:)` does.
      let x = b.minX + Double(i) * columnWidth + (columnWidth - m.width) / 2
      let y = b.minY + (style.height - m.height) / 2
      var label = engine.text(
        "label.\(i)", item.title, font: engine.scene.font, at: (x, y), metrics: m, color: i == state.selection ? selected : normal)
      label.pinnedAnimation = .spring(response: nil, dampingFraction: nil, blendDuration: nil)
      elements.append(label)
    }
    var bar = Element(
      id: "indicator", content: .rect,
      frame: Rect(
        x: b.minX + barOffset(state, columnWidth: columnWidth), y: b.minY + style.height - style.barHeight, width: columnWidth,
        height: style.barHeight),
      color: style.barFill.map(engine.palette.resolve) ?? primary)
    bar.frame = engine.grid.snap(bar.frame)
    if state.drag != nil { bar.frame.x = b.minX + barOffset(state, columnWidth: columnWidth) }  // follows the finger unsnapped
    elements.append(bar)
    return elements
  }

  /// Seed 000's `barOffset(proxy:)`: under the selection at rest; while dragging, the drag
  /// translation from where the bar was when the gesture began.
  func barOffset(_ state: ComponentState, columnWidth: Double) -> Double {
    if let drag = state.drag, drag.translation != 0 {
      return drag.translation + Double(drag.preGestureSelection) * columnWidth
    }
    return Double(state.selection) * columnWidth
  }

}

/// Seed 000's drag rule, public so that Animation can play drags with it.
public enum FixedBarCriticalPoints {
  /// Seed 000's `checkDragForSelectionChanges`: which option a pointer location (in points from
  /// the bar's leading edge) selects. Critical point n sits at `optionWidth * n`; left of the
  /// first is option 0, right of the last is the last option.
  ///
  ///                          critical 1     critical 2
  ///     leading |~~~~~~~~~~[  Option 1  ]•[  Option 2  ]•[  Option 3  ]~~~~~~~~~~| trailing
  ///     <------- First Option -----------|Second Option |------------Third Option--------->
  public static func selection(forLocation x: Double, columnWidth: Double, count: Int, current: Int) -> Int {
    for index in 1..<count where x < columnWidth * Double(index) {
      return index - 1
    }
    if x > columnWidth * Double(count - 1) { return count - 1 }
    return current
  }
}
