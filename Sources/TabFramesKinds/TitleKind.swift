import TabFrames
import TabFramesOutput
import TabFramesSceneFormat

/// `title`: seed 002, TabTitleBar — bold titles in a row, inactive ones scaled down and
/// secondary; when they do not fit across (ViewThatFits), the current title and a "Change Tab"
/// `Menu` whose rows change the tab. The seed gives a description, not code: the view follows it
/// as `Examples/Seeds/002_TabTitleBar.swift` does, with the scene's constants as style keys.
///
/// Its events are taps on the stage, decided when their turn comes: `openMenu` taps the menu's
/// button (nothing when the menu is open already, or when every title fits and there is no
/// menu), `closeMenu` taps it again while the menu is open, and a `select` while the menu is
/// open taps that tab's row — which closes the menu, as choosing a row does.
struct TitleKind: ViewSceneKind {
  var name: String { "title" }
  var itemRange: ClosedRange<Int> { 1...50 }
  var events: Set<KindEvent> { [.menu] }
  /// The seed's titles change `withAnimation`, whose animation is the default.
  var ownAnimation: Animation? { .default }

  struct Style: Sendable {
    /// The scale of an inactive title (the seed's 70 %).
    var inactiveScale = 0.7
    var labelColor: ColorSpec = .named("secondary", opacity: 1)
    var labelSelectedColor: ColorSpec = .named("primary", opacity: 1)
    var changeTabLabel = "Change Tab"
    var changeTabSymbol = "arrow.left.arrow.right.square"
    /// The menu button's tint.
    var accentColor: ColorSpec = .named("accentColor", opacity: 1)
    /// nil: SwiftUI's default HStack spacing.
    var spacing: Double? = nil
  }

  func defaultHeight(for style: Style) -> Double { 56 }

  func decodeStyle(_ r: inout JSONReader) throws(SceneError) -> Style {
    var s = Style()
    s.inactiveScale = try r.number("inactiveScale", in: 0.05...1, default: s.inactiveScale)
    s.labelColor = try r.color("labelColor") ?? s.labelColor
    s.labelSelectedColor = try r.color("labelSelectedColor") ?? s.labelSelectedColor
    s.changeTabLabel = try r.string("changeTabLabel") ?? s.changeTabLabel
    s.changeTabSymbol = try r.string("changeTabSymbol", maxLength: Limits.nameCharacters) ?? s.changeTabSymbol
    s.accentColor = try r.color("accentColor") ?? s.accentColor
    if let spacing = try r.number("spacing") {
      guard (0...500).contains(spacing) else { throw r.error("spacing", "must be from 0 to 500") }
      s.spacing = spacing
    }
    return s
  }

  func symbols(in style: ComponentStyle) -> [String] {
    guard let style = try? decodedStyle(style) else { return [] }
    return [style.changeTabSymbol]
  }

  @MainActor func view(_ scene: Scene, style: Style, selection: Binding<Int>) -> some View {
    TitleTabBar(items: scene.component.items, style: style, appearance: scene.appearance, selection: selection)
      .font(font(scene.font))
  }

  func action(for event: TimelineEvent, scene: Scene, style: Style) -> Stage.Action? {
    // The menu is open while its rows can be tapped.
    switch event {
    // The menu presents and dismisses with its own animation unless the event gives one.
    case .openMenu(let spec, let wait):
      let transaction = spec.map { Transaction(animation: Animation($0)) }
      return .deciding { now in
        now.tappable.contains("menu.row.0") || !now.tappable.contains("menu.button")
          ? .hold(wait ?? 0) : .tap("menu.button", transaction: transaction, wait: wait)
      }
    case .closeMenu(let spec, let wait):
      let transaction = spec.map { Transaction(animation: Animation($0)) }
      return .deciding { now in
        now.tappable.contains("menu.row.0") ? .tap("menu.button", transaction: transaction, wait: wait) : .hold(wait ?? 0)
      }
    case .select(let item, let spec, let wait):
      let animation = self.animation(spec)
      return .deciding { now in
        now.tappable.contains("menu.row.\(item)")
          ? .tap("menu.row.\(item)", transaction: Transaction(animation: animation), wait: wait)
          : .set(item, animation: animation, wait: wait)
      }
    case .hold, .drag:
      return standardAction(for: event)
    }
  }
}

/// Seed 002's `TabTitleBar` for the scene's items; ids as docs/KINDS.md lists them (`label.i`, `symbol.i`,
/// `menu.button`, `menu.row.i`, `menu.check`).
struct TitleTabBar: View {
  let items: [TabItem]
  let style: TitleKind.Style
  let appearance: Appearance
  @Binding var selection: Int

  var body: some View {
    ViewThatFits(in: .horizontal) {
      // Every title, when they fit at full size (a scale effect does not change a layout).
      HStack(spacing: style.spacing.map { CGFloat($0) }) {
        ForEach(items.indices, id: \.self) { i in
          // The tap sets the selection plainly: a scene's `select` brings its own animation.
          title(i).onTapGesture { selection = i }
        }
      }
      .fixedSize()
      // Else the current title (wrapping when long) and the menu to change it.
      HStack {
        title(selection)
        Spacer(minLength: 8)
        Menu {
          ForEach(items.indices, id: \.self) { i in
            Button(action: { selection = i }) { row(i) }
          }
        } label: {
          Label {
            Text(style.changeTabLabel).accessibilityIdentifier("menu.button")
          } icon: {
            Image(systemName: style.changeTabSymbol).accessibilityIdentifier("menu.symbol")
          }
        }
        .tint(color(style.accentColor, appearance: appearance))
        // Its panel and separators named as the kind's layout dump has always named them.
        .environment(\._menuPartIdentifiers, "menu")
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }

  /// A title, active or inactive: bold (its symbol too), the inactive ones scaled about their
  /// centre and in the secondary colour.
  private func title(_ i: Int) -> some View {
    let active = i == selection
    return Group {
      if let symbol = items[i].symbol {
        Label {
          Text(items[i].title).accessibilityIdentifier("label.\(i)")
        } icon: {
          Image(systemName: symbol).accessibilityIdentifier("symbol.\(i)")
        }
      } else {
        Text(items[i].title).accessibilityIdentifier("label.\(i)")
      }
    }
    .fontWeight(.bold)
    .foregroundStyle(color(active ? style.labelSelectedColor : style.labelColor, appearance: appearance))
    .scaleEffect(active ? 1 : CGFloat(style.inactiveScale))
  }

  /// A menu row: a checkmark on the selected tab's, the title (one line), its symbol trailing.
  private func row(_ i: Int) -> some View {
    HStack(spacing: 0) {
      let check = Image(systemName: "checkmark").frame(width: 28, alignment: .leading)
      if i == selection { check.accessibilityIdentifier("menu.check") } else { check.hidden() }
      Text(items[i].title).lineLimit(1).accessibilityIdentifier("menu.row.\(i)")
      if let symbol = items[i].symbol {
        Spacer(minLength: 8)
        Image(systemName: symbol).accessibilityIdentifier("menu.row.\(i).symbol")
      }
    }
  }
}
