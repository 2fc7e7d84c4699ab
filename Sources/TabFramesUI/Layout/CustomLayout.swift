import Foundation

/// SwiftUI's `Layout` protocol (iOS 16): a container that sizes itself from its subviews and
/// places them. Not on the main actor, as SwiftUI's is not: layout asks it many times, anywhere.
/// (SwiftUI's also refines `Animatable`, whose conformers are main-actor views here; a layout's
/// `animatableData` is accepted as an ordinary property and not animated.)
@preconcurrency
public protocol Layout: Sendable {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  static var layoutProperties: LayoutProperties { get }
  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  )
    -> CGFloat?
  func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

  /// The subviews' spacing together, as SwiftUI's default does.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
  }

  /// SwiftUI's default: the subviews' explicit guides, where this layout places them, merged
  /// (the first baseline of the first, the last of the last, the average of a custom guide).
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    subviews.mergedGuide(guide.key) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    subviews.mergedGuide(guide.key) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
  }

  /// The layout as a container view: `FlowLayout(spacing: 4) { … }`.
  @MainActor @preconcurrency
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    _LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) {}
}

/// What a layout tells the container about itself: the axis it stacks along, if any.
public struct LayoutProperties: Sendable {
  public var stackOrientation: Axis?
  public init() {}
}

/// A container view laid out by a `Layout`.
struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content

  var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    // One path component for every layout, so that `AnyLayout` switching between layouts keeps
    // the subviews' identities (and animates them to their new places), as SwiftUI does.
    var inner = context.child("Layout")
    inner.stackAxis = L.layoutProperties.stackOrientation
    let children = TabFramesUI.makeNodes(content, inner)
    if let builtIn = layout as? any BuiltInLayout { return [builtIn.node(children: children, path: context.path, scale: context.scale)] }
    return [ContainerLayoutNode(_UserLayout(layout: layout), children: children, id: context.path)]
  }
}

/// The built-in layouts (`HStackLayout`, `AnyLayout` of one …) lay out through their own nodes.
protocol BuiltInLayout {
  func node(children: [LayoutNode], path: String, scale: CGFloat) -> LayoutNode
}

/// An author's `Layout` as a container layout: the public protocol, adapted to the one the
/// built-in containers conform to.
struct _UserLayout<L: Layout>: ContainerLayout {
  let layout: L

  /// The author's cache (made at the first question, updated at each new layout of the tree), and
  /// where `placeSubviews` puts each subview while it runs.
  final class State: PlacementRecording {
    let children: [LayoutNode]
    var cache: L.Cache?
    /// Where `placeSubviews` put each subview (nil: not placed), while it runs.
    var placements: [(rect: CGRect, proposal: ProposedViewSize)?] = []

    init(children: [LayoutNode]) { self.children = children }

    func record(_ index: Int, _ rect: CGRect, _ proposal: ProposedViewSize) {
      if placements.indices.contains(index) { placements[index] = (rect, proposal) }
    }

    /// Runs `placeSubviews` and returns where it put each subview.
    func placements(_ run: () -> Void) -> [(rect: CGRect, proposal: ProposedViewSize)?] {
      let outer = placements
      placements = Array(repeating: nil, count: children.count)
      run()
      let recorded = placements
      placements = outer
      return recorded
    }
  }

  func makeCache(children: [LayoutNode]) -> State { State(children: children) }

  private func subviews(_ state: State, _ pass: LayoutPass) -> LayoutSubviews {
    LayoutSubviews(owner: state, nodes: state.children, pass: pass)
  }

  private func withCache<T>(_ state: State, _ pass: LayoutPass, _ body: (inout L.Cache) -> T) -> T {
    var c = state.cache ?? layout.makeCache(subviews: subviews(state, pass))
    let result = body(&c)
    state.cache = c
    return result
  }

  func size(for proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> CGSize {
    let state = node.cache
    return withCache(state, pass) { layout.sizeThatFits(proposal: proposal, subviews: subviews(state, pass), cache: &$0) }
  }

  func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) {
    let state = node.cache
    let recorded = state.placements {
      withCache(state, pass) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews(state, pass), cache: &$0) }
    }
    for (i, child) in state.children.enumerated() {
      if let (rect, p) = recorded[i] {
        child.place(in: rect, proposal: p, pass: pass)
      } else {
        // A subview the layout does not place sits at the centre of the container, at its ideal
        // size (SwiftUI's documented fallback).
        let size = child.sizeThatFits(.unspecified, in: pass)
        child.place(
          in: CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height),
          proposal: .unspecified, pass: pass)
      }
    }
  }

  func explicitGuide(_ key: AlignmentKey, for proposal: ProposedViewSize, in node: ContainerLayoutNode<Self>, pass: LayoutPass) -> CGFloat?
  {
    let state = node.cache
    let bounds = CGRect(origin: .zero, size: node.sizeThatFits(proposal, in: pass))
    return withCache(state, pass) { cache in
      key.axis == .horizontal
        ? layout.explicitAlignment(
          of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews(state, pass), cache: &cache)
        : layout.explicitAlignment(
          of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews(state, pass), cache: &cache)
    }
  }

  /// Between layouts: what the layout asks its subviews here is asked in a layout of its own.
  func forgetSizes(_ state: State) {
    guard state.cache != nil else { return }
    let pass = LayoutPass()
    withCache(state, pass) { layout.updateCache(&$0, subviews: subviews(state, pass)) }
  }
}

/// A placement recorder, whatever the layout's type (subviews reach it through this).
protocol PlacementRecording: AnyObject {
  func record(_ index: Int, _ rect: CGRect, _ proposal: ProposedViewSize)
  func placements(_ run: () -> Void) -> [(rect: CGRect, proposal: ProposedViewSize)?]
}

extension HorizontalAlignment {
  init(key: AlignmentKey) { self.key = key }
}

extension VerticalAlignment {
  init(key: AlignmentKey) { self.key = key }
}
