import TabFrames
import TabFramesOutput
import TabFramesSceneFormat

/// `indicator`: seed 003, objc.io's tab bar — buttons of a symbol over a title in an HStack, the
/// selected one in `selectedColor`, and a thin indicator whose x and width are the selected
/// button's bounds (an anchor preference resolved in an overlay), at the bar's bottom edge,
/// `indicatorOffset` below it. The view is the seed's (`Examples/Seeds/003_TabBar.swift`) with its
/// constants as style keys.
struct IndicatorKind: ViewSceneKind {
  var name: String { "indicator" }
  var itemRange: ClosedRange<Int> { 1...12 }
  /// The seed's button animates with `withAnimation(.default)`.
  var ownAnimation: Animation? { .default }

  struct Style: Sendable {
    var selectedColor: ColorSpec = .named("blue", opacity: 1)
    var labelColor: ColorSpec = .named("primary", opacity: 1)
    var indicatorColor: ColorSpec = .named("blue", opacity: 1)
    var indicatorHeight = 1.0
    var indicatorOffset = 3.0
    /// nil: SwiftUI's default HStack spacing.
    var spacing: Double? = nil
  }

  func defaultHeight(for style: Style) -> Double { 100 }

  func decodeStyle(_ r: inout JSONReader) throws(SceneError) -> Style {
    var s = Style()
    s.selectedColor = try r.color("selectedColor") ?? s.selectedColor
    s.labelColor = try r.color("labelColor") ?? s.labelColor
    s.indicatorColor = try r.color("indicatorColor") ?? s.indicatorColor
    s.indicatorHeight = try r.number("indicatorHeight", in: 0...100, default: s.indicatorHeight)
    s.indicatorOffset = try r.number("indicatorOffset", in: -100...100, default: s.indicatorOffset)
    if let spacing = try r.number("spacing") {
      guard (0...500).contains(spacing) else { throw r.error("spacing", "must be from 0 to 500") }
      s.spacing = spacing
    }
    return s
  }

  @MainActor func view(_ scene: Scene, style: Style, selection: Binding<Int>) -> some View {
    IndicatorTabBar(items: scene.component.items, style: style, appearance: scene.appearance, selectedIndex: selection)
      .font(font(scene.font))
  }
}

/// Seed 003's `TabBar`, its items the scene's and its constants the style's; ids as docs/KINDS.md lists them.
struct IndicatorTabBar: View {
  let items: [TabItem]
  let style: IndicatorKind.Style
  let appearance: Appearance
  @Binding var selectedIndex: Int

  private func item(at index: Int) -> some View {
    Button(action: {
      withAnimation(.default) {
        self.selectedIndex = index
      }
    }) {
      VStack {
        if let symbol = items[index].symbol {
          Image(systemName: symbol).accessibilityIdentifier("symbol.\(index)")
        }
        Text(items[index].title).accessibilityIdentifier("label.\(index)")
      }
    }
    .anchorPreference(key: SelectedBoundsKey.self, value: .bounds, transform: { self.selectedIndex == index ? $0 : nil })
    .accentColor(color(index == selectedIndex ? style.selectedColor : style.labelColor, appearance: appearance))
  }

  private func indicator(_ bounds: Anchor<CGRect>?) -> some View {
    GeometryReader { proxy in
      if let bounds {
        Rectangle()
          .fill(color(style.indicatorColor, appearance: appearance))
          .frame(width: proxy[bounds].width, height: CGFloat(style.indicatorHeight))
          .offset(x: proxy[bounds].minX, y: CGFloat(style.indicatorOffset))
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
          .accessibilityIdentifier("indicator")
      }
    }
  }

  var body: some View {
    HStack(spacing: style.spacing.map { CGFloat($0) }) {
      ForEach(items.indices, id: \.self) {
        self.item(at: $0)
      }
    }.overlayPreferenceValue(
      SelectedBoundsKey.self,
      {
        self.indicator($0)
      })
  }
}

/// The seed's `AnchorKey`: the selected button's bounds.
struct SelectedBoundsKey: PreferenceKey {
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}
