import TabFrames
import TabFramesOutput
import TabFramesSceneFormat

/// `scrolling`: seed 001, SmoothSelectionTabsView — padded titles in a horizontal ScrollView, a
/// rounded underline under the selected one (matched geometry), a hairline divider across the
/// width; a change of tab scrolls the new one to the centre (the last to trailing), clamped to
/// the content. The view is the seed's (`Examples/Seeds/001_SmoothSelectionTabsView.swift`) with
/// its constants the style's: so the row jumps to its new offset (the seed's `scrollTo` is not
/// animated) while colours and underline spring, and a first selection is not scrolled to.
struct ScrollingKind: ViewSceneKind {
  var name: String { "scrolling" }
  var itemRange: ClosedRange<Int> { 1...50 }
  /// The seed's tap sets the selection outside any transaction: its own
  /// `.animation(.spring(response: 0.8), value:)` moves what changes.
  var ownAnimation: Animation? { nil }

  struct Style: Sendable {
    var titlePadding = 12.0
    var underlineHeight = 2.0
    var underlineCornerRadius = 10.0
    var underlineColor: ColorSpec = .named("gray", opacity: 1)
    var dividerHeight = 1.0
    var dividerColor: ColorSpec = .named("gray", opacity: 0.2)
    var labelColor: ColorSpec = .named("secondary", opacity: 1)
    var labelSelectedColor: ColorSpec = .named("primary", opacity: 1)
  }

  func defaultHeight(for style: Style) -> Double { 48 }

  func decodeStyle(_ r: inout JSONReader) throws(SceneError) -> Style {
    var s = Style()
    s.titlePadding = try r.number("titlePadding", in: 0...200, default: s.titlePadding)
    s.underlineHeight = try r.number("underlineHeight", in: 0...100, default: s.underlineHeight)
    s.underlineCornerRadius = try r.number("underlineCornerRadius", in: 0...100, default: s.underlineCornerRadius)
    s.underlineColor = try r.color("underlineColor") ?? s.underlineColor
    s.dividerHeight = try r.number("dividerHeight", in: 0...100, default: s.dividerHeight)
    s.dividerColor = try r.color("dividerColor") ?? s.dividerColor
    s.labelColor = try r.color("labelColor") ?? s.labelColor
    s.labelSelectedColor = try r.color("labelSelectedColor") ?? s.labelSelectedColor
    return s
  }

  @MainActor func view(_ scene: Scene, style: Style, selection: Binding<Int>) -> some View {
    SmoothSelectionTabs(titles: scene.component.items.map(\.title), style: style, appearance: scene.appearance, currentTab: selection)
      .font(font(scene.font))
  }
}

/// Seed 001's `SmoothSelectionTabsView`, its models the scene's titles and its constants the
/// style's; ids as docs/KINDS.md lists them.
struct SmoothSelectionTabs: View {
  let titles: [String]
  let style: ScrollingKind.Style
  let appearance: Appearance
  @Binding var currentTab: Int
  @Namespace private var namespace

  var body: some View {
    ScrollViewReader { reader in
      VStack(spacing: 0) {
        ScrollView(.horizontal, showsIndicators: false) {
          HStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
              createUnderlineButton(currentTab: $currentTab, namespace: namespace, for: index)
                .id(index)
            }
          }
        }
        .onChange(of: currentTab) { _, newTabIndex in
          reader.scrollTo(newTabIndex, anchor: isLastTabIndex(newTabIndex) ? .trailing : .center)
        }

        color(style.dividerColor, appearance: appearance)
          .frame(height: CGFloat(style.dividerHeight))
          .accessibilityIdentifier("divider")
      }
      .frame(maxWidth: .infinity)
    }
  }

  private func createUnderlineButton(currentTab: Binding<Int>, namespace: Namespace.ID, for index: Int) -> some View {
    VStack(spacing: 0) {
      Text(titles[index])
        .foregroundColor(color(currentTab.wrappedValue == index ? style.labelSelectedColor : style.labelColor, appearance: appearance))
        .padding(CGFloat(style.titlePadding))
        .accessibilityIdentifier("label.\(index)")

      if currentTab.wrappedValue == index {
        // The seed's `Color.gray.frame(height: 2).cornerRadius(10)`, drawn as the rounded
        // rectangle it is: a clip outline would stay where it was cut in an animated SVG, whose
        // elements move by keyframes, where the shape's own corners move with it.
        RoundedRectangle(cornerRadius: CGFloat(style.underlineCornerRadius))
          .fill(color(style.underlineColor, appearance: appearance))
          .frame(height: CGFloat(style.underlineHeight))
          .matchedGeometryEffect(id: "underline", in: namespace, properties: .frame)
          .accessibilityIdentifier("indicator")
      }
    }
    .animation(.spring(response: 0.8), value: currentTab.wrappedValue)
    .onTapGesture {
      self.currentTab = index
    }
  }

  private func isLastTabIndex(_ index: Int) -> Bool { titles.count - 1 == index }
}
