import Foundation

/// iOS 18's `Subview`: one of the views a container's content resolves to (a `ForEach`'s
/// element, a `Group`'s member, each view of a builder), as `Group(subviews:transform:)` and
/// `ForEach(subviews:content:)` hand them to a custom container. Placed as a view, it draws what
/// it resolved to. Here it is resolved where the container reads it: the environment and the
/// stack around the container, not around the place the transform puts it (docs/SWIFTUI.md).
nonisolated public struct Subview: View, Identifiable, PrimitiveView {
  /// A subview's identity: its place in the content.
  public struct ID: Hashable, Sendable {
    let path: String
  }
  public let id: ID
  /// Its place relative to the content (`0`, `1/B`): what a `ForEach` over the subviews names its
  /// views by.
  let key: String
  let node: LayoutNode

  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { [node] }
}

/// iOS 18's `SubviewsCollection`: the subviews of a content, in order; as a view, all of them.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
  let subviews: [Subview]
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { subviews.map(\.node) }
}

/// A run of a `SubviewsCollection` (`subviews[1...]`, `subviews.prefix(3)`); as a view, all of them.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
  let subviews: ArraySlice<Subview>
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { subviews.map(\.node) }
}

/// The subviews `content` resolves to in `context` (each node one subview).
@MainActor func resolveSubviews(_ content: some View, _ context: BuildContext) -> SubviewsCollection {
  let inner = context.child("subviews")
  let nodes = TabFramesUI.makeNodes(content, inner)
  return SubviewsCollection(
    subviews: nodes.enumerated().map { index, node in
      let key = node.id.hasPrefix(inner.path + "/") ? String(node.id.dropFirst(inner.path.count + 1)) : "\(index)"
      return Subview(id: Subview.ID(path: node.id), key: key, node: node)
    })
}

/// What `Group(subviews:transform:)` is: the transform's view, given the subviews of `base`.
nonisolated public struct GroupElementsOfContent<Base: View, Result: View>: View, PrimitiveView {
  let base: Base
  let transform: (SubviewsCollection) -> Result
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    TabFramesUI.makeNodes(transform(resolveSubviews(base, context)), context.child("result"))
  }
}

extension Group {
  /// iOS 18: the subviews of `view`, for a custom container to arrange (`Group(subviews: content)
  /// { subviews in … }`).
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.content = GroupElementsOfContent(base: view, transform: transform)
  }
}

/// The data of `ForEach(subviews:content:)`: the subviews are known only where the `ForEach` is
/// built, so it is resolved there (`ForEach.resolve`), and is empty as data.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(position: Int) -> Subview { fatalError("ForEachSubviewCollection is resolved where its ForEach is built") }
}

extension ForEach {
  /// iOS 18: a view for each subview of `view`.
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
  where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    self.init(ForEachSubviewCollection<Content>(), id: \.id, content: content)
    // `nonisolated(unsafe)`: the view and the content closure are only read by the main-actor
    // closure below, which runs while views are built on the main actor; nothing else holds them.
    nonisolated(unsafe) let (view, content) = (view, content)
    resolve = { context in
      resolveSubviews(view, context).flatMap { subview in
        TabFramesUI.makeNodes(content(subview), context.child(subview.key.replacingOccurrences(of: "/", with: "%2F")))
      }
    }
  }
}
