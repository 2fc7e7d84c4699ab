import Foundation

/// SwiftUI's view builder: blocks of views, `if`/`else`, `if let`, `switch`, optionals. Its
/// methods only put views together, and are nonisolated as SwiftUI's are: a builder may run in a
/// closure Swift makes nonisolated (a stage's `{ $binding in … }`).
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    TupleView(value: (repeat each content), children: collect(repeat each content))
  }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

  private static func collect<each Content: View>(_ content: repeat each Content) -> [any View] {
    var children: [any View] = []
    for view in repeat each content { children.append(view) }
    return children
  }
}

/// Several views in a builder block.
nonisolated public struct TupleView<T>: View, PrimitiveView {
  public var value: T
  let children: [any View]

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    children.enumerated().flatMap { i, child in TabFramesUI.makeNodes(any: child, context.child("\(i)")) }
  }
}

/// One branch of an `if`/`else` or `switch`: the branches have different identities.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    switch storage {
    case .trueContent(let v): return TabFramesUI.makeNodes(v, context.child("if"))
    case .falseContent(let v): return TabFramesUI.makeNodes(v, context.child("else"))
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional is laid out directly") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    switch self {
    case .some(let v): return TabFramesUI.makeNodes(v, context.child("some"))
    case .none: return []
    }
  }
}

/// No view at all.
nonisolated public struct EmptyView: View, PrimitiveView {
  public init() {}
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { [] }
}

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView {
  let view: any View
  public init<V: View>(_ view: V) { self.view = view }
  public init<V: View>(erasing view: V) { self.view = view }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { TabFramesUI.makeNodes(any: view, context) }
}

/// Views side by side in their parent, with no layout of their own.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { TabFramesUI.makeNodes(content, context) }
}

/// A view for each element of a collection, identified by `id`.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: KeyPath<Data.Element, ID>
  /// How a `ForEach` over what is known only where it is built makes its nodes
  /// (`ForEach(subviews:content:)`); nil: from `data`.
  // `nonisolated(unsafe)`: set once when the value is made, called on the main actor only.
  nonisolated(unsafe) var resolve: (@MainActor (BuildContext) -> [LayoutNode])? = nil

  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  /// Each element's identity is its id; an id repeated (SwiftUI warns of it) gets its position
  /// too, and a `/` in an id cannot pass for a deeper path.
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    if let resolve { return resolve(context) }
    var seen: [String: Int] = [:]
    return data.flatMap { element -> [LayoutNode] in
      let key = elementKey(element, seen: &seen)
      let nodes = TabFramesUI.makeNodes(content(element), context.child(key))
      // SwiftUI tags each element's view with its id: a picker's or tab view's selection value
      // when the view has no `tag` of its own.
      let tag = AnyHashable(element[keyPath: id])
      for node in nodes { node.implicitTag = tag }
      return nodes
    }
  }
}

extension ForEach {
  /// An element's path component: its id, with its position among equal ids after the first.
  func elementKey(_ element: Data.Element, seen: inout [String: Int]) -> String {
    var key = "\(element[keyPath: id])".replacingOccurrences(of: "/", with: "%2F")
    let count = seen[key, default: 0]
    seen[key] = count + 1
    if count > 0 { key += "#\(count)" }
    return key
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach {
  /// Views for a binding to a collection, each given a binding to its element
  /// (`ForEach($items) { $item in Toggle(item.name, isOn: $item.isOn) }`).
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
    let elements = data.wrappedValue
    self.init(elements.indices.lazy.map { ($0, elements[$0].id) }, id: \.1) { pair in
      content(Binding(get: { data.wrappedValue[pair.0] }, set: { data.wrappedValue[pair.0] = $0 }))
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
