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
  /// How far a finger has pulled the pages across, in points (the pager's drag).
  let offset: CGFloat
  /// Where the pager's width is left for its drag to read when the finger lifts.
  let width: PagerWidth?

  init(pages: [LayoutNode], index: Int, dots: LayoutNode?, offset: CGFloat = 0, width: PagerWidth? = nil, id: String) {
    self.pages = pages
    self.index = index
    self.dots = dots
    self.offset = offset
    self.width = width
    super.init(id: id)
  }

  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    width?.value = bounds.width
    let p = ProposedViewSize(bounds.size)
    for (i, page) in pages.enumerated() {
      let area = bounds.offsetBy(dx: CGFloat(i - index) * bounds.width + offset, dy: 0)
      let size = page.sizeThatFits(p, in: pass)
      page.place(in: CGRect(origin: Alignment.center.origin(of: size, in: area), size: size), proposal: p, pass: pass)
    }
    if let dots {
      let size = dots.sizeThatFits(.unspecified, in: pass)
      dots.place(
        in: CGRect(x: bounds.midX - size.width / 2, y: bounds.maxY - 20 - size.height / 2, width: size.width, height: size.height),
        proposal: .unspecified, pass: pass)
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

  override func forEachChild(_ body: (LayoutNode) -> Void) {
    pages.forEach(body)
    dots.map(body)
  }
}

/// The pager's width as last laid out, for its drag's end to decide by (one per build).
final class PagerWidth: @unchecked Sendable {  // unchecked: written at placement and read by the drag's end, both on the main actor
  var value: CGFloat = 0
}

/// The page style's pages with the finger's swipe between them: a drag pulls the pages along
/// (past the first or last page it meets resistance, as UIScrollView's rubber band:
/// x · 0.55 · w / (x · 0.55 + w), the commonly documented formula, not measured here); on
/// lifting, a drag or fling of more than half the width, by its predicted end, turns to the next
/// page (or the one before), and the pages settle on the selected one in a critically damped
/// spring (0.3 s response; chosen to look like iOS's paging, not published).
struct _Pager: View {
  let pages: [LayoutNode]
  let keys: [AnyHashable]
  let index: Int
  let dots: LayoutNode?
  let select: @MainActor (AnyHashable) -> Void
  let path: String
  @State private var pull: CGFloat = 0

  var body: some View {
    let width = PagerWidth()
    let (index, keys, select) = (index, keys, select)
    let pull = $pull
    _PageStrip(pages: pages, index: index, dots: dots, offset: pull.wrappedValue, width: width, path: path)
      .gesture(
        DragGesture()
          .onChanged { value in
            let x = value.translation.width
            let atEnd = (index == 0 && x > 0) || (index == keys.count - 1 && x < 0)
            pull.wrappedValue = atEnd ? _Pager.rubberBand(x, width.value) : x
          }
          .onEnded { value in
            let w = max(width.value, 1)
            let flung = value.predictedEndTranslation.width
            var target = index
            if flung < -w / 2 || value.translation.width < -w / 2 { target = min(keys.count - 1, index + 1) }
            if flung > w / 2 || value.translation.width > w / 2 { target = max(0, index - 1) }
            withAnimation(.spring(response: 0.3, dampingFraction: 1)) {
              if target != index { select(keys[target]) }
              pull.wrappedValue = 0
            }
          })
  }

  /// UIScrollView's resistance past its content's edge.
  static func rubberBand(_ x: CGFloat, _ width: CGFloat) -> CGFloat {
    guard width > 0 else { return 0 }
    let pulled = abs(x) * 0.55
    return (x < 0 ? -1 : 1) * pulled * width / (pulled + width)
  }
}

/// The pages laid out side by side, pulled by `offset`.
struct _PageStrip: View, PrimitiveView {
  let pages: [LayoutNode]
  let index: Int
  let dots: LayoutNode?
  let offset: CGFloat
  let width: PagerWidth
  let path: String
  var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [PageTabNode(pages: pages, index: index, dots: dots, offset: offset, width: width, id: path)]
  }
}
