import Foundation

/// SwiftUI's `PreviewProvider`: the previews at the end of a view's file. TabFrames renders each
/// (`Stage.previews`).
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized: the device's screen, the view's own size, or a fixed size.
public enum PreviewLayout: Sendable, Equatable {
  case device
  case sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// `previewDisplayName`, `previewLayout` and `previewDevice`: marks on a preview, no layout of
/// their own.
nonisolated struct _PreviewTraitModifier: ViewModifier, PrimitiveModifier {
  let name: String?
  let layout: PreviewLayout?
  var device: PreviewDevice? = nil
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [PreviewTraitNode(child: single(content, context), id: context.path, name: name, layout: layout, device: device)]
  }
}
extension _PreviewTraitModifier: DistributedModifier {}

final class PreviewTraitNode: WrapperNode, @unchecked Sendable {
  let name: String?
  let layout: PreviewLayout?
  let device: PreviewDevice?
  init(child: LayoutNode, id: String, name: String?, layout: PreviewLayout?, device: PreviewDevice?) {
    self.name = name
    self.layout = layout
    self.device = device
    super.init(child: child, id: id)
  }
}

/// One preview of a provider: its display name, layout and device (the innermost of each that
/// was set).
package struct PreviewInfo {
  package var name: String?
  package var layout: PreviewLayout
  package var device: PreviewDevice?
}

/// The previews of a view, each one of the top-level views of its `previews`.
@MainActor
package enum PreviewCatalog {
  package static func previews<V: View>(_ view: V) -> [PreviewInfo] {
    let context = BuildContext(
      environment: EnvironmentValues(), path: "", stackAxis: nil, depth: 0, measure: { _, _, _ in .zero },
      symbolSize: { _, _ in .zero }, hasSymbol: { _ in false }, fontMetrics: { _ in nil }, scale: 3)
    return makeNodes(view, context).map { node in
      var info = PreviewInfo(name: nil, layout: .device)
      var current: LayoutNode = node
      var foundName = false
      var foundLayout = false
      var foundDevice = false
      while let wrapper = current as? WrapperNode {
        if let trait = wrapper as? PreviewTraitNode {
          if !foundName, let name = trait.name {
            info.name = name
            foundName = true
          }
          if !foundLayout, let layout = trait.layout {
            info.layout = layout
            foundLayout = true
          }
          if !foundDevice, let device = trait.device {
            info.device = device
            foundDevice = true
          }
        }
        current = wrapper.child
      }
      return info
    }
  }
}

/// The `index`-th top-level view of `view`, alone.
public struct _PreviewPick<V: View>: View, PrimitiveView {
  let view: V
  let index: Int
  package init(_ view: V, index: Int) {
    self.view = view
    self.index = index
  }
  public var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let nodes = TabFramesUI.makeNodes(view, context)
    return nodes.indices.contains(index) ? [nodes[index]] : []
  }
}

extension View {
  nonisolated public func previewDisplayName(_ value: String?) -> some View { modifier(_PreviewTraitModifier(name: value, layout: nil)) }
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { modifier(_PreviewTraitModifier(name: nil, layout: value)) }
}

/// SwiftUI's `LibraryContentProvider`: the views and modifiers a file offers Xcode's library.
/// Nothing is drawn from it; it compiles, as the seeds that have one need.
@MainActor @preconcurrency
public protocol LibraryContentProvider {
  associatedtype ModifierBase = Any
  @LibraryContentBuilder var views: [LibraryItem] { get }
  @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
  public var views: [LibraryItem] { [] }
  public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

public struct LibraryItem {
  public enum Category: Hashable, Sendable { case control, effect, layout, other }
  public let title: String?
  public let category: Category
  public let visible: Bool
  public init<T>(
    _ snippet: @autoclosure () -> T, visible: Bool = true, title: String? = nil, category: Category = .other,
    matchingSignature: String? = nil
  ) {
    self.title = title
    self.category = category
    self.visible = visible
  }
}

@resultBuilder
public enum LibraryContentBuilder {
  public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
  public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
  public static func buildBlock(_ parts: [LibraryItem]...) -> [LibraryItem] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [LibraryItem]?) -> [LibraryItem] { part ?? [] }
  public static func buildEither(first: [LibraryItem]) -> [LibraryItem] { first }
  public static func buildEither(second: [LibraryItem]) -> [LibraryItem] { second }
  public static func buildArray(_ parts: [[LibraryItem]]) -> [LibraryItem] { parts.flatMap { $0 } }
}
