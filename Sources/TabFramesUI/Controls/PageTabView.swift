import Foundation

// `TabView` with `.tabViewStyle(.page)`: the tabs as pages side by side, the selected one filling
// the view, the others beyond its edges (cut off by them), and UIPageControl's dots at the foot.
// A selection changed in an animation slides the pages; swiping by a drag is not modelled yet.

/// SwiftUI's `TabViewStyle`.
public protocol TabViewStyle: Sendable { var _kind: TabViewStyleKind { get } }

/// Which look a tab view takes.
public enum TabViewStyleKind: Sendable, Equatable {
  case automatic
  case page(PageTabViewStyle.IndexDisplayMode)
}

public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
  public var _kind: TabViewStyleKind { .automatic }
}

/// iOS 18's `.sidebarAdaptable`: on iPhone, the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  public init() {}
  public var _kind: TabViewStyleKind { .automatic }
}

public struct PageTabViewStyle: TabViewStyle {
  /// Whether the page dots are shown: `.automatic` and `.always` show them (a single page's
  /// too, for `.always`), `.never` does not.
  public enum IndexDisplayMode: Sendable, Equatable { case automatic, always, never }
  let indexDisplayMode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
  public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
/// iOS 18's `.tabBarOnly`: on iPhone, the tab bar, as every style but `.page` is.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  public init() {}
  public var _kind: TabViewStyleKind { .automatic }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { .init() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    .init(indexDisplayMode: indexDisplayMode)
  }
}

/// SwiftUI's `IndexViewStyle` (`.page(backgroundDisplayMode:)`): `.always` puts the page dots
/// on a backing (UIPageControl's prominent background style); `.automatic` and `.interactive`
/// show it only while the dots are touched, which a stage never does, and `.never` not at all.
public protocol IndexViewStyle: Sendable {
  /// Whether the dots are drawn on their backing at rest.
  var _backed: Bool { get }
}
extension IndexViewStyle {
  public var _backed: Bool { false }
}
public struct PageIndexViewStyle: IndexViewStyle {
  public enum BackgroundDisplayMode: Sendable { case automatic, interactive, always, never }
  let backgroundDisplayMode: BackgroundDisplayMode
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
  public var _backed: Bool { backgroundDisplayMode == .always }
}
extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { .init() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    .init(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct PageIndexBackedKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
  var pageIndexBacked: Bool {
    get { self[PageIndexBackedKey.self] }
    set { self[PageIndexBackedKey.self] = newValue }
  }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }
extension EnvironmentValues {
  var tabViewStyle: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

extension View {
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { environment(\.tabViewStyle, style._kind) }
  nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { environment(\.pageIndexBacked, style._backed) }
}

/// UIPageControl's dots: 7 pt, 9 pt apart, the current one white and the others white at 30 %
/// (or the colours set on `UIPageControl.appearance()`),
/// centred 20 pt above the foot (UIKit's defaults as commonly documented, not measured here).
struct _PageDots: View {
  let count: Int
  let current: Int
  private var currentColor: Color { UIPageControl.appearance().currentPageIndicatorTintColor.map(Color.init(uiColor:)) ?? .white }
  private var otherColor: Color { UIPageControl.appearance().pageIndicatorTintColor.map(Color.init(uiColor:)) ?? .white.opacity(0.3) }
  @Environment(\.pageIndexBacked) private var backed
  var body: some View {
    let dots = HStack(spacing: 9) {
      ForEach(0..<count, id: \.self) { i in
        Circle().fill(i == current ? currentColor : otherColor).frame(width: 7, height: 7)
      }
    }
    // The backing: a dark capsule the dots sit in, 8 pt around them across and 6 pt down
    // (chosen to look like iOS 14's prominent page control; not published), so white dots show
    // on a white page.
    if backed {
      dots.padding(.horizontal, 8).padding(.vertical, 6).background(Capsule().fill(Color.black.opacity(0.25)))
    } else {
      dots
    }
  }
}

/// The pages, each the view's size, side by side from the selected one; the dots over them.
final class PageTabNode: LayoutNode, @unchecked Sendable {
  let pages: [LayoutNode]
  let index: Int
  let dots: LayoutNode?

  init(pages: [LayoutNode], index: Int, dots: LayoutNode?, id: String) {
    self.pages = pages
    self.index = index
    self.dots = dots
    super.init(id: id)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let p = ProposedViewSize(bounds.size)
    for (i, page) in pages.enumerated() {
      let area = bounds.offsetBy(dx: CGFloat(i - index) * bounds.width, dy: 0)
      let size = page.sizeThatFits(p)
      page.place(in: CGRect(origin: Alignment.center.origin(of: size, in: area), size: size), proposal: p)
    }
    if let dots {
      let size = dots.sizeThatFits(.unspecified)
      dots.place(
        in: CGRect(x: bounds.midX - size.width / 2, y: bounds.maxY - 20 - size.height / 2, width: size.width, height: size.height),
        proposal: .unspecified)
    }
  }

  /// The pages cut off at the view's edges; the dots over them.
  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    var own: [LayoutLeaf] = []
    for page in pages { page.collectLeaves(into: &own) }
    for var leaf in own {
      leaf.clip(to: frame)
      leaf.hitClip = leaf.hitClip.map { $0.intersection(frame) } ?? frame
      leaves.append(leaf)
    }
    dots?.collectLeaves(into: &leaves)
  }

  override func collectErrors(into errors: inout [String]) { forEachChild { $0.collectErrors(into: &errors) } }

  override func forEachChild(_ body: (LayoutNode) -> Void) {
    pages.forEach(body)
    dots.map(body)
  }
}
