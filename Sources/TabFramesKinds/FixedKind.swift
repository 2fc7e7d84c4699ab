import TabFrames
import TabFramesOutput
import TabFramesSceneFormat

/// `fixed`: seed 000, Kieran Brown's FixedTabBar — equal columns, each label centred between two
/// `Spacer(minLength: labelPadding)`, a bar under the selected column at the bottom edge that a
/// finger can drag (it follows the finger, selects as it crosses each critical point, and springs
/// home from where it is let go), labels that spring their colour on every change. The view is
/// the seed's (`Examples/Seeds/000_FixedTabBar.swift`) with its options the scene's items (by
/// index: two items may share a title) and its style the scene's.
///
///     ┌──────────────┬──────────────┬──────────────┐ ─┐
///     │    Photos    │    Videos    │    Music     │  │ height (48)
///     │              ├──────────────┤ ← hit box    │  │ hitBoxHeight (20), bottom-aligned
///     │              │██████████████│ ← bar        │  │ barHeight (4)
///     └──────────────┴──────────────┴──────────────┘ ─┘
///       width / count
struct FixedKind: ViewSceneKind {
  var name: String { "fixed" }
  /// The seed's `init?` refuses fewer than 2 options or more than 5.
  var itemRange: ClosedRange<Int> { 2...5 }
  var events: Set<KindEvent> { [.drag] }
  /// The seed's tap handler: `withAnimation { selection = option }`.
  var ownAnimation: Animation? { .default }

  /// The seed's `FixedTabBarStyle`; a nil colour is the environment's foreground (`primary`).
  struct Style: Sendable {
    var labelPadding = 16.0
    var height = 48.0
    var barHeight = 4.0
    var hitBoxHeight = 20.0
    var labelColor: ColorSpec? = .named("gray", opacity: 1)
    var labelSelectedColor: ColorSpec? = nil
    var barFill: ColorSpec? = .named("blue", opacity: 1)
  }

  /// The bar's own height (48 unless the style says).
  func defaultHeight(for style: Style) -> Double { style.height }

  func decodeStyle(_ r: inout JSONReader) throws(SceneError) -> Style {
    var s = Style()
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
    return s
  }

  /// The seed's colours are optional: null means the foreground colour.
  private func optionalColor(_ r: inout JSONReader, _ key: String, default d: ColorSpec?) throws(SceneError) -> ColorSpec? {
    if r.isNull(key) {
      _ = r.value(key)
      return nil
    }
    return try r.color(key) ?? d
  }

  @MainActor func view(_ scene: Scene, style: Style, selection: Binding<Int>) -> some View {
    FixedTabBar(
      count: scene.component.items.count, titles: scene.component.items.map(\.title), style: style,
      appearance: scene.appearance, selection: selection
    )
    .font(font(scene.font))
  }

  /// A `drag` is a finger on the bar, from wherever the selection is when it starts.
  func action(for event: TimelineEvent, scene: Scene, style: Style) -> Stage.Action? {
    guard case .drag(let drag, let wait) = event else { return standardAction(for: event) }
    let initial = scene.component.selection
    return .deciding { now in
      Self.finger(drag, wait: wait, selection: now.bound as? Int ?? initial, scene: scene, style: style)
    }
  }

  /// From the selected column's centre, in the middle of the hit box, to `to` (columns or points
  /// from the bar's leading edge), along the drag's curve.
  static func finger(_ drag: Drag, wait: Double?, selection: Int, scene: Scene, style: Style) -> Stage.Action {
    let p = scene.padding
    let width = scene.width - p.leading - p.trailing
    let column = width / Double(scene.component.items.count)
    // The bar is centred in the canvas as a root view is; its hit box is its bottom.
    let top = (scene.height - (style.height + p.top + p.bottom)) / 2 + p.top
    let y = top + style.height - style.hitBoxHeight / 2
    let toX: Double
    switch drag.to {
    case .column(let c): toX = c * column
    case .points(let x): toX = x
    }
    return .drag(
      from: (p.leading + (Double(selection) + 0.5) * column, y), to: (p.leading + toX, y), duration: drag.duration,
      curve: Animation(drag.curve), wait: wait)
  }
}

/// Seed 000's `FixedTabBar`: its body, options, bar and handlers as written, indexed by position.
struct FixedTabBar: View {
  let count: Int
  let titles: [String]
  let style: FixedKind.Style
  let appearance: Appearance
  @Binding var selection: Int

  // Store the previous value to keep bar offset consistent until gesture ends and the selection is finalized
  @State private var preGestureSelection: Int? = nil
  @State private var barDragOffset: CGFloat = 0

  private var optionCount: CGFloat { CGFloat(count) }
  private func spec(_ c: ColorSpec?) -> Color? { c.map { color($0, appearance: appearance) } }

  var body: some View {
    GeometryReader { proxy in
      HStack(spacing: 0) {
        ForEach(0..<count, id: \.self) { Option($0, proxy: proxy) }
      }
      .frame(height: CGFloat(style.height))
      .overlay(Bar(proxy: proxy), alignment: .bottomLeading)
    }
    .frame(height: CGFloat(style.height))
  }

  private func Option(_ option: Int, proxy: GeometryProxy) -> some View {
    HStack(spacing: 0) {
      Spacer(minLength: CGFloat(style.labelPadding))

      Text(titles[option])
        .fixedSize()
        .foregroundColor(option == selection ? spec(style.labelSelectedColor) : spec(style.labelColor))
        .contentShape(Rectangle())
        .onTapGesture(perform: { optionWasTappedHandler(option) })
        // The seed's `.animation(.spring())`, under the name that does not warn.
        .animationOnEveryChange(.spring())
        .accessibilityIdentifier("label.\(option)")

      Spacer(minLength: CGFloat(style.labelPadding))
    }
    .frame(width: proxy.size.width / optionCount)
  }

  private func Bar(proxy: GeometryProxy) -> some View {
    Rectangle()
      .foregroundColor(spec(style.barFill))
      .accessibilityIdentifier("indicator")
      .frame(width: proxy.size.width / optionCount, height: CGFloat(style.barHeight))
      .frame(height: CGFloat(style.hitBoxHeight), alignment: .bottom)  // The touchable height is larger.
      .contentShape(Rectangle())  // The entire hit box registers touches.
      .offset(x: barOffset(proxy: proxy))
      .gesture(
        DragGesture()
          .onChanged({ barDragDidChangeHandler($0, proxy: proxy) })
          .onEnded({ barDragDidEndHandler($0.location.x, proxy: proxy) })
      )
  }

  private func barOffset(proxy: GeometryProxy) -> CGFloat {
    let optionWidth = proxy.size.width / optionCount
    // If we are moving the bar then continue to calculate the offset
    guard let preGestureSelection = preGestureSelection, barDragOffset != 0 else {
      // else just place the bar underneath the currently selected option
      return CGFloat(selection) * optionWidth
    }
    return barDragOffset + CGFloat(preGestureSelection) * optionWidth
  }

  private func optionWasTappedHandler(_ option: Int) {
    if option != selection {
      withAnimation { selection = option }
    }
  }

  private func barDragDidChangeHandler(_ dragValues: DragGesture.Value, proxy: GeometryProxy) {
    if preGestureSelection == nil { preGestureSelection = selection }
    barDragOffset = dragValues.translation.width
    checkDragForSelectionChanges(dragValues.location.x, proxy: proxy)
  }

  private func barDragDidEndHandler(_ location: CGFloat, proxy: GeometryProxy) {
    withAnimation(.spring()) {
      preGestureSelection = nil
      barDragOffset = 0
    }
    checkDragForSelectionChanges(location, proxy: proxy)
  }

  // The seed's critical points: left of the first is option 0, right of the last the last
  // option, between two the option they lie within. Critical(n) = optionWidth * n.
  private func checkDragForSelectionChanges(_ location: CGFloat, proxy: GeometryProxy) {
    let optionWidth = proxy.size.width / optionCount
    for index in 1..<count where location < optionWidth * CGFloat(index) {
      if selection != index - 1 {
        withAnimation { selection = index - 1 }
      }
      break
    }
    if location > optionWidth * CGFloat(count - 1), selection != count - 1 {
      withAnimation { selection = count - 1 }
    }
  }
}
