/// SwiftUI's `ViewModifier`: a reusable change to a view, through `body(content:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The view a modifier is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  let makeContent: @MainActor (BuildContext) -> [LayoutNode]

  public var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] { makeContent(context) }
}

/// A modifier TabFramesUI lays out itself (frames, padding, backgrounds, the environment).
@MainActor
protocol PrimitiveModifier {
  /// `content` builds the modified view's nodes in a context.
  func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode]
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError("laid out directly") }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = content
    let wrapped = _ViewModifier_Content<Modifier>(makeContent: { TabFramesUI.makeNodes(inner, $0.child("content")) })
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.makeNodes(content: wrapped.makeContent, context)
    }
    return TabFramesUI.makeNodes(modifier.body(content: wrapped), context.child(String(describing: Modifier.self)))
  }
}

extension View {
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> { ModifiedContent(content: self, modifier: modifier) }
}
