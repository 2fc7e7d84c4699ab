import Foundation
import TabFramesValues

/// SwiftUI's `AnyTransition`: how a view arrives when inserted and leaves when removed, in the
/// transaction's animation. The default is `.opacity`.
public struct AnyTransition: Sendable {
  /// What a transition does to a view: fade it, scale it about an anchor, move it by an offset
  /// or by its own size towards an edge.
  struct Effect: Sendable {
    var fades = false
    var scale: CGFloat = 1
    var anchor: UnitPoint = .center
    var offset: CGSize = .zero
    var edge: Edge?

    func combined(with other: Effect) -> Effect {
      Effect(
        fades: fades || other.fades, scale: scale * other.scale, anchor: scale != 1 ? anchor : other.anchor,
        offset: CGSize(width: offset.width + other.offset.width, height: offset.height + other.offset.height), edge: edge ?? other.edge)
    }
  }
  let insertion: Effect
  let removal: Effect

  init(insertion: Effect, removal: Effect) {
    self.insertion = insertion
    self.removal = removal
  }
  init(_ both: Effect) { self.init(insertion: both, removal: both) }

  public static let identity = AnyTransition(Effect())
  public static let opacity = AnyTransition(Effect(fades: true))
  /// Scaled from (and to) nothing about the centre.
  public static let scale = AnyTransition(Effect(scale: 0))
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(Effect(scale: scale, anchor: anchor))
  }
  /// Moved in from, and out to, an edge by the view's own size.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(Effect(edge: edge)) }
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(Effect(offset: offset)) }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
  /// In from the leading edge, out to the trailing one.
  public static let slide = AnyTransition(insertion: Effect(edge: .leading), removal: Effect(edge: .trailing))
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion.insertion, removal: removal.removal)
  }
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
  }

  /// iOS 16's push: in from `edge` and out towards the opposite edge, fading, as a navigation
  /// push moves screens.
  public static func push(from edge: Edge) -> AnyTransition {
    let opposite: Edge
    switch edge {
    case .top: opposite = .bottom
    case .bottom: opposite = .top
    case .leading: opposite = .trailing
    case .trailing: opposite = .leading
    }
    return AnyTransition(insertion: Effect(fades: true, edge: edge), removal: Effect(fades: true, edge: opposite))
  }
  /// iOS 17's blur-and-scale replacement: drawn as a fade with a scale from 0.8 (the blur is not
  /// animated; docs/SWIFTUI.md).
  public static var blurReplace: AnyTransition { AnyTransition(Effect(fades: true, scale: 0.8)) }
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition { blurReplace }
  /// The transition with an animation of its own: the transaction's animation moves it on a stage
  /// (docs/SWIFTUI.md).
  public func animation(_ animation: Animation?) -> AnyTransition { self }
  /// A transition between two modifiers: drawn as a fade (a stage's transitions fade, scale and
  /// move; docs/SWIFTUI.md).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { .opacity }
  /// iOS 17's `Transition` values as an `AnyTransition`: drawn as a fade unless it is one of the
  /// built-in ones.
  public init<T: Transition>(_ transition: T) { self = (transition as? _BuiltInTransition)?.anyTransition ?? .opacity }
}

/// iOS 17's `BlurReplaceTransition`.
public struct BlurReplaceTransition: Sendable {
  public struct Configuration: Sendable {
    public static let downUp = Configuration()
    public static let upUp = Configuration()
  }
}

/// iOS 17's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
  case willAppear, identity, didDisappear
  public var isIdentity: Bool { self == .identity }
  public var value: Double {
    switch self {
    case .willAppear: return -1
    case .identity: return 0
    case .didDisappear: return 1
    }
  }
}

/// iOS 17's `Transition` protocol: a transition written as a view's look at each phase. A stage
/// draws the view at its identity phase and moves it in and out with a fade, as it cannot read a
/// phase's look back as a move (docs/SWIFTUI.md).
public protocol Transition {
  associatedtype Body: View
  @ViewBuilder @MainActor func body(content: Content, phase: TransitionPhase) -> Body
  typealias Content = PlaceholderContentView<Self>
}

/// The built-in transitions as `Transition` values (`.transition(.slide)` with iOS 17's types).
protocol _BuiltInTransition { var anyTransition: AnyTransition { get } }

/// A transition resolved for one drawn thing: where it comes from or goes to.
package typealias LeafTransition = ElementTransition

nonisolated struct _TransitionModifier: ViewModifier, PrimitiveModifier {
  let transition: AnyTransition
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [TransitionNode(child: single(content, context), id: context.path, transition: transition)]
  }
}

/// Resolves the transition against the view's frame for each leaf inside (the outermost
/// transition, the one on the view that is inserted or removed, wins).
final class TransitionNode: WrapperNode, @unchecked Sendable {
  let transition: AnyTransition
  init(child: LayoutNode, id: String, transition: AnyTransition) {
    self.transition = transition
    super.init(child: child, id: id)
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let start = leaves.count
    child.collectLeaves(into: &leaves)
    let bounds = frame
    func resolve(_ e: AnyTransition.Effect, _ leaf: LayoutLeaf) -> LeafTransition {
      var dx = e.offset.width
      var dy = e.offset.height
      switch e.edge {
      case .leading: dx -= bounds.width
      case .trailing: dx += bounds.width
      case .top: dy -= bounds.height
      case .bottom: dy += bounds.height
      case nil: break
      }
      // Scaled about the view's anchor: each drawing's centre moves with the scale.
      let a = CGPoint(x: bounds.minX + e.anchor.x * bounds.width, y: bounds.minY + e.anchor.y * bounds.height)
      dx += (e.scale - 1) * (leaf.frame.midX - a.x)
      dy += (e.scale - 1) * (leaf.frame.midY - a.y)
      return LeafTransition(fades: e.fades, scale: Double(e.scale), dx: Double(dx), dy: Double(dy))
    }
    for i in start..<leaves.count {
      leaves[i].insertion = resolve(transition.insertion, leaves[i])
      leaves[i].removal = resolve(transition.removal, leaves[i])
    }
  }
}

extension View {
  nonisolated public func transition(_ t: AnyTransition) -> some View { modifier(_TransitionModifier(transition: t)) }
  /// iOS 17's `Transition` values.
  nonisolated public func transition<T: Transition>(_ t: T) -> some View { transition(AnyTransition(t)) }
}
