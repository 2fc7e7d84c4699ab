import Foundation

// iOS 17's scroll transitions: a view in a scroll view drawn by how much of it is visible. Where
// the view is placed, its visible part along the scroll axis is measured against the scroll
// view's visible area (pass.scrollViewport): wholly inside (up to the configuration's
// threshold) it is at its identity phase; cut by the top or leading edge it is on its way in or
// out there (`.topLeading`), by the bottom or trailing edge `.bottomTrailing`. An interactive
// transition (the default) draws the view part way between the edge phase's effect and the
// identity's, by how far it has come in (its visible fraction over the threshold's, through the
// timing curve), as SwiftUI interpolates the effects' values; an animated one switches phase at
// the threshold. Outside a scroll view a view is at its identity phase.

/// iOS 17's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
  case topLeading, identity, bottomTrailing
  public var isIdentity: Bool { self == .identity }
  public var value: Double {
    switch self {
    case .topLeading: return -1
    case .identity: return 0
    case .bottomTrailing: return 1
    }
  }
}

/// iOS 17's `ScrollTransitionConfiguration`: interactive (interpolated as the view scrolls in),
/// animated (a change of phase at the threshold) or identity (no change), and the threshold.
public struct ScrollTransitionConfiguration: Sendable {
  enum Kind: Sendable {
    case interactive(UnitCurve)
    case animated
    case identity
  }
  let kind: Kind
  var threshold = Threshold.visible

  public static let interactive = ScrollTransitionConfiguration(kind: .interactive(.easeInOut))
  public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(kind: .interactive(timingCurve))
  }
  public static let animated = ScrollTransitionConfiguration(kind: .animated)
  /// The phase changes at the threshold; the change animates with the update that scrolled (a
  /// stage scrolls in updates of its own), not with `animation`.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
  public static let identity = ScrollTransitionConfiguration(kind: .identity)

  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.threshold = threshold
    return copy
  }

  /// How far into the container a view must come to be at its identity phase.
  public struct Threshold: Sendable {
    /// The visible fraction that counts as visible (0 hidden … 1 whole), or nil for centred.
    var amount: Double?
    /// Points nearer the container's middle (`inset(by:)`).
    var inset: Double = 0

    public static let visible = Threshold(amount: 1)
    public static let hidden = Threshold(amount: 0)
    public static var centered: Threshold { Threshold(amount: nil) }
    public static func visible(_ amount: Double) -> Threshold { Threshold(amount: min(1, max(0, amount))) }
    /// Between two thresholds of visible amounts; with a centred one, the nearer of the two.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      guard let a = self.amount, let b = other.amount else { return amount < 0.5 ? self : other }
      return Threshold(amount: a + (b - a) * amount, inset: inset + (other.inset - inset) * amount)
    }
    public func inset(by distance: Double) -> Threshold { Threshold(amount: amount, inset: inset + distance) }
  }
}

extension View {
  nonisolated public func scrollTransition<V: View>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (_ScrollTransitionContent<Self>, ScrollTransitionPhase) -> V
  ) -> some View {
    _ScrollTransitionView(content: self, topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
  }
  nonisolated public func scrollTransition<V: View>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (_ScrollTransitionContent<Self>, ScrollTransitionPhase) -> V
  ) -> some View {
    _ScrollTransitionView(content: self, topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition)
  }
}

/// The view a scroll transition modifies (SwiftUI's `EmptyVisualEffect` placeholder): it takes
/// the ordinary modifiers (`opacity`, `scaleEffect`, `offset`, `rotationEffect`, `blur`, colour
/// effects), whose values an interactive transition interpolates.
nonisolated public struct _ScrollTransitionContent<Content: View>: View {
  let content: Content
  @MainActor public var body: some View { content }
}

nonisolated struct _ScrollTransitionView<Content: View, Effect: View>: View, PrimitiveView {
  let content: Content
  let topLeading: ScrollTransitionConfiguration
  let bottomTrailing: ScrollTransitionConfiguration
  let axis: Axis?
  let transition: @Sendable (_ScrollTransitionContent<Content>, ScrollTransitionPhase) -> Effect

  @MainActor var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let view = self
    // Effects change no size: the plain view answers the layout's questions.
    let sizing = TabFramesUI.makeNode(content, context)
    return [
      VisualEffectNode(sizing: sizing, id: context.path) { bounds, pass in
        TabFramesUI.makeNode(view.effect(placedIn: bounds, viewport: pass.scrollViewport), context)
      }
    ]
  }

  /// The transition's view for the view placed in `bounds` within a scroll view's `viewport`
  /// (nil: outside any).
  @MainActor func effect(placedIn bounds: CGRect, viewport: (frame: CGRect, axes: Axis.Set)?) -> Effect {
    let plain = _ScrollTransitionContent(content: content)
    guard let viewport, let (phase, progress) = phase(of: bounds, in: viewport) else { return transition(plain, .identity) }
    let configuration = phase == .topLeading ? topLeading : bottomTrailing
    switch configuration.kind {
    case .identity:
      return transition(plain, .identity)
    case .animated:
      return transition(plain, progress >= 1 ? .identity : phase)
    case .interactive(let curve):
      if progress >= 1 { return transition(plain, .identity) }
      let edge = transition(plain, phase)
      let amount = curve.value(at: progress)
      // Effects SwiftUI interpolates; a view of others switches half-way.
      return interpolated(edge, transition(plain, .identity), by: amount) ?? (amount < 0.5 ? edge : transition(plain, .identity))
    }
  }

  /// Where the view placed in `bounds` is: the edge that cuts it and how far it has come in (1 at
  /// the threshold or past it), or nil wholly inside the scroll view's visible area.
  @MainActor private func phase(of bounds: CGRect, in viewport: (frame: CGRect, axes: Axis.Set)) -> (ScrollTransitionPhase, Double)? {
    let along = axis ?? (viewport.axes == .horizontal ? .horizontal : .vertical)
    let (start, end, low, high) =
      along == .horizontal
      ? (bounds.minX, bounds.maxX, viewport.frame.minX, viewport.frame.maxX)
      : (bounds.minY, bounds.maxY, viewport.frame.minY, viewport.frame.maxY)
    let length = end - start
    guard length > 0 else { return nil }
    // Past the middle it leaves by the far edge; before it, by the near one.
    let phase: ScrollTransitionPhase = (start + end) / 2 < (low + high) / 2 ? .topLeading : .bottomTrailing
    let threshold = (phase == .topLeading ? topLeading : bottomTrailing).threshold
    let (inLow, inHigh) = (low + threshold.inset, high - threshold.inset)
    let progress: Double
    if let amount = threshold.amount {
      let visible = max(0, min(end, inHigh) - max(start, inLow)) / length
      progress = amount <= 0 ? (visible > 0 ? 1 : 0) : min(1, visible / amount)
    } else {
      // Centred: from just hidden at an edge to its middle on the container's.
      let middle = (inLow + inHigh) / 2
      let reach = (inHigh - inLow) / 2 + length / 2
      progress = reach > 0 ? max(0, min(1, 1 - abs((start + end) / 2 - middle) / reach)) : 1
    }
    return (phase, progress)
  }
}

/// A view a scroll transition can draw part way between two of its phases: the same modifiers
/// with values in between.
protocol _PhaseInterpolable {
  func interpolated(towards other: Self, by amount: Double) -> Self?
}

/// `a` part way to `b` when both are made of modifiers whose values interpolate.
func interpolated<V>(_ a: V, _ b: V, by amount: Double) -> V? {
  guard let a = a as? any _PhaseInterpolable else { return nil }
  func open<P: _PhaseInterpolable>(_ a: P) -> V? { (b as? P).flatMap { a.interpolated(towards: $0, by: amount) } as? V }
  return open(a)
}

extension _ScrollTransitionContent: _PhaseInterpolable {
  func interpolated(towards other: Self, by amount: Double) -> Self? { self }
}

extension ModifiedContent: _PhaseInterpolable where Content: _PhaseInterpolable, Modifier: _PhaseInterpolable {
  func interpolated(towards other: Self, by amount: Double) -> Self? {
    guard let content = content.interpolated(towards: other.content, by: amount),
      let modifier = modifier.interpolated(towards: other.modifier, by: amount)
    else { return nil }
    return ModifiedContent(content: content, modifier: modifier)
  }
}

extension _OffsetEffect: _PhaseInterpolable {
  func interpolated(towards other: Self, by amount: Double) -> Self? {
    _OffsetEffect(
      offset: CGSize(
        width: offset.width + (other.offset.width - offset.width) * amount,
        height: offset.height + (other.offset.height - offset.height) * amount))
  }
}

extension _DrawingEffect: _PhaseInterpolable {
  func interpolated(towards other: Self, by amount: Double) -> Self? {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
    func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
    switch (effect, other.effect) {
    case (.opacity(let a), .opacity(let b)):
      return _DrawingEffect(effect: .opacity(mix(a, b)))
    case (.scale(let a, let p), .scale(let b, let q)):
      return _DrawingEffect(effect: .scale(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)), anchor: mix(p, q)))
    case (.rotation(let a, let p), .rotation(let b, let q)):
      return _DrawingEffect(effect: .rotation(mix(a, b), anchor: mix(p, q)))
    case (.blur(let a), .blur(let b)):
      return _DrawingEffect(effect: .blur(mix(a, b)))
    case (.rotation3D(let a, let axis, let p), .rotation3D(let b, let other, let q)) where axis == other:
      return _DrawingEffect(effect: .rotation3D(mix(a, b), axis: axis, anchor: mix(p, q)))
    case (.colorFilter(.matrix(let a)), .colorFilter(.matrix(let b))) where a.count == b.count:
      // The colour effects' matrices are linear in their amounts (saturation, brightness,
      // contrast): mixing the matrices mixes the amounts.
      return _DrawingEffect(effect: .colorFilter(.matrix(zip(a, b).map { mix($0, $1) })))
    case (.hidden, .hidden), (.compositingGroup, .compositingGroup):
      return self
    default:
      return nil
    }
  }
}
