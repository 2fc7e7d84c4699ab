import Foundation

/// iOS 18's `Subview`: one of the views a container's content stands for (each view of a builder
/// block, each element of a `ForEach`, a `Group`'s members, the branch an `if` takes), as
/// `Group(subviews:transform:)` and `ForEach(subviews:content:)` hand them to a custom container.
/// It is built where it is placed, with the environment there, and keeps the identity (state) of
/// its place in the content. A view of the author's own counts as one subview, whatever its body
/// holds (docs/SWIFTUI.md).
nonisolated public struct Subview: View, Identifiable, PrimitiveView {
  /// A subview's identity: its place in the content.
  public struct ID: Hashable, Sendable {
    let path: String
  }
  public let id: ID
  /// Its place relative to the content (`0`, `1/B`): what a `ForEach` over the subviews names its
  /// views by.
  let key: String
  let view: any View
  /// A `ForEach` element's id, which tags it for a picker or a tab view.
  let tag: AnyHashable?
  /// What the view tells its container (`containerValue(_:_:)`).
  public let containerValues: ContainerValues

  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    // Built under its place in the content (the id's path), whatever place it is put in.
    var context = context
    context.path = id.path
    let nodes = TabFramesUI.makeNodes(any: view, context)
    if let tag { for node in nodes { node.implicitTag = tag } }
    return nodes
  }
}

/// One member of a content, not yet built: the view, the path components its nodes are built
/// under (as the content's own `makeNodes` names them) and the tag a `ForEach` gives it.
struct SubviewMember {
  var components: [String] = []
  let view: any View
  var tag: AnyHashable? = nil
  var containerValues = ContainerValues()

  /// The member as seen from one level up: under `component`, tagged `tag` unless it has a tag.
  func under(_ component: String?, tag outer: AnyHashable? = nil) -> SubviewMember {
    SubviewMember(
      components: component.map { [$0] + components } ?? components, view: view, tag: tag ?? outer, containerValues: containerValues)
  }
}

/// A view that stands for several subviews: its members, without building them (so nothing of a
/// member the container leaves out runs, its `onAppear` included).
protocol _SubviewListing {
  @MainActor func listSubviews() -> [SubviewMember]
}

/// The members `view` stands for, each under `component`: itself, unless it lists several.
@MainActor func listSubviews(_ view: any View, under component: String? = nil, tag: AnyHashable? = nil) -> [SubviewMember] {
  let members = (view as? any _SubviewListing)?.listSubviews() ?? [SubviewMember(view: view)]
  return members.map { $0.under(component, tag: tag) }
}

extension TupleView: _SubviewListing {
  @MainActor func listSubviews() -> [SubviewMember] {
    children.enumerated().flatMap { i, child in TabFramesUI.listSubviews(child, under: "\(i)") }
  }
}

extension _ConditionalContent: _SubviewListing {
  @MainActor func listSubviews() -> [SubviewMember] {
    switch storage {
    case .trueContent(let v): return TabFramesUI.listSubviews(v, under: "if")
    case .falseContent(let v): return TabFramesUI.listSubviews(v, under: "else")
    }
  }
}

extension Optional: _SubviewListing where Wrapped: View {
  @MainActor func listSubviews() -> [SubviewMember] {
    guard case .some(let v) = self else { return [] }
    return TabFramesUI.listSubviews(v, under: "some")
  }
}

extension EmptyView: _SubviewListing {
  @MainActor func listSubviews() -> [SubviewMember] { [] }
}

extension AnyView: _SubviewListing {
  @MainActor func listSubviews() -> [SubviewMember] { TabFramesUI.listSubviews(view) }
}

extension Group: _SubviewListing {
  @MainActor func listSubviews() -> [SubviewMember] { TabFramesUI.listSubviews(content) }
}

extension ForEach: _SubviewListing {
  /// Each element's members under its key, as `makeNodes` names them; a `ForEach` over subviews
  /// lists what it would build.
  @MainActor func listSubviews() -> [SubviewMember] {
    guard resolve == nil else { return [SubviewMember(view: self)] }
    var seen: [String: Int] = [:]
    return data.flatMap { element in
      TabFramesUI.listSubviews(content(element), under: elementKey(element, seen: &seen), tag: AnyHashable(element[keyPath: id]))
    }
  }
}

/// iOS 18's `SubviewsCollection`: the subviews of a content, in order; as a view, all of them.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
  let subviews: [Subview]
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { subviews.flatMap { $0.makeNodes(context) } }
}

/// A run of a `SubviewsCollection` (`subviews[1...]`, `subviews.prefix(3)`); as a view, all of them.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
  let subviews: ArraySlice<Subview>
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(position: Int) -> Subview { subviews[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { subviews.flatMap { $0.makeNodes(context) } }
}

/// The subviews `content` stands for, to be built where they are placed, under `context`'s path.
@MainActor func resolveSubviews(_ content: some View, _ context: BuildContext) -> SubviewsCollection {
  let root = context.child("subviews").path
  return SubviewsCollection(
    subviews: listSubviews(content).enumerated().map { index, member in
      let key = member.components.isEmpty ? "\(index)" : member.components.joined(separator: "/")
      return Subview(
        id: Subview.ID(path: root + "/" + key), key: key, view: member.view, tag: member.tag, containerValues: member.containerValues)
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
