import Foundation

/// Modifiers that change how leaves are drawn, not where they are laid out: opacity, hiding,
/// scale effects, clipping and rounded corners, stacking order.
struct _DrawingEffect: ViewModifier, PrimitiveModifier {
  enum Effect {
    case opacity(Double)
    case hidden
    case scale(CGSize, anchor: UnitPoint)
    case clip(cornerRadius: CGFloat)
  }
  let effect: Effect

  func body(content: Content) -> Never { fatalError("laid out directly") }

  func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [EffectNode(child: single(content, context), id: context.path, effect: effect)]
  }
}

final class EffectNode: WrapperNode {
  let effect: _DrawingEffect.Effect

  init(child: LayoutNode, id: String, effect: _DrawingEffect.Effect) {
    self.effect = effect
    super.init(child: child, id: id)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    var own: [LayoutLeaf] = []
    child.collectLeaves(into: &own)
    let bounds = frame
    for var leaf in own {
      switch effect {
      case .opacity(let o): leaf.opacity *= max(0, min(1, o))
      case .hidden: continue
      case .scale(let s, let anchor):
        // About the anchor of this view's frame: each leaf's centre moves with the scale, and the
        // leaf is drawn scaled about its own centre (what the renderers do with `scale`).
        let a = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        let c = CGPoint(x: leaf.frame.midX, y: leaf.frame.midY)
        let moved = CGPoint(x: a.x + s.width * (c.x - a.x), y: a.y + s.height * (c.y - a.y))
        leaf.frame = leaf.frame.offsetBy(dx: moved.x - c.x, dy: moved.y - c.y)
        leaf.scale *= s.width
      case .clip(let radius):
        leaf.clip = leaf.clip.map { $0.intersection(bounds) } ?? bounds
        // A single fill that is the clipped view itself takes the rounded corners.
        if radius > 0, own.count == 1, leaf.frame == bounds { leaf.cornerRadius = radius }
      }
      leaves.append(leaf)
    }
  }
}

/// SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension View {
  public func opacity(_ opacity: Double) -> some View { modifier(_DrawingEffect(effect: .opacity(opacity))) }

  /// Laid out as before, drawn not at all.
  public func hidden() -> some View { modifier(_DrawingEffect(effect: .hidden)) }

  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    modifier(_DrawingEffect(effect: .scale(CGSize(width: s, height: s), anchor: anchor)))
  }

  /// Drawing outside the view's frame is cut off.
  public func clipped() -> some View { modifier(_DrawingEffect(effect: .clip(cornerRadius: 0))) }

  /// Clipped to the frame with rounded corners.
  public func cornerRadius(_ radius: CGFloat) -> some View { modifier(_DrawingEffect(effect: .clip(cornerRadius: radius))) }

  /// A border drawn inside the frame, as SwiftUI's is.
  public func border(_ color: Color, width: CGFloat = 1) -> some View {
    overlay(_BorderView(color: color, width: width))
  }
}

/// The stroke `border` draws.
struct _BorderView: View, PrimitiveView {
  let color: Color
  let width: CGFloat
  var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [LeafNode(kind: .border, id: context.path, content: .border(width), sizing: .flexible, color: color)]
  }
}
