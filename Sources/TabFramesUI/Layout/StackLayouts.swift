import Foundation

/// `HStackLayout`, `VStackLayout` and `ZStackLayout` (iOS 16): the stacks as `Layout` values,
/// for `AnyLayout` and for layouts that delegate to them. As containers they lay out exactly as
/// `HStack`, `VStack` and `ZStack` do (the same node); asked directly, they answer through a
/// stack over the subviews.
public struct HStackLayout: Layout, BuiltInLayout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties { .stacking(.horizontal) }
  func node(children: [LayoutNode], path: String, scale: CGFloat) -> LayoutNode {
    StackNode(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, children: children,
      path: path, scale: scale)
  }
}

public struct VStackLayout: Layout, BuiltInLayout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties { .stacking(.vertical) }
  func node(children: [LayoutNode], path: String, scale: CGFloat) -> LayoutNode {
    StackNode(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, children: children,
      path: path, scale: scale)
  }
}

public struct ZStackLayout: Layout, BuiltInLayout {
  public var alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  func node(children: [LayoutNode], path: String, scale: CGFloat) -> LayoutNode {
    StackNode(axis: nil, alignment: alignment, spacing: nil, children: children, path: path, scale: scale)
  }
}

extension LayoutProperties {
  static func stacking(_ axis: Axis) -> LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = axis
    return p
  }
}

/// A built-in layout asked directly (by a layout that delegates to it): a stack node over the
/// subviews' nodes answers, and its placements are handed to the subviews.
extension BuiltInLayout {
  private func stack(_ subviews: LayoutSubviews) -> LayoutNode {
    node(children: Array(subviews.nodes[subviews.startIndex..<subviews.endIndex]), path: "delegated", scale: 3)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
    stack(subviews).sizeThatFits(proposal, in: subviews.pass)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
    let node = stack(subviews)
    _ = node.sizeThatFits(proposal, in: subviews.pass)
    node.place(in: bounds, proposal: proposal, pass: subviews.pass)
    for subview in subviews { subview.place(at: subview.node.frame.origin, proposal: subview.node.placedProposal) }
  }
}

/// SwiftUI's `AnyLayout`: a layout chosen at run time. Switching it (`isWide ? AnyLayout(HStackLayout())
/// : AnyLayout(VStackLayout())`) keeps the subviews' identities, so they move to their new places
/// (animated in an animated transaction) rather than being replaced.
public struct AnyLayout: Layout, BuiltInLayout {
  let base: any Layout
  public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

  /// The wrapped layout's cache, whatever its type.
  public struct Cache {
    var value: Any?
  }

  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func makeCache(subviews: Subviews) -> Cache { Cache(value: nil) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    func size<L: Layout>(_ l: L) -> CGSize {
      var c = (cache.value as? L.Cache) ?? l.makeCache(subviews: subviews)
      defer { cache.value = c }
      return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
    }
    return size(base)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    func place<L: Layout>(_ l: L) {
      var c = (cache.value as? L.Cache) ?? l.makeCache(subviews: subviews)
      l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
      cache.value = c
    }
    place(base)
  }

  func node(children: [LayoutNode], path: String, scale: CGFloat) -> LayoutNode {
    if let builtIn = base as? any BuiltInLayout { return builtIn.node(children: children, path: path, scale: scale) }
    func custom<L: Layout>(_ l: L) -> LayoutNode { ContainerLayoutNode(_UserLayout(layout: l), children: children, id: path) }
    return custom(base)
  }
}
