import Foundation

/// SwiftUI's `Gesture`. A stage's taps and drags reach `TapGesture`, `SpatialTapGesture` and
/// `DragGesture` (and the compositions of them that a single finger can make); long presses,
/// pinches and rotations compile and never fire (MoreGestures.swift). Attached with `.gesture(_:)`.
@MainActor @preconcurrency
public protocol Gesture {
  associatedtype Value
  /// What the gesture does, as handlers the stage calls.
  var _handlers: _GestureHandlers { get }
}

/// A gesture's handlers, erased: a drag's, or a tap's.
public struct _GestureHandlers {
  var minimumDistance: CGFloat = 10
  var space: CoordinateSpace = .local
  /// Whether a stage's tap ends the gesture.
  var isTap = false
  /// The space a tap's location is measured in (`space` is a drag's).
  var tapSpace: CoordinateSpace = .local
  /// The gesture's value (its `Value`, erased) for a tap at a location in its space; nil when a
  /// tap does not end it.
  var tapValue: ((CGPoint) -> Any)?
  /// The gesture's value for a drag's; nil when a drag does not move it.
  var dragValue: ((DragGesture.Value) -> Any)?
  var changed: [@MainActor (DragGesture.Value) -> Void] = []
  /// `updating`: gesture state set from each change, reset at the end.
  var updating: [@MainActor (DragGesture.Value) -> Void] = []
  var reset: [@MainActor () -> Void] = []
  var ended: [@MainActor (DragGesture.Value) -> Void] = []
  /// Run at a tap's end with its location in `space`.
  var tapped: [@MainActor (CGPoint) -> Void] = []

  /// Whether a stage's drag moves the gesture.
  var followsDrags: Bool { dragValue != nil || !changed.isEmpty || !ended.isEmpty || !updating.isEmpty }
}

/// Where a gesture's locations are measured from.
/// `@unchecked Sendable`: a named space's name is a value compared by equality, never mutated
/// (`AnyHashable` is not declared Sendable).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  case local
  case global
  case named(AnyHashable)
}

/// iOS 17's `CoordinateSpaceProtocol`: `.local`, `.global` and `.named(_:)` as values of their
/// own types (`coordinateSpace(.named("scroll"))`).
public protocol CoordinateSpaceProtocol { var coordinateSpace: CoordinateSpace { get } }

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { .local }
}
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public var coordinateSpace: CoordinateSpace { .global }
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// iOS 17's space of the nearest scroll view around: its visible area's origin, so a view's
  /// frame in it moves as the content scrolls.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace())) }
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}
extension CoordinateSpace {
  /// `proxy.frame(in: .scrollView)`: the nearest scroll view's space (iOS 17).
  public static var scrollView: CoordinateSpace { .named(ScrollViewSpace()) }
  public static func scrollView(axis: Axis) -> CoordinateSpace { scrollView }
}
/// The name a scroll view gives its space while its content is placed.
struct ScrollViewSpace: Hashable, Sendable {}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
    /// Where the drag would end if the finger lifted now and the motion decelerated as a scroll
    /// view's does (UIKit's normal rate, 0.998 a millisecond: velocity × 0.499 s; WWDC 2018,
    /// "Designing Fluid Interfaces"). Derived, not measured on a device.
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
    /// Points a second.
    public var velocity: CGSize
  }

  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  public var _handlers: _GestureHandlers

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
    _handlers = _GestureHandlers(minimumDistance: minimumDistance, space: coordinateSpace)
    _handlers.dragValue = { $0 }
  }

  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
    var g = self
    g._handlers.changed.append(mainActorAction1(action))
    return g
  }

  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
    var g = self
    g._handlers.ended.append(mainActorAction1(action))
    return g
  }

  /// Sets `state` from every change (in the transaction the body leaves), and puts it back to
  /// its initial value when the gesture ends.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
  ) -> DragGesture {
    var g = self
    let location = state.location
    let initial = state.initial
    let resetTransaction = state.resetTransaction
    g._handlers.updating.append { value in
      var s = location.value
      var t = Transaction.current ?? Transaction()
      body(value, &s, &t)
      withTransaction(t) { location.set(s) }
    }
    g._handlers.reset.append { withTransaction(resetTransaction) { location.set(initial) } }
    return g
  }
}

/// SwiftUI's `@GestureState`: a value a gesture sets while it lasts (`updating`), back to its
/// initial value when it ends; kept by the view's identity as state is.
@propertyWrapper
public struct GestureState<Value>: _DynamicProperty {
  let location: StateLocation<Value>
  let initial: Value
  let resetTransaction: Transaction

  public init(wrappedValue: Value) {
    location = StateLocation(wrappedValue)
    initial = wrappedValue
    resetTransaction = Transaction()
  }

  public init(wrappedValue: Value, resetTransaction: Transaction) {
    location = StateLocation(wrappedValue)
    initial = wrappedValue
    self.resetTransaction = resetTransaction
  }

  public var wrappedValue: Value { location.value }
  public var projectedValue: GestureState<Value> { self }

  public func _link(_ link: _PropertyLink) { if let store = link.store { location.link(store, key: link.key) } }
}

public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int
  public var _handlers = _GestureHandlers(isTap: true)
  /// A stage taps once: with a count over one, the gesture never ends.
  public init(count: Int = 1) {
    self.count = count
    _handlers.isTap = count == 1
    if count == 1 { _handlers.tapValue = { _ in () } }
  }
  public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
    let action = mainActorAction(action)
    var g = self
    g._handlers.tapped.append { _ in action() }
    return g
  }
}

/// `.gesture(_:)`: a view's drags go to the gesture's handlers (a tap gesture's end is a tap).
/// `simultaneousGesture` and `highPriorityGesture` set how a tap gesture relates to the ones
/// inside the view (`TapPrecedence`).
nonisolated struct _GestureModifier: ViewModifier, PrimitiveModifier {
  /// The gesture itself: its handlers are read where the view is built, on the main actor, as a
  /// gesture's members are isolated (`.gesture(_:)` is nonisolated, as SwiftUI's is).
  let gesture: any Gesture
  var precedence = TapPrecedence.normal
  var mask = GestureMask.all

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var node = single(content, context)
    // `including:` without `.subviews`: the gestures inside the view are off.
    if !mask.contains(.subviews) { node = GestureBlockNode(child: node, id: context.path) }
    guard mask.contains(.gesture) else { return [node] }
    let handlers = gesture._handlers
    if handlers.isTap {
      let actions = handlers.tapped
      node = TapNode(child: node, id: context.path, precedence: precedence, space: handlers.tapSpace) { p in for a in actions { a(p) } }
    }
    // A gesture that neither taps nor drags (a long press, a pinch) is there for nothing a stage
    // can do: no node, so it takes no drag from the views around it.
    if handlers.followsDrags { node = DragNode(child: node, id: context.path, handlers: handlers) }
    return [node]
  }
}

final class DragNode: WrapperNode, @unchecked Sendable {
  let handlers: _GestureHandlers
  init(child: LayoutNode, id: String, handlers: _GestureHandlers) {
    self.handlers = handlers
    super.init(child: child, id: id)
  }

  override func gather(_ g: inout Gathering) {
    if g.drags != nil {
      let origin: CGPoint
      switch handlers.space {
      case .local: origin = frame.origin
      case .global: origin = .zero
      case .named(let name): origin = g.spaces[name] ?? .zero
      }
      var leaves: [LayoutLeaf] = []
      child.collectLeaves(into: &leaves)
      g.drags?.append(DragTarget(areas: hitAreas(of: child, leaves: leaves), origin: origin, handlers: handlers))
    }
    super.gather(&g)
  }
}

/// `.coordinateSpace(name:)`: a space gestures inside can measure from (its frame's origin).
nonisolated struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
  let name: AnyHashable
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [NamedSpaceNode(child: single(content, context), id: context.path, name: name)]
  }
}

final class NamedSpaceNode: WrapperNode, @unchecked Sendable {
  let name: AnyHashable
  init(child: LayoutNode, id: String, name: AnyHashable) {
    self.name = name
    super.init(child: child, id: id)
  }
  override func gather(_ g: inout Gathering) {
    let outer = g.spaces
    g.spaces[name] = frame.origin
    super.gather(&g)
    g.spaces = outer
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    pass.with(space: name, at: bounds.origin) { child.place(in: bounds, proposal: proposal, pass: pass) }
  }
}

/// A drag handler as laid out, for `Stage`'s drags.
package struct DragTarget {
  /// Canvas coordinates: what the view draws, or its `contentShape` (`hitAreas(of:leaves:)`).
  package var areas: [HitArea]
  /// The origin of the gesture's coordinate space, in canvas coordinates.
  package let origin: CGPoint
  let handlers: _GestureHandlers

  package var minimumDistance: CGFloat { handlers.minimumDistance }
  package func contains(_ p: CGPoint) -> Bool { areas.contains { $0.contains(p) } }

  /// A value at a canvas location, in the gesture's space.
  package func value(time: Double, start: CGPoint, location: CGPoint, velocity: CGSize) -> DragGesture.Value {
    func local(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x - origin.x, y: p.y - origin.y) }
    let l = local(location)
    return DragGesture.Value(
      time: Date(timeIntervalSinceReferenceDate: time), location: l, startLocation: local(start),
      predictedEndLocation: CGPoint(x: l.x + velocity.width * 0.499, y: l.y + velocity.height * 0.499), velocity: velocity)
  }

  @MainActor package func changed(_ value: DragGesture.Value) {
    for u in handlers.updating { u(value) }
    for a in handlers.changed { a(value) }
  }
  @MainActor package func ended(_ value: DragGesture.Value) {
    for r in handlers.reset { r() }
    for a in handlers.ended { a(value) }
  }
}

extension View {
  nonisolated public func gesture<G: Gesture>(_ gesture: G) -> some View { modifier(_GestureModifier(gesture: gesture)) }
  /// `mask` turns off this gesture (no `.gesture`), the gestures inside the view (no
  /// `.subviews`), or both (`.none`).
  nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View {
    modifier(_GestureModifier(gesture: gesture, mask: mask))
  }
  nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View {
    modifier(_GestureModifier(gesture: gesture, precedence: .simultaneous, mask: mask))
  }
  nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some View {
    modifier(_GestureModifier(gesture: gesture, precedence: .high, mask: mask))
  }
  /// A tap gesture here runs with the one the tap reaches inside the view, not instead of it.
  /// (A drag gesture given this way acts as `gesture(_:)`: the innermost drag is the one moved.)
  nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View {
    modifier(_GestureModifier(gesture: gesture, precedence: .simultaneous))
  }
  /// A tap gesture here runs instead of the one the tap reaches inside the view. (A drag gesture
  /// given this way acts as `gesture(_:)`.)
  nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View {
    modifier(_GestureModifier(gesture: gesture, precedence: .high))
  }
  nonisolated public func coordinateSpace(name: some Hashable) -> some View { modifier(_CoordinateSpaceModifier(name: AnyHashable(name))) }
  /// iOS 17's form (`coordinateSpace(.named("scroll"))`).
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { modifier(_CoordinateSpaceModifier(name: name.name)) }
}
