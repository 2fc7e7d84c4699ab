import Foundation

/// SwiftUI's `TabView` as iPhone draws it in portrait: the selected tab's content above a tab bar
/// of equal columns, each an icon over a caption, the selected one in the tint and the others
/// gray. Its tabs are the content's views, each described by its `tabItem` (a `Label`, or an
/// `Image` and a `Text`), identified by its `tag` (else its position) and marked by its `badge`.
/// A tap on an item selects its tab. Numbers and their sources: docs/research/tabview-metrics.md.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  /// The selection when no binding is given: the first tab until another is tapped.
  @State private var chosen: AnyHashable? = nil

  /// Disfavoured where a `Tab` (also a view) could make either form: `Tab`s build as tab content.
  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  @MainActor public var body: some View {
    let selection = selection
    let chosen = $chosen
    _TabViewLayout(
      content: content, selected: selection.map { AnyHashable($0.wrappedValue) } ?? chosen.wrappedValue,
      select: { key in
        if let selection {
          // A tab whose tag is not a selection value cannot be selected, as in SwiftUI.
          if let value = key.base as? SelectionValue { selection.wrappedValue = value }
        } else {
          chosen.wrappedValue = key
        }
      })
  }
}

extension TabView where SelectionValue == Int {
  @_disfavoredOverload
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// The tab bar's look, from UIKit's view dumps and the HIG (docs/research/tabview-metrics.md).
enum TabBarMetrics {
  /// The bar above the home-indicator area; items are 48 pt tall, 1 pt below its top.
  static let height: CGFloat = 49
  static let itemHeight: CGFloat = 48
  static let itemTop: CGFloat = 1
  /// Columns: 2 pt from the bar's edges, 4 pt apart, equal widths.
  static let edgeMargin: CGFloat = 2
  static let itemSpacing: CGFloat = 4
  /// The icon's 25 pt box, 5.5 pt into the item.
  static let iconBox: CGFloat = 25
  static let iconTop: CGFloat = 5.5
  static let captionHeight: CGFloat = 13.33
  /// The caption's line: 29.33 pt into the item above a home-indicator area (the Face ID
  /// iPhones' layout), 5 pt lower where the bar has none, flush with its bottom (its centre 41 pt
  /// into the item, as in the dump of a bar without one; iPhone snapshots agree).
  static func captionTop(bottomInset: CGFloat) -> CGFloat { bottomInset > 0 ? 29.33 : 34.33 }
  static let captionFont = Font.system(size: 10, weight: .medium)
  /// The symbol's point size: a tab symbol fills about the HIG's 25 pt target.
  static let symbolFont = Font.system(size: 20, weight: .medium)
  /// Unselected items: UIKit's unselected tint, white 0.5725 (#929292), as a dump gives it and as
  /// iPhone snapshots show it; dark, #757575 (a reimplementation's value, none better found).
  static func unselected(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(white: 0x75 / 255) : Color(white: 0x92 / 255)
  }
  /// The standard appearance's flat colour and its top hairline (one pixel, above the bar).
  static func background(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(white: 0x16 / 255, opacity: 0.94) : Color(white: 0xF9 / 255, opacity: 0.94)
  }
  /// Light: black at 30 %. Dark: the separator colour (#545458 at 60 % in dark), a grey line over
  /// the dark material as a device shows it; black at 16 % (a reimplementation's value) could not
  /// be seen on the bar (docs/research/tabview-metrics.md §3).
  static func hairline(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(.named("separator")) : Color(white: 0, opacity: 0x4C / 255)
  }
  /// Badges: an 18 pt red capsule, 13 pt white text, its leading edge 6 pt right of the column's
  /// centre and 4 pt below the item's top.
  static let badgeHeight: CGFloat = 18
  static let badgeFont = Font.system(size: 13)
  static let badgePadding: CGFloat = 5
  static let badgeLead: CGFloat = 6
  static let badgeTop: CGFloat = 4
}

/// One tab as the content's views describe it.
struct TabEntry {
  var node: LayoutNode
  var key: AnyHashable
  var title: String?
  var symbol: String?
  var badge: String?
  /// The `accessibilityIdentifier`s around the item's text and image: the bar's caption and
  /// icon take them; and the badge's name, when it has one.
  var titleID: String?
  var symbolID: String?
  var badgeID: String?
  /// `defaultVisibility(.hidden, for: .tabBar)`: not in the bar.
  var hiddenFromBar = false
}

/// Lays out the selected tab's content above the bar the tabs' items make.
struct _TabViewLayout<Content: View>: View, PrimitiveView {
  let content: Content
  let selected: AnyHashable?
  let select: @MainActor (AnyHashable) -> Void

  var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ given: BuildContext) -> [LayoutNode] {
    // An accessory is this tab view's, not the tab views' inside it.
    let accessory = given.environment.tabViewBottomAccessory
    var context = given
    context.environment.tabViewBottomAccessory = nil
    // The stacks in the tabs that have something pushed, kept by the tab view's identity.
    let roots = StateLocation(TabRoots())
    if let store = given.store { roots.link(store, key: given.path + "#roots") }
    let stacks = roots.value
    stacks.reset()
    context.environment.tabRoots = stacks
    let tabs = TabViewNode.entries(TabFramesUI.makeNodes(content, context.child("content")))
    let index = tabs.firstIndex { $0.key == selected } ?? (tabs.isEmpty ? nil : 0)
    if case .page(let mode) = context.environment.tabViewStyle {
      let shown = mode == .always || (mode == .automatic && tabs.count > 1)
      let dots = shown ? makeNode(_PageDots(count: tabs.count, current: index ?? 0), context.child("pageIndex").outsideStack()) : nil
      let pager = _Pager(pages: tabs.map(\.node), keys: tabs.map(\.key), index: index ?? 0, dots: dots, select: select, path: context.path)
      return [makeNode(pager, context.child("pager").outsideStack())]
    }
    // `toolbarBackground(_:for: .tabBar)` inside the selected tab: it flows up to the bar.
    let preference = index.map { TabViewNode.barPreference(tabs[$0].node) } ?? TabBarPreference()
    // `toolbar(.hidden, for: .tabBar)` there, or the appearance proxy's `isHidden`: no bar, and the
    // tab takes the whole view (as custom tab bars drawn over a TabView have it).
    if preference.bar == .hidden || UITabBar.appearance().isHidden {
      return [TabViewNode(content: index.map { tabs[$0].node }, bar: nil, barHeight: 0, id: context.path)]
    }
    // The home-indicator area the bar's background fills: a scene kind's, or the stage's bottom
    // safe area, which the tab view grows into (SwiftUI's TabView ignores it for its bar).
    let safeBottom = max(0, context.environment.stageSafeArea.bottom)
    let inset = max(0, context.environment.tabBarBottomInset, safeBottom)
    // The bar's items: the tabs it shows (a tab hidden from it is left out, its content still
    // shown when it is selected).
    let shown = tabs.indices.filter { !tabs[$0].hiddenFromBar }
    let bar = _TabBar(
      bottomInset: inset,
      items: shown.map { tabs[$0] }.map {
        _TabBar.Item(title: $0.title, symbol: $0.symbol, badge: $0.badge, titleID: $0.titleID, symbolID: $0.symbolID, badgeID: $0.badgeID)
      },
      selected: index.flatMap { shown.firstIndex(of: $0) },
      background: preference.visibility == .hidden ? nil : .some(preference.style), scrollEdge: preference.visibility == .automatic,
      select: { i in
        // The selected tab's item again: its stacks go back to their roots.
        if shown[i] == index { stacks.popToRoot(inside: tabs[shown[i]].node) } else { select(tabs[shown[i]].key) }
      })
    var barHeight = TabBarMetrics.height + inset
    let barNode: LayoutNode
    if let accessory {
      barNode = makeNode(_AccessorizedTabBar(accessory: accessory.view(), bar: bar), context.child("tabBar").outsideStack())
      barHeight += TabBarMetrics.accessoryHeight + TabBarMetrics.accessoryGap
    } else {
      barNode = makeNode(bar, context.child("tabBar").outsideStack())
    }
    let node = TabViewNode(content: index.map { tabs[$0].node }, bar: barNode, barHeight: barHeight, id: context.path)
    node.record = context.record
    if safeBottom > 0 { node.safeAreaRecord = context.record }
    node.followsScrollEdge = preference.visibility == .automatic
    return [node]
  }
}

/// The tab view: it takes the whole proposal, the bar at its bottom, the content above.
final class TabViewNode: LayoutNode, @unchecked Sendable {
  let content: LayoutNode?
  /// Nil when the selected tab hides it.
  let bar: LayoutNode?
  /// The bar with the home-indicator area below its items.
  let barHeight: CGFloat
  /// Set when the stage has a bottom safe area: the tab view reaching its edge grows down to the
  /// canvas's, its bar's background filling the home-indicator area.
  var safeAreaRecord: BuildRecord?
  /// The bar's background follows iOS 15's rule (`toolbarBackground` automatic): the standard
  /// material and hairline while content lies under the bar — a scroll view's or list's rows
  /// running on below its top — and the scroll-edge look (clear) when the content ends above it.
  /// The bar is built with both; `collectLeaves` keeps the one that applies.
  var followsScrollEdge = false
  /// The bar's top edge as last placed.
  private var barTop = CGFloat.infinity
  /// The build's record, whose safe area the bar extends while the content is placed.
  var record: BuildRecord?

  init(content: LayoutNode?, bar: LayoutNode?, barHeight: CGFloat, id: String) {
    self.content = content
    self.bar = bar
    self.barHeight = barHeight
    super.init(id: id)
  }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func placeChildren(in given: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    var bounds = given
    if let record = safeAreaRecord, let safe = record.safeArea, let canvas = record.canvas {
      bounds = SafeAreaIgnoringNode.grow(given, edges: .bottom, safe: safe, canvas: canvas)
    }
    let barFrame = CGRect(x: bounds.minX, y: bounds.maxY - barHeight, width: bounds.width, height: barHeight)
    barTop = barFrame.minY
    bar?.place(in: barFrame, proposal: ProposedViewSize(barFrame.size), pass: pass)
    guard let content else { return }
    let area = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - barHeight))
    let p = ProposedViewSize(area.size)
    let size = content.sizeThatFits(p, in: pass)
    // The bar is the content's bottom safe area, as on iOS 15 and later: a background that ignores
    // the safe area (a list's, a style's) reaches down under the bar to the tab view's bottom,
    // where the bar's scroll-edge look lets it show.
    let saved = (record?.canvas, record?.safeArea)
    if let record, bar != nil {
      let canvas = record.canvas ?? bounds
      let safe = record.safeArea ?? canvas
      record.safeArea = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: max(0, min(safe.maxY, barTop) - safe.minY))
      record.canvas = CGRect(x: canvas.minX, y: canvas.minY, width: canvas.width, height: max(0, bounds.maxY - canvas.minY))
    }
    content.place(in: CGRect(origin: Alignment.center.origin(of: size, in: area), size: size), proposal: p, pass: pass)
    if let record { (record.canvas, record.safeArea) = saved }
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    content?.collectLeaves(into: &leaves)
    guard followsScrollEdge else {
      bar?.collectLeaves(into: &leaves)
      return
    }
    // Content under the bar: a leaf laid out past its top (a scroll view clips it there; on a
    // device it shows through the bar's material).
    let under = leaves[start...].contains { $0.frame.maxY > barTop + 0.5 && $0.frame.height > 0 && !$0.fillsBehindBars }
    // The look that applies: the standard one's layers, or the scroll edge's.
    var own: [LayoutLeaf] = []
    bar?.collectLeaves(into: &own)
    let dropped: Set<String> =
      under ? [_TabBar.scrollEdgeBackgroundID, _TabBar.scrollEdgeHairlineID] : [_TabBar.backgroundID, _TabBar.hairlineID]
    leaves += own.filter { !dropped.contains($0.id) }
  }

  override func forEachChild(_ body: (LayoutNode) -> Void) {
    content.map(body)
    bar.map(body)
  }

  /// The tabs the content's nodes describe: each node one tab, its tag, item and badge read from
  /// the modifiers around it (in any order).
  static func entries(_ nodes: [LayoutNode]) -> [TabEntry] {
    nodes.enumerated().map { position, node in
      var entry = TabEntry(node: node, key: node.selectionKey(position: position))
      var current: LayoutNode? = node
      // The outermost item and badge describe the tab, as the outermost modifier wins in SwiftUI.
      while let wrapper = current as? WrapperNode {
        if let item = wrapper as? TabItemNode, entry.title == nil && entry.symbol == nil {
          (entry.title, entry.titleID) = (item.label.firstIdentifiedText?.value, item.label.firstIdentifiedText?.identifier)
          (entry.symbol, entry.symbolID) = (item.label.firstIdentifiedSymbol?.value, item.label.firstIdentifiedSymbol?.identifier)
        }
        if let badge = wrapper as? BadgeNode, entry.badge == nil { (entry.badge, entry.badgeID) = (badge.text, badge.identifier) }
        if wrapper is TabBarHiddenNode { entry.hiddenFromBar = true }
        current = wrapper.child
      }
      return entry
    }
  }

  /// What the `toolbarBackground(_:for: .tabBar)`s and `toolbar(_:for: .tabBar)`s inside a tab's
  /// content ask of the bar (the innermost of each kind decides, as SwiftUI's preferences do).
  static func barPreference(_ node: LayoutNode) -> TabBarPreference {
    var found = TabBarPreference()
    func visit(_ n: LayoutNode) {
      if let marker = n as? ToolbarBackgroundNode {
        if let v = marker.visibility { found.visibility = v }
        if let s = marker.style { found.style = s }
        if let b = marker.bar { found.bar = b }
      }
      n.forEachChild(visit)
    }
    visit(node)
    return found
  }

}

/// The bar: equal columns, each an icon over a caption, with its badge.
struct _TabBar: View {
  struct Item {
    var title: String?
    var symbol: String?
    var badge: String?
    var titleID: String?
    var symbolID: String?
    var badgeID: String?
  }
  /// The home-indicator area under the items: the bar's background reaches the screen's edge.
  let bottomInset: CGFloat
  let items: [Item]
  let selected: Int?
  /// Shown: the style asked for, or nil for the standard material. Not shown: nil.
  let background: Color??
  /// The standard look only while content lies under the bar, else the scroll edge's: both are
  /// built, and the tab view keeps the one that applies (`TabViewNode.followsScrollEdge`).
  var scrollEdge = false
  let select: @MainActor (Int) -> Void
  @Environment(\.colorScheme) private var scheme

  /// The layers' identifiers, by which the tab view picks its look.
  nonisolated static let backgroundID = "tabBar.background"
  nonisolated static let hairlineID = "tabBar.hairline"
  nonisolated static let scrollEdgeBackgroundID = "tabBar.scrollEdgeBackground"
  nonisolated static let scrollEdgeHairlineID = "tabBar.scrollEdgeHairline"

  var body: some View {
    // UIKit's appearance proxy, where code set it (UITabBarAppearance.swift): its colours win
    // over the standard look, as on a device.
    let style = TabBarStyle.current
    let fill: Color?
    let hairline: Color?
    // The scroll edge's look beside the standard one, when the tab view chooses between them.
    let edge = scrollEdge ? style.scrollEdge : nil
    if let background {
      fill = background ?? style.standard.map { $0.fill(scheme) } ?? TabBarMetrics.background(scheme)
      hairline = style.standard.map { $0.line(scheme) } ?? TabBarMetrics.hairline(scheme)
    } else {
      fill = style.scrollEdge?.fill(scheme)
      hairline = nil
    }
    let edgeFill = edge?.fill(scheme)
    let edgeHairline = edge?.line(scheme)
    // The bar is a container of its items, with the tab bar trait.
    return _Accessible([.element(.contain), .addTraits(.isTabBar)]) {
      HStack(spacing: TabBarMetrics.itemSpacing) {
        ForEach(items.indices, id: \.self) { i in item(i, style) }
      }
    }
    .padding(.horizontal, TabBarMetrics.edgeMargin)
    .padding(.top, TabBarMetrics.itemTop)
    .frame(height: TabBarMetrics.height + bottomInset, alignment: .top)
    .background(alignment: .top) {
      if fill != nil || hairline != nil || style.viewBackground != nil || edgeFill != nil || edgeHairline != nil {
        ZStack(alignment: .top) {
          if let own = style.viewBackground { own.accessibilityIdentifier("tabBar.viewBackground") }
          if let edgeFill { edgeFill.accessibilityIdentifier(Self.scrollEdgeBackgroundID) }
          if let fill { fill.accessibilityIdentifier(Self.backgroundID) }
          if let hairline {
            hairline.frame(height: 1 / 3).offset(y: -1 / 3).accessibilityIdentifier(Self.hairlineID)
          }
          if let edgeHairline {
            edgeHairline.frame(height: 1 / 3).offset(y: -1 / 3).accessibilityIdentifier(Self.scrollEdgeHairlineID)
          }
        }
      }
    }
  }

  /// An item is read as a tab bar button reads: its title (its symbol's name when it has none),
  /// its badge as its value, selected when it is.
  private func item(_ i: Int, _ style: TabBarStyle) -> some View {
    let isSelected = i == selected
    let reading: [AccessibilityEdit] = [
      .element(.ignore), .label(items[i].title ?? items[i].symbol.map(Image.reading) ?? ""), .value(items[i].badge ?? ""),
      .addTraits(isSelected ? [.isButton, .isSelected] : .isButton),
    ]
    return _Accessible(reading) { itemLook(i, style, isSelected: isSelected) }
  }

  private func itemLook(_ i: Int, _ style: TabBarStyle, isSelected: Bool) -> some View {
    ZStack(alignment: .top) {
      if let symbol = items[i].symbol {
        _Tinted(color: isSelected ? style.selected : style.unselected) {
          Image(systemName: symbol).font(TabBarMetrics.symbolFont).identified(items[i].symbolID).frame(height: TabBarMetrics.iconBox)
            .padding(.top, TabBarMetrics.iconTop)
        }
      }
      if let title = items[i].title {
        _Tinted(color: isSelected ? style.selectedTitle : style.unselectedTitle) {
          Text(title).font(TabBarMetrics.captionFont).lineLimit(1).identified(items[i].titleID)
            .frame(height: TabBarMetrics.captionHeight)
            .padding(.top, TabBarMetrics.captionTop(bottomInset: bottomInset))
        }
      }
    }
    .frame(maxWidth: .infinity)
    .overlay(alignment: .top) {
      // Over the item, as UIKit draws it: however long, a badge moves nothing (it may cover the
      // next item). Its leading edge is `badgeLead` right of the column's centre.
      if let badge = items[i].badge {
        Text(badge).font(TabBarMetrics.badgeFont).foregroundColor(.white).lineLimit(1).identified(items[i].badgeID)
          .padding(.horizontal, badge.isEmpty ? 0 : TabBarMetrics.badgePadding)
          .frame(minWidth: TabBarMetrics.badgeHeight, minHeight: TabBarMetrics.badgeHeight)
          .background(Capsule().fill(style.badge ?? Color.red).identified(items[i].badgeID.map { "\($0).background" }))
          .fixedSize()
          .alignmentGuide(HorizontalAlignment.center) { _ in -TabBarMetrics.badgeLead }
          .padding(.top, TabBarMetrics.badgeTop)
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: TabBarMetrics.itemHeight, alignment: .top)
    .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(TabBarMetrics.unselected(scheme)))
    .contentShape(Rectangle())
    .onTapGesture { select(i) }
  }
}

/// Its content in a colour when one is given, else as it is: no node and no step in the
/// content's ids, so a bar with no appearance set draws and names its items as it always has.
struct _Tinted<Content: View>: View, PrimitiveView {
  let color: Color?
  let content: Content
  init(color: Color?, @ViewBuilder content: () -> Content) {
    self.color = color
    self.content = content()
  }
  var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    var inner = context
    if let color { inner.environment.foregroundColor = color }
    return TabFramesUI.makeNodes(content, inner)
  }
}

/// SwiftUI's `tabItem(_:)`: the view's item in a tab bar. Drawn only by the bar.
nonisolated struct _TabItemModifier<Item: View>: ViewModifier, PrimitiveModifier {
  let item: Item
  /// A `Tab`'s role: the search tab's content has the tab view's `searchable` field.
  var role: TabRole? = nil
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    // Tab symbols take the fill variant (iOS 15+), selected or not.
    var itemContext = context.child("tabItem")
    itemContext.environment.symbolVariants = .fill
    var inner = context
    if role == .search, inner.environment.containerSearch == nil { inner.environment.containerSearch = inner.environment.tabViewSearch }
    return [TabItemNode(child: single(content, inner), label: makeNode(item, itemContext))]
  }
}

final class TabItemNode: WrapperNode, @unchecked Sendable {
  let label: LayoutNode
  init(child: LayoutNode, label: LayoutNode) {
    self.label = label
    super.init(child: child, id: child.id)
  }
}

/// Where a bar's background shows (`toolbarBackground(_:for:)`).
public enum Visibility: Sendable, Hashable, CaseIterable {
  case automatic, visible, hidden
}

/// The bars a toolbar modifier applies to; TabFramesUI draws the tab bar.
public struct ToolbarPlacement: Sendable, Hashable {
  let name: String
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let automatic = ToolbarPlacement(name: "automatic")
  /// The bottom toolbar (`ToolbarItem(placement: .bottomBar)`): a `toolbarBackground` or a
  /// visibility given for it changes nothing drawn; the toolbar keeps its own look.
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { modifier(_TabItemModifier(item: label())) }
}
