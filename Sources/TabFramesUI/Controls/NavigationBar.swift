import Foundation

// A navigation container's bar as iPhone draws it: the inline title or principal item between
// the leading and trailing items, the large title under them, the search field in its drawer,
// and what the appearance proxy and `toolbarBackground` ask of its look (Navigation.swift builds
// the screen around it).

/// The bar: leading items, the principal item or inline title in the centre, trailing items;
/// the large title under it.
struct _NavigationBar: View, PrimitiveView {
  let spec: NavigationBarSpec
  /// What `UINavigationBar.appearance()` sets: titles, tint, backgrounds.
  var style = NavigationBarStyle()

  var body: Never { primitiveBodyNotCalled() }

  /// Built under the path a view's body takes. A bar that nothing restyles is the bar alone,
  /// so its elements keep the ids they always had (each modifier is a step in an id); a tint is
  /// the environment's, not a modifier's, for the same reason.
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    var inner = context.child(identityName(Self.self))
    if let tint = style.tint { inner.environment.tint = tint }
    guard style.colorScheme != nil || style.viewBackground != nil || style.edgeLook != nil || style.hairline != nil else {
      return TabFramesUI.makeNodes(bar, inner)
    }
    let edge = style.edgeLook?.fill(context.environment.colorScheme)
    let decorated =
      bar
      .environment(\.colorScheme, style.colorScheme ?? context.environment.colorScheme)
      .background {
        if let view = style.viewBackground { view }
      }
      .background {
        if let edge { edge.ignoresSafeArea(edges: .top) }
      }
      .overlay(alignment: .bottom) {
        if let hairline = style.hairline { hairline.frame(height: 1 / 3).offset(y: 1 / 3) }
      }
    return TabFramesUI.makeNodes(decorated, inner)
  }

  private var bar: some View {
    let large = spec.mode != .inline && spec.title != nil
    let leading = spec.items.filter { $0.0.side == .leading }.map(\.1)
    let trailing = spec.items.filter { $0.0.side == .trailing }.map(\.1)
    let principal = spec.items.first { $0.0.side == .principal }?.1
    return VStack(alignment: .leading, spacing: 0) {
      ZStack {
        if let principal {
          principal
        } else if !large, let title = spec.title {
          // A navigation bar's title is read as a heading.
          _Accessible([.addTraits(.isHeader)]) { Text(title).font(style.titleFont ?? .headline).foregroundColor(style.title).lineLimit(1) }
        }
        HStack(spacing: 16) {
          ForEach(leading.indices, id: \.self) { i in leading[i] }
          Spacer(minLength: 0)
          ForEach(trailing.indices, id: \.self) { i in trailing[i] }
        }
        .padding(.horizontal, NavigationScreen.margin)
      }
      .frame(height: NavigationScreen.barHeight)
      if large, let title = spec.title {
        _Accessible([.addTraits(.isHeader)]) {
          Text(title).font(style.largeTitleFont ?? .largeTitle.bold()).foregroundColor(style.largeTitle).lineLimit(1)
        }
        .padding(.horizontal, NavigationScreen.margin)
        .frame(maxWidth: .infinity, minHeight: NavigationScreen.largeTitleHeight, alignment: .leading)
      }
      if let search = spec.search { _SearchField(text: search.text, prompt: search.prompt) }
    }
  }
}

/// UIKit's search field in a navigation bar's drawer (iOS 15+, as commonly documented, not
/// measured here): 36 pt tall with 10 pt corners in the tertiary fill, 16 pt from the screen's
/// edges, 8 pt above and below (52 pt in all); the magnifying glass in the secondary label
/// colour, then the text in the body style, or the prompt in the placeholder colour.
struct _SearchField: View {
  let text: String
  let prompt: String?

  var body: some View {
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").font(.body).foregroundStyle(Color(.named("secondaryLabel")))
      Text(text.isEmpty ? prompt ?? "Search" : text).font(.body).lineLimit(1)
        .foregroundStyle(text.isEmpty ? Color(.named("placeholderText")) : Color.primary)
      Spacer(minLength: 0)
    }
    .padding(.horizontal, 8)
    .frame(height: 36)
    .background(RoundedRectangle(cornerRadius: 10).fill(Color(.named("tertiarySystemFill"))))
    .padding(.horizontal, NavigationScreen.margin)
    .padding(.vertical, 8)
    // Read as UIKit's text field is: the prompt as its label, the text as its value.
    .accessibilityElement()
    .accessibilityLabel(prompt ?? "Search")
    .accessibilityValue(text)
    .accessibilityAddTraits(.isSearchField)
  }
}

/// The bar once the content has scrolled under its large title, as iOS draws it: the title
/// inline, in the headline style in the centre, on the bar's standard background (the system
/// chrome colour the tab bar's standard look uses, up under the status bar) with its hairline.
/// The bar's items are the bar's own, drawn over it.
struct _CollapsedNavigationBar: View {
  let title: String
  let style: NavigationBarStyle

  var body: some View {
    _Accessible([.addTraits(.isHeader)]) {
      Text(title).font(style.titleFont ?? .headline).foregroundColor(style.title).lineLimit(1)
    }
    .padding(.horizontal, 60)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background { _StandardNavigationBarBackground(style: style) }
  }
}

/// The bar's standard background and hairline: under the collapsed bar's title, and alone under
/// an inline bar's own title and items while content lies under the bar (at its scroll edge it
/// has none, iOS 15+).
struct _StandardNavigationBarBackground: View {
  let style: NavigationBarStyle
  @Environment(\.colorScheme) private var scheme

  var body: some View {
    (style.edgeLook?.color ?? TabBarMetrics.background(scheme)).ignoresSafeArea(edges: .top)
      .overlay(alignment: .bottom) {
        (style.hairline ?? TabBarMetrics.hairline(scheme)).frame(height: 1 / 3).offset(y: 1 / 3)
      }
  }
}

/// The bottom toolbar's standard background, shown while content lies under the toolbar (at its
/// scroll edge it has none, iOS 15+): the system chrome colour the tab bar's standard look uses,
/// down under the home indicator, with the hairline on top.
struct _BottomBarBackground: View {
  @Environment(\.colorScheme) private var scheme

  var body: some View {
    TabBarMetrics.background(scheme).ignoresSafeArea(edges: .bottom)
      .overlay(alignment: .top) { TabBarMetrics.hairline(scheme).frame(height: 1 / 3).offset(y: -1 / 3) }
  }
}
