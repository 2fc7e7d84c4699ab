import Foundation

extension View {
  /// The view drawn through `mask`'s alpha: where the mask is opaque the view shows, where it
  /// is clear it does not. The mask is laid out over the view (proposed its size, aligned by
  /// `alignment`), is not drawn itself, and takes no touches.
  nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(_MaskModifier(mask: mask(), alignment: alignment))
  }

  @available(iOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { modifier(_MaskModifier(mask: mask, alignment: .center)) }
}

nonisolated struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
  // `nonisolated(unsafe)`: the mask view is built on the main actor only, as every view is.
  nonisolated(unsafe) let mask: Mask
  let alignment: Alignment

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let primary = single(content, context)
    let other = TabFramesUI.makeNode(mask, context.child("mask").outsideStack())
    return [MaskNode(child: primary, mask: other, alignment: alignment, id: context.path)]
  }
}

/// A view and its mask: the mask placed as an overlay would be, its leaves carried by each of
/// the view's leaves for the renderers to draw through. Each drawing is masked by itself, which
/// is the same as masking the view whole where its drawings do not overlap; where they overlap
/// under a partly transparent mask, the lower one shows a little more than in SwiftUI.
final class MaskNode: WrapperNode, @unchecked Sendable {
  let mask: LayoutNode
  let alignment: Alignment

  init(child: LayoutNode, mask: LayoutNode, alignment: Alignment, id: String) {
    self.mask = mask
    self.alignment = alignment
    super.init(child: child, id: id)
  }

  override var isSpacer: Bool { child.isSpacer }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    child.place(in: bounds, proposal: proposal, pass: pass)
    alignment.place(mask, over: bounds, pass: pass)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    var masking: [LayoutLeaf] = []
    mask.collectLeaves(into: &masking)
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    for i in start..<leaves.count { leaves[i].masks.append(masking) }
  }

  /// Only the view takes touches, and is read; its mask is drawing.
  override func gather(_ g: inout Gathering) {
    g.visit(child)
    g.skipping([.touches, .accessibility]) { $0.visit(mask) }
  }
  override func forEachChild(_ body: (LayoutNode) -> Void) {
    body(child)
    body(mask)
  }
}
