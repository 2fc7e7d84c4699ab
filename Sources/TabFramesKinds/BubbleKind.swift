import TabFrames
import TabFramesOutput
import TabFramesSceneFormat

/// `bubble`: seed 004, the circle tab bar (Zenn) — symbols in equal columns on a white bar at the
/// bottom, and a white circle behind the selected one, bottom-aligned in a ZStack and pushed down
/// 18 pt so it bulges above the bar; the selected symbol black and scaled 1.5, the others gray.
/// The view is the seed's (`Examples/Seeds/004_customTabView.swift`) for any number of items,
/// its constants the style's.
struct BubbleKind: ViewSceneKind {
  var name: String { "bubble" }
  var itemRange: ClosedRange<Int> { 2...6 }
  /// The bar shows only symbols: a plain item names one.
  var itemsAreSymbols: Bool { true }
  /// The seed's taps animate with `withAnimation` (the default animation).
  var ownAnimation: Animation? { .default }
  /// The seed's `.background(Color.green)`.
  var defaultBackground: ColorSpec { .named("green", opacity: 1) }

  struct Style: Sendable {
    var barHeight = 40.0
    var circleDiameter = 90.0
    var circleOffset = 18.0
    var barColor: ColorSpec = .named("white", opacity: 1)
    var circleColor: ColorSpec = .named("white", opacity: 1)
    var symbolSize = 24.0
    var selectedScale = 1.5
    var selectedColor: ColorSpec = .named("black", opacity: 1)
    var symbolColor: ColorSpec = .named("gray", opacity: 1)
  }

  func defaultHeight(for style: Style) -> Double { 100 }

  func decodeStyle(_ r: inout JSONReader) throws(SceneError) -> Style {
    var s = Style()
    s.barHeight = try r.positive("barHeight", max: Limits.canvasPoints, default: s.barHeight)
    s.circleDiameter = try r.number("circleDiameter", in: 0...Limits.canvasPoints, default: s.circleDiameter)
    s.circleOffset = try r.number("circleOffset", in: -Limits.canvasPoints...Limits.canvasPoints, default: s.circleOffset)
    s.barColor = try r.color("barColor") ?? s.barColor
    s.circleColor = try r.color("circleColor") ?? s.circleColor
    s.symbolSize = try r.number("symbolSize", in: Limits.fontSize, default: s.symbolSize)
    s.selectedScale = try r.number("selectedScale", in: 0.1...10, default: s.selectedScale)
    s.selectedColor = try r.color("selectedColor") ?? s.selectedColor
    s.symbolColor = try r.color("symbolColor") ?? s.symbolColor
    return s
  }

  @MainActor func view(_ scene: Scene, style: Style, selection: Binding<Int>) -> some View {
    BubbleTabBar(items: scene.component.items, style: style, appearance: scene.appearance, tabindex: selection)
  }
}

/// Seed 004's `customTabView`, its three hard-coded items the scene's and its constants the
/// style's. One difference, for the layout dump: the seed gives each item its own white
/// background, which join into the bar; here the row has one, named `bar` (the same pixels).
struct BubbleTabBar: View {
  let items: [TabItem]
  let style: BubbleKind.Style
  let appearance: Appearance
  @Binding var tabindex: Int

  /// The circle's x offset from the centre: the seed's `tabCirclePostion` for any count.
  func tabCirclePostion(tabIndex: Int, geometry: GeometryProxy) -> CGFloat {
    let column = geometry.size.width / CGFloat(items.count)
    return (CGFloat(tabIndex) + 0.5) * column - geometry.size.width / 2
  }

  var body: some View {
    GeometryReader { geometry in
      ZStack(alignment: .bottom) {
        Circle()
          .frame(width: CGFloat(style.circleDiameter), height: CGFloat(style.circleDiameter))
          .offset(x: self.tabCirclePostion(tabIndex: self.tabindex, geometry: geometry), y: CGFloat(style.circleOffset))
          .foregroundColor(color(style.circleColor, appearance: appearance))
          .accessibilityIdentifier("indicator")

        VStack {
          Spacer()

          HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { i in
              Image(systemName: items[i].symbol ?? items[i].title)
                .foregroundColor(color(self.tabindex == i ? style.selectedColor : style.symbolColor, appearance: appearance))
                .font(.system(size: CGFloat(style.symbolSize)))
                .scaleEffect(self.tabindex == i ? CGFloat(style.selectedScale) : 1.0)
                .accessibilityIdentifier("symbol.\(i)")
                .frame(width: geometry.size.width / CGFloat(items.count), height: CGFloat(style.barHeight))
                .onTapGesture {
                  withAnimation {
                    self.tabindex = i
                  }
                }
            }
          }
          .background(color(style.barColor, appearance: appearance).accessibilityIdentifier("bar"))
        }
      }
    }
  }
}
