import Foundation

/// SwiftUI's `Image(systemName:)`: an SF Symbol at the environment's font size and weight. An
/// image is not resizable: it takes its symbol's box whatever it is proposed, and the box comes
/// from the symbol's drawing (FIDELITY.md §5: it varies per symbol), through the measurer the
/// layout is given.
public struct Image: View, PrimitiveView {
  let systemName: String

  public init(systemName: String) { self.systemName = systemName }

  public var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let font = context.environment.font ?? .body
    let variant = context.environment.symbolVariants.apply(to: systemName)
    let name = variant != systemName && context.hasSymbol(variant) ? variant : systemName
    let box = context.symbolSize(name, font)
    return [
      LeafNode(
        kind: .symbol, id: context.path, content: .symbol(name, font), sizing: .fixed(box),
        color: context.foreground)
    ]
  }
}
