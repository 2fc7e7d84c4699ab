import TabFrames
import TabFramesOutput
import TabFramesSceneFormat

/// `tabview`: the standard iOS tab bar, SwiftUI's own `TabView` (TabFramesUI draws it with
/// UIKit's metrics: docs/research/tabview-metrics.md) — icons over captions in equal columns,
/// the selected item in the tint and the others gray, fill-variant symbols, badges, the bar's
/// material with its hairline, and optionally the home-indicator area below it.
///
/// Selecting a tab is not animated by default: UIKit's bar changes its tint at once, whatever
/// transaction the selection changed in. An `animation` on a `select` is applied as SwiftUI
/// applies one to a view (the tints cross-fade).
struct TabViewKind: ViewSceneKind {
  var name: String { "tabview" }
  /// UIKit shows at most five items on iPhone (more go under a "More" tab).
  var itemRange: ClosedRange<Int> { 2...5 }
  var itemBadges: Bool { true }
  var ownAnimation: Animation? { nil }

  struct Style: Sendable {
    /// The selected item's colour (`tint`).
    var tint: ColorSpec = .named("accentColor", opacity: 1)
    /// The bar's background: its standard material and hairline (`toolbarBackground(.visible,
    /// for: .tabBar)`), none (iOS 15+ over content that does not scroll under it), or a colour.
    var background: Background = .material
    /// The 34 pt home-indicator area of a Face ID iPhone below the bar, with its indicator.
    var homeIndicator = false
    /// `symbolVariant(.fill)`, which TabView applies to tab symbols (iOS 15+); false: the names
    /// as given (`.environment(\.symbolVariants, .none)`).
    var fillSymbols = true

    enum Background: Sendable {
      case material, transparent
      case color(ColorSpec)
    }
  }

  /// A Face ID iPhone's bottom safe area in portrait (docs/research/tabview-metrics.md §1).
  static let homeIndicatorArea = 34.0
  /// The bar, and one point above it for the hairline UIKit draws just above the bar's top.
  static let barHeight = 49.0
  static let hairlineRoom = 1.0

  func defaultHeight(for style: Style) -> Double {
    Self.hairlineRoom + Self.barHeight + (style.homeIndicator ? Self.homeIndicatorArea : 0)
  }

  func decodeStyle(_ r: inout JSONReader) throws(SceneError) -> Style {
    var s = Style()
    s.tint = try r.color("tint") ?? s.tint
    if let v = r.value("background") {
      switch v {
      case .string("material"): s.background = .material
      case .string("transparent"): s.background = .transparent
      case .string(let text):
        guard let c = ColorSpec.parse(text) else {
          throw r.error("background", "expected \"material\", \"transparent\" or a colour, got \"\(text)\"")
        }
        s.background = .color(c)
      case .object:
        // A light/dark pair, read as every colour is.
        var pair = try JSONReader(.object([("background", v)]), file: r.file, path: r.path)
        guard let c = try pair.color("background") else { throw r.error("background", "expected a colour") }
        s.background = .color(c)
      default:
        throw r.error("background", "expected \"material\", \"transparent\" or a colour, got \(v.typeName)")
      }
    }
    s.homeIndicator = try r.bool("homeIndicator") ?? s.homeIndicator
    if let variant = try r.string("symbolVariant") {
      switch variant {
      case "fill": s.fillSymbols = true
      case "none": s.fillSymbols = false
      default: throw r.error("symbolVariant", "expected \"fill\" or \"none\", got \"\(variant)\"")
      }
    }
    return s
  }

  @MainActor func view(_ scene: Scene, style: Style, selection: Binding<Int>) -> some View {
    SceneTabView(items: scene.component.items, style: style, appearance: scene.appearance, selection: selection)
  }
}

/// The bar as an app writes it: a `TabView` whose tabs are described by `tabItem`, `tag` and
/// `badge`, each tab asking for the bar's background with `toolbarBackground`.
struct SceneTabView: View {
  let items: [TabItem]
  let style: TabViewKind.Style
  let appearance: Appearance
  @Binding var selection: Int

  var body: some View {
    ZStack(alignment: .bottom) {
      TabView(selection: $selection) {
        ForEach(items.indices, id: \.self) { i in
          // The tabs' screens draw nothing: the scene is the bar.
          Spacer(minLength: 0)
            .tabItem { label(i) }
            .tag(i)
            ._badge(items[i].badge, identifier: "badge.\(i)")
            .modifier(BarBackground(background: style.background, appearance: appearance))
        }
      }
      .tint(color(style.tint, appearance: appearance))
      .environment(\.tabBarBottomInset, style.homeIndicator ? CGFloat(TabViewKind.homeIndicatorArea) : 0)
      if style.homeIndicator {
        GeometryReader { proxy in
          // 134 pt wide on a 375 pt screen, 139 on 390, 148 on 414, 153 on 428; 5 pt tall, 8 pt
          // above the bottom edge; dark over light content, light over dark.
          Capsule().fill(Color.primary)
            .frame(width: (proxy.size.width * 0.357).rounded(), height: 5)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            .padding(.bottom, 8)
        }
        .frame(height: CGFloat(TabViewKind.homeIndicatorArea))
        .accessibilityIdentifier("homeIndicator")
      }
    }
  }

  /// The item's label: its caption `label.i` and its symbol `symbol.i` (docs/KINDS.md).
  @ViewBuilder private func label(_ i: Int) -> some View {
    let item = items[i]
    Label {
      if !item.title.isEmpty { Text(item.title).accessibilityIdentifier("label.\(i)") }
    } icon: {
      if let symbol = item.symbol {
        Image(systemName: symbol).accessibilityIdentifier("symbol.\(i)")
      }
    }
    .environment(\.symbolVariants, style.fillSymbols ? .fill : .none)
  }
}

/// A tab's `toolbarBackground` for the style's background.
private struct BarBackground: ViewModifier {
  let background: TabViewKind.Style.Background
  let appearance: Appearance

  func body(content: Content) -> some View {
    switch background {
    case .material: content.toolbarBackground(.visible, for: .tabBar)
    case .transparent: content
    case .color(let c):
      content.toolbarBackground(color(c, appearance: appearance), for: .tabBar).toolbarBackground(.visible, for: .tabBar)
    }
  }
}
