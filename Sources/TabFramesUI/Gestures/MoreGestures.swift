import Foundation

// SwiftUI's other gestures, their composition and the handlers every gesture takes. A stage's
// finger taps once or drags in a line: `SpatialTapGesture` ends on a tap with its location, and
// compositions of taps and drags fire as far as one finger makes them (an exclusive gesture's
// first part that a tap or drag can end, else its second; both parts of a simultaneous one; a
// sequence's first part only). A long press needs a held finger, a pinch or a rotation two: a
// stage has neither, so `LongPressGesture`, `MagnifyGesture`, `MagnificationGesture`,
// `RotationGesture` and `RotateGesture` compile, take no touch from the views around them, and
// never fire (docs/SWIFTUI.md).

/// SwiftUI's `GestureMask`: which gestures `gesture(_:including:)` leaves on.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Neither the gesture nor those of the view's subviews.
  public static let none = GestureMask([])
  /// The gesture, not the subviews' gestures.
  public static let gesture = GestureMask(rawValue: 1)
  /// The subviews' gestures, not the gesture.
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// The gestures inside a view turned off by `including:` (what it draws still counts for the
/// gesture around it).
final class GestureBlockNode: WrapperNode, @unchecked Sendable {
  override func gather(_ g: inout Gathering) { g.skipping(.touches) { super.gather(&$0) } }
}

/// SwiftUI's `SpatialTapGesture`: a tap that reports where it landed, in `coordinateSpace`.
public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }
  public var count: Int
  public var coordinateSpace: CoordinateSpace
  public var _handlers = _GestureHandlers()

  /// A stage taps once: with a count over one, the gesture never ends.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
    _handlers.tapSpace = coordinateSpace
    if count == 1 {
      _handlers.isTap = true
      _handlers.tapValue = { Value(location: $0) }
    }
  }
}

/// SwiftUI's `LongPressGesture`: its value is whether the press is still held. A stage's taps
/// are instant, so it never ends there (as a quick tap does not end it on a device).
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public var _handlers = _GestureHandlers()
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// SwiftUI's `MagnifyGesture` (iOS 17): a pinch; never fires on a stage (one finger).
public struct MagnifyGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumScaleDelta: CGFloat
  public var _handlers = _GestureHandlers()
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// SwiftUI's `MagnificationGesture`: a pinch's scale; never fires on a stage (one finger).
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat
  public var _handlers = _GestureHandlers()
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// SwiftUI's `RotationGesture`: a two-finger rotation's angle; never fires on a stage.
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle
  public var _handlers = _GestureHandlers()
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// SwiftUI's `RotateGesture` (iOS 17): a two-finger rotation; never fires on a stage.
public struct RotateGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumAngleDelta: Angle
  public var _handlers = _GestureHandlers()
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

// MARK: - Handlers every gesture takes

/// `onEnded`: `action` runs with the gesture's value when it ends (a tap's end, a drag's release).
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  let content: Content
  let action: @MainActor (Value) -> Void

  public var _handlers: _GestureHandlers {
    var h = content._handlers
    let action = action
    if let tap = h.tapValue { h.tapped.append { p in if let v = tap(p) as? Value { action(v) } } }
    if let drag = h.dragValue { h.ended.append { d in if let v = drag(d) as? Value { action(v) } } }
    return h
  }
}

/// `onChanged`: `action` runs with the gesture's value as it changes (a drag's every move).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  let content: Content
  let action: @MainActor (Value) -> Void

  public var _handlers: _GestureHandlers {
    var h = content._handlers
    let action = action
    if let drag = h.dragValue { h.changed.append { d in if let v = drag(d) as? Value { action(v) } } }
    return h
  }
}

/// `map`: the gesture's value through `body`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  let content: Content
  let body: (Content.Value) -> Value

  public var _handlers: _GestureHandlers {
    var h = content._handlers
    let body = body
    h.tapValue = h.tapValue.map { tap in { p in (tap(p) as? Content.Value).map(body) as Any } }
    h.dragValue = h.dragValue.map { drag in { d in (drag(d) as? Content.Value).map(body) as Any } }
    return h
  }
}

/// SwiftUI's `GestureStateGesture`: `updating(_:body:)` on any gesture. The state follows a
/// drag's moves and goes back to its initial value at the release; a tap (instant) and the
/// gestures a stage cannot make leave it as it is.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public var base: Base
  public var state: GestureState<State>
  public var body: (Value, inout State, inout Transaction) -> Void

  public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
    self.base = base
    self.state = state
    self.body = body
  }

  public var _handlers: _GestureHandlers {
    var h = base._handlers
    guard let drag = h.dragValue else { return h }
    let (location, initial, resetTransaction, body) = (state.location, state.initial, state.resetTransaction, body)
    h.updating.append { d in
      guard let value = drag(d) as? Value else { return }
      var s = location.value
      var t = Transaction.current ?? Transaction()
      body(value, &s, &t)
      withTransaction(t) { location.set(s) }
    }
    h.reset.append { withTransaction(resetTransaction) { location.set(initial) } }
    return h
  }
}

extension Gesture {
  /// Runs `action` with the gesture's value when it ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: mainActorAction1(action))
  }

  /// Sets `state` from the gesture's value as it changes, back to its initial value at the end.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// The gesture with its value through `body`.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self, body: body) }

  /// This gesture, then `other` once it has ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }

  /// This gesture when it can happen, else `other`.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }

  /// This gesture and `other` at once.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }
}

extension Gesture where Value: Equatable {
  /// Runs `action` with the gesture's value as it changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: mainActorAction1(action))
  }
}

// MARK: - Composition

/// SwiftUI's `SequenceGesture`: `first`, then `second` once `first` has ended. A stage's one
/// touch ends `first` (its own handlers run) and never starts `second`, so the sequence's own
/// `onEnded` never runs there.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public enum Value {
    /// `first` is under way.
    case first(First.Value)
    /// `first` has ended with its value; `second` has its value once it has begun.
    case second(First.Value, Second.Value?)
  }
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var _handlers: _GestureHandlers {
    var h = first._handlers
    h.tapValue = nil
    h.dragValue = nil
    return h
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// SwiftUI's `ExclusiveGesture`: `first` when it happens, `second` only when `first` cannot. On
/// a stage a tap goes to `first` when a single tap ends it, else to `second`; a drag likewise.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var _handlers: _GestureHandlers {
    let (a, b) = (first._handlers, second._handlers)
    var h = _GestureHandlers()
    if a.isTap {
      h.take(tapsOf: a, as: First.Value.self) { Value.first($0) }
    } else if b.isTap {
      h.take(tapsOf: b, as: Second.Value.self) { Value.second($0) }
    }
    if a.followsDrags {
      h.take(dragsOf: a, as: First.Value.self) { Value.first($0) }
    } else if b.followsDrags {
      h.take(dragsOf: b, as: Second.Value.self) { Value.second($0) }
    }
    return h
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// SwiftUI's `SimultaneousGesture`: both gestures at once; its value has each one's (nil for one
/// that has not begun). On a stage a tap ends each part a tap ends, a drag moves each part that
/// follows drags.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public var _handlers: _GestureHandlers {
    let (a, b) = (first._handlers, second._handlers)
    var h = _GestureHandlers()
    if a.isTap || b.isTap {
      h.isTap = true
      h.tapSpace = a.isTap ? a.tapSpace : b.tapSpace
      h.tapped = a.tapped + b.tapped
      let (fa, fb) = (a.tapValue, b.tapValue)
      h.tapValue = { p in Value(first: fa?(p) as? First.Value, second: fb?(p) as? Second.Value) }
    }
    if a.followsDrags || b.followsDrags {
      let lead = a.followsDrags ? a : b
      h.minimumDistance = min(a.followsDrags ? a.minimumDistance : .infinity, b.followsDrags ? b.minimumDistance : .infinity)
      h.space = lead.space
      h.changed = a.changed + b.changed
      h.updating = a.updating + b.updating
      h.reset = a.reset + b.reset
      h.ended = a.ended + b.ended
      let (fa, fb) = (a.dragValue, b.dragValue)
      h.dragValue = { d in Value(first: fa?(d) as? First.Value, second: fb?(d) as? Second.Value) }
    }
    return h
  }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension _GestureHandlers {
  /// A part's tap handlers, its value wrapped by `wrap`.
  mutating func take<V>(tapsOf part: _GestureHandlers, as type: V.Type, _ wrap: @escaping (V) -> Any) {
    isTap = true
    tapSpace = part.tapSpace
    tapped = part.tapped
    tapValue = part.tapValue.map { value in { p in (value(p) as? V).map(wrap) as Any } }
  }

  /// A part's drag handlers, its value wrapped by `wrap`.
  mutating func take<V>(dragsOf part: _GestureHandlers, as type: V.Type, _ wrap: @escaping (V) -> Any) {
    minimumDistance = part.minimumDistance
    space = part.space
    changed = part.changed
    updating = part.updating
    reset = part.reset
    ended = part.ended
    dragValue = part.dragValue.map { value in { d in (value(d) as? V).map(wrap) as Any } }
  }
}
