import Foundation

/// SwiftUI's `Divider`: a hairline one pixel thick (1 / display scale, as public code that matches
/// it measures; not from Apple's documentation) in the separator colour, across the stack it is in:
/// horizontal in a VStack or outside a stack, vertical in an HStack, as long as the stack is
/// offered along the other axis.
nonisolated public struct Divider: View, PrimitiveView {
  public init() {}
  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [
      LeafNode(
        kind: .color, id: context.path, content: .fill(Color(.named("separator"))),
        sizing: .hairline(vertical: context.stackAxis == .horizontal, thickness: 1 / max(context.scale, 1)),
        color: Color(.named("separator")))
    ]
  }
}
