import Foundation

// iOS 17's keyframes: tracks of keyframes, each moving one property of a value (or the whole
// value) through its keyframes one after another, evaluated at any time by `KeyframeTimeline`.
// How each kind of keyframe moves is Apple's documentation's (linear with a timing curve, a
// spring, a cubic curve that is a Catmull–Rom spline between cubic neighbours, a jump), with
// the choices it leaves open written where they are made (docs/SWIFTUI.md, "Keyframes").

/// SwiftUI's `Keyframes`: a timeline of values (tracks of keyframes).
public protocol Keyframes<Value> {
  associatedtype Value
}

/// A keyframe of a track: its target value and timing.
public protocol KeyframeTrackContent<Value> {
  associatedtype Value
}

/// From the value before to `to` in `duration`, along `timingCurve` (linear by default).
public struct LinearKeyframe<Value>: KeyframeTrackContent {
  public let to: Value
  public let duration: TimeInterval
  let curve: UnitCurve
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
    curve = timingCurve
  }
}

/// From the value before towards `to` as `spring` moves, for `duration` (the spring's settling
/// duration when nil); the next keyframe starts where the spring is then.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
  public let to: Value
  public let duration: TimeInterval?
  let spring: Spring
  let startVelocity: Value?
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    self.to = to
    self.duration = duration
    self.spring = spring
    self.startVelocity = startVelocity
  }
}

/// From the value before to `to` in `duration` along a cubic curve: a Catmull–Rom spline through
/// neighbouring cubic keyframes, at rest where a neighbour is not cubic, unless velocities are given.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
  public let to: Value
  public let duration: TimeInterval
  let startVelocity: Value?
  let endVelocity: Value?
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    self.to = to
    self.duration = duration
    self.startVelocity = startVelocity
    self.endVelocity = endVelocity
  }
}

/// A jump to `to`, taking no time.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
  public let to: Value
  public init(_ to: Value) { self.to = to }
}

/// One keyframe as the timeline evaluates it.
struct _Keyframe<Value> {
  enum Kind {
    case linear(UnitCurve)
    case spring(Spring, startVelocity: Value?)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    case move
  }
  let kind: Kind
  let to: Value
  /// nil: a spring's own settling duration.
  let duration: Double?

  /// A keyframe of the four kinds (nil for a type of one's own, which has no timing to read).
  static func of<K: KeyframeTrackContent>(_ k: K) -> _Keyframe? where K.Value == Value {
    switch k {
    case let k as LinearKeyframe<Value>: _Keyframe(kind: .linear(k.curve), to: k.to, duration: max(0, k.duration))
    case let k as SpringKeyframe<Value>:
      _Keyframe(kind: .spring(k.spring, startVelocity: k.startVelocity), to: k.to, duration: k.duration.map { max(0, $0) })
    case let k as CubicKeyframe<Value>:
      _Keyframe(kind: .cubic(startVelocity: k.startVelocity, endVelocity: k.endVelocity), to: k.to, duration: max(0, k.duration))
    case let k as MoveKeyframe<Value>: _Keyframe(kind: .move, to: k.to, duration: 0)
    default: nil
    }
  }
}

/// What the builders make: a track's keyframes, or a timeline's tracks (keyframes given with no
/// track move the whole value).
public struct _KeyframeList<Value>: KeyframeTrackContent, Keyframes {
  var keyframes: [_Keyframe<Value>] = []
  var tracks: [_Track<Value>] = []

  static func joined(_ parts: [_KeyframeList]) -> _KeyframeList {
    _KeyframeList(keyframes: parts.flatMap(\.keyframes), tracks: parts.flatMap(\.tracks))
  }

  /// Every track, the whole value's keyframes as one.
  var allTracks: [_Track<Value>] {
    keyframes.isEmpty ? tracks : tracks + [_Track(property: \Value.self, keyframes: keyframes)]
  }
}

/// One property's keyframes, from its value in the initial value: the property's value at a
/// time, written into the whole value.
struct _Track<Root> {
  let duration: Double
  let apply: (inout Root, Double) -> Void

  init<V>(property: WritableKeyPath<Root, V>, keyframes: [_Keyframe<V>]) {
    let plan = KeyframePlan(keyframes)
    duration = plan.duration
    apply = { root, time in root[keyPath: property] = plan.value(from: root[keyPath: property], at: time) }
  }
}

/// SwiftUI's `KeyframeTrack`: the keyframes of one property of the animated value (or of the
/// whole value).
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
  let track: _Track<Root>
  public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
    track = _Track(property: keyPath, keyframes: Self.keyframes(content()))
  }
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    track = _Track(property: \Root.self, keyframes: Self.keyframes(content()))
  }
  private static func keyframes(_ content: Content) -> [_Keyframe<Value>] {
    (content as? _KeyframeList<Value>)?.keyframes ?? _Keyframe.of(content).map { [$0] } ?? []
  }
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value {
    if let list = keyframe as? _KeyframeList<Value> { return list }
    return _KeyframeList(keyframes: _Keyframe.of(keyframe).map { [$0] } ?? [])
  }
  public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { .joined(parts) }
  public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { .joined(parts) }
  public static func buildBlock(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { .joined(parts) }
  public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { part ?? _KeyframeList() }
  public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
  public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
}

/// The tracks of a `keyframeAnimator` (or the keyframes of the whole value, with no track).
@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value> where K.Value == Value {
    if let list = keyframe as? _KeyframeList<Value> { return list }
    return _KeyframeList(keyframes: _Keyframe.of(keyframe).map { [$0] } ?? [])
  }
  public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> _KeyframeList<Value> {
    _KeyframeList(tracks: [track.track])
  }
  public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> { .joined(parts) }
  public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> { .joined(parts) }
  public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> { part ?? _KeyframeList() }
  public static func buildEither(first: _KeyframeList<Value>) -> _KeyframeList<Value> { first }
  public static func buildEither(second: _KeyframeList<Value>) -> _KeyframeList<Value> { second }
}

/// SwiftUI's `KeyframeTimeline` (iOS 17): keyframes from an initial value, read at any time.
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let tracks: [_Track<Value>]
  /// The longest track's length, in seconds.
  public let duration: TimeInterval

  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.init(initialValue: initialValue, keyframes: content())
  }

  init(initialValue: Value, keyframes: some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = (keyframes as? _KeyframeList<Value>)?.allTracks ?? []
    duration = tracks.map(\.duration).max() ?? 0
  }

  /// The value `time` seconds in (each track holds its last value after its end).
  public func value(time: Double) -> Value {
    var v = initialValue
    for track in tracks { track.apply(&v, time) }
    return v
  }

  /// The value at a fraction of the duration.
  public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// A track's keyframes as segments in time, and the value they give at a time. A value moves as
/// its numbers do (the types an animation interpolates: numbers, points, sizes, rectangles,
/// angles, animatable pairs); a value of another type jumps to each keyframe's at its end.
struct KeyframePlan<V> {
  private let keyframes: [_Keyframe<V>]
  /// Each keyframe's start and length.
  private let spans: [(start: Double, length: Double)]
  let duration: Double

  init(_ keyframes: [_Keyframe<V>]) {
    self.keyframes = keyframes
    var t = 0.0
    var spans: [(Double, Double)] = []
    for k in keyframes {
      let length: Double
      if case .spring(let spring, _) = k.kind, k.duration == nil {
        // An undamped spring never settles: it is given one period.
        let settling = spring.settlingDuration
        length = settling.isFinite ? settling : spring.response
      } else {
        length = k.duration ?? 0
      }
      spans.append((t, length))
      t += length
    }
    self.spans = spans
    duration = t
  }

  func value(from initial: V, at time: Double) -> V {
    guard let start = KeyframeNumbers(initial) else { return jumped(from: initial, at: time) }
    let segments = resolved(from: start.values)
    guard let i = spans.indices.last(where: { spans[$0].start <= time }) else { return initial }
    let length = spans[i].length
    let local = time - spans[i].start
    let seg = segments[i]
    // Past this keyframe's end (the last one's, or a jump's).
    if local >= length { return start.with(seg.end) }
    let f = length > 0 ? local / length : 1
    switch keyframes[i].kind {
    case .move: return start.with(seg.to)
    case .linear(let curve): return start.with(Self.mix(seg.from, seg.to, curve.value(at: f)))
    case .spring(let spring, _): return start.with(Self.spring(spring, from: seg.from, to: seg.to, velocity: seg.v0, at: local))
    case .cubic: return start.with(Self.hermite(seg.from, seg.to, seg.v0, seg.v1, length: length, f))
    }
  }

  /// A keyframe resolved from the value before it: where it starts, its target, where it ends
  /// (a spring may not have arrived), and its velocities at its two ends.
  private struct Segment {
    var from: [Double]
    var to: [Double]
    var end: [Double]
    var v0: [Double]
    var v1: [Double]
  }

  /// Each keyframe from where the one before ended, with the velocities Apple's documentation
  /// gives where none is stated: a spring, and a cubic keyframe after another kind, start with
  /// the velocity the motion has at the join; a cubic keyframe beside another cubic one takes
  /// Catmull–Rom's (the chord between the points either side over their time apart); one before
  /// another kind ends with the velocity that keyframe starts with (a linear one's slope, a
  /// spring's stated velocity, else at rest); a move stops the motion.
  private func resolved(from start: [Double]) -> [Segment] {
    let zero = [Double](repeating: 0, count: start.count)
    let targets = keyframes.map { KeyframeNumbers($0.to)?.values ?? start }
    func numbers(_ v: V?) -> [Double]? { v.flatMap { KeyframeNumbers($0)?.values } }
    func isCubic(_ k: Int) -> Bool { if case .cubic = keyframes[k].kind { true } else { false } }
    /// Linear keyframe `k`'s velocity at its start or end, from `from`.
    func linearVelocity(_ k: Int, from: [Double], atStart: Bool) -> [Double] {
      guard case .linear(let curve) = keyframes[k].kind, spans[k].length > 0 else { return zero }
      let slope = atStart ? curve.slope(at: 0) : curve.slope(at: 1)
      return zip(from, targets[k]).map { ($1 - $0) / spans[k].length * slope }
    }
    var result: [Segment] = []
    var from = start
    var velocity = zero
    for k in keyframes.indices {
      let to = targets[k]
      let length = spans[k].length
      var seg = Segment(from: from, to: to, end: to, v0: velocity, v1: zero)
      switch keyframes[k].kind {
      case .move: seg.v0 = zero
      case .linear:
        seg.v0 = linearVelocity(k, from: from, atStart: true)
        seg.v1 = linearVelocity(k, from: from, atStart: false)
      case .spring(let spring, let given):
        seg.v0 = numbers(given) ?? velocity
        seg.end = Self.spring(spring, from: from, to: to, velocity: seg.v0, at: length)
        let h = 1e-4
        let before = Self.spring(spring, from: from, to: to, velocity: seg.v0, at: max(0, length - h))
        seg.v1 = length > 0 ? zip(seg.end, before).map { ($0 - $1) / min(h, length) } : seg.v0
      case .cubic(let given0, let given1):
        if let v = numbers(given0) {
          seg.v0 = v
        } else if k > 0, isCubic(k - 1), spans[k - 1].length + length > 0 {
          seg.v0 = zip(to, result[k - 1].from).map { ($0 - $1) / (spans[k - 1].length + length) }
        }
        if let v = numbers(given1) {
          seg.v1 = v
        } else if k + 1 < keyframes.count {
          let next = k + 1
          switch keyframes[next].kind {
          case .cubic:
            let dt = length + spans[next].length
            seg.v1 = dt > 0 ? zip(targets[next], from).map { ($0 - $1) / dt } : zero
          case .linear: seg.v1 = linearVelocity(next, from: to, atStart: true)
          case .spring(_, let given): seg.v1 = numbers(given) ?? zero
          case .move: seg.v1 = zero
          }
        }
      }
      result.append(seg)
      from = seg.end
      velocity = seg.v1
    }
    return result
  }

  /// A value no numbers stand for: each keyframe's at its end.
  private func jumped(from initial: V, at time: Double) -> V {
    var v = initial
    for (k, span) in zip(keyframes, spans) where span.start + span.length <= time { v = k.to }
    return v
  }

  private static func mix(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * f } }

  /// Cubic Hermite between two points with velocities (per second) over `length` seconds.
  private static func hermite(_ a: [Double], _ b: [Double], _ va: [Double], _ vb: [Double], length: Double, _ f: Double) -> [Double] {
    let (f2, f3) = (f * f, f * f * f)
    let h00 = 2 * f3 - 3 * f2 + 1
    let h10 = f3 - 2 * f2 + f
    let h01 = -2 * f3 + 3 * f2
    let h11 = f3 - f2
    return a.indices.map { k in h00 * a[k] + h10 * length * va[k] + h01 * b[k] + h11 * length * vb[k] }
  }

  /// A damped spring's position `t` seconds after leaving `a` for `b` with velocity `v0`.
  private static func spring(_ spring: Spring, from a: [Double], to b: [Double], velocity v0: [Double], at t: Double) -> [Double] {
    a.indices.map { k in b[k] + spring.displacement(from: a[k] - b[k], velocity: v0[k], at: t) }
  }
}

/// A keyframe value as numbers, and back.
private struct KeyframeNumbers<V> {
  let value: V
  let values: [Double]
  init?(_ value: V) {
    guard let flat = value as? any _FlatAnimatableData else { return nil }
    self.value = value
    values = flat._flat
  }
  /// `value` with these numbers.
  func with(_ numbers: [Double]) -> V {
    guard var flat = value as? any _FlatAnimatableData else { return value }
    var slice = numbers[...]
    flat._take(&slice)
    return flat as? V ?? value
  }
}

extension Spring {
  /// How far from its target a spring is `t` seconds after it left displacement `x0` with
  /// velocity `v0` (the damped oscillator of its stiffness and damping, unit mass).
  func displacement(from x0: Double, velocity v0: Double, at t: Double) -> Double {
    let w = 2 * Double.pi / max(response, 1e-9)
    let z = dampingRatio
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      return exp(-z * w * t) * (x0 * cos(wd * t) + (v0 + z * w * x0) / wd * sin(wd * t))
    }
    if z == 1 { return exp(-w * t) * (x0 + (v0 + w * x0) * t) }
    let r = (z * z - 1).squareRoot()
    let (r1, r2) = (-w * (z - r), -w * (z + r))
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    let c1 = x0 - c2
    return c1 * exp(r1 * t) + c2 * exp(r2 * t)
  }

  /// SwiftUI's `settlingDuration`: how long the spring takes, from a displacement of 1 at rest,
  /// to stay within 0.001 of its target (Apple's documented target, velocity and epsilon), found
  /// by stepping the motion a 240th of a second at a time; an undamped spring never settles.
  public var settlingDuration: TimeInterval {
    guard dampingRatio > 0 else { return .infinity }
    let step = 1.0 / 240
    var last = 0.0
    var t = 0.0
    while t < 60 {
      if abs(displacement(from: 1, velocity: 0, at: t)) > 1e-3 { last = t }
      t += step
      // A period past the last excursion beyond the epsilon: none comes after it.
      if t - last > max(response, 0.1) { break }
    }
    return last + step
  }
}

extension UnitCurve {
  /// The curve's slope at a progress of 0 or 1 (a linear keyframe's velocity at its ends).
  func slope(at progress: Double) -> Double {
    let h = 1e-4
    return progress <= 0 ? value(at: h) / h : (1 - value(at: 1 - h)) / h
  }
}

// The geometry types keyframes move, as the numbers they are.
extension CGPoint: _FlatAnimatableData {
  var _flat: [Double] { [Double(x), Double(y)] }
  mutating func _take(_ values: inout ArraySlice<Double>) {
    x._take(&values)
    y._take(&values)
  }
}
extension CGSize: _FlatAnimatableData {
  var _flat: [Double] { [Double(width), Double(height)] }
  mutating func _take(_ values: inout ArraySlice<Double>) {
    width._take(&values)
    height._take(&values)
  }
}
extension CGRect: _FlatAnimatableData {
  var _flat: [Double] { origin._flat + size._flat }
  mutating func _take(_ values: inout ArraySlice<Double>) {
    origin._take(&values)
    size._take(&values)
  }
}
extension Angle: _FlatAnimatableData {
  var _flat: [Double] { [radians] }
  mutating func _take(_ values: inout ArraySlice<Double>) { self = .radians(values.popFirst() ?? radians) }
}
