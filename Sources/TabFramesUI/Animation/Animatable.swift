import Foundation

/// SwiftUI's `VectorArithmetic`: a value an animation can interpolate.
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  public func scaled(by rhs: Double) -> Self {
    var v = self
    v.scale(by: rhs)
    return v
  }
}

/// SwiftUI's `Animatable`: a view whose `animatableData` is interpolated frame by frame when it
/// changes in an animated transaction. For a `Shape`, each frame's outline is `path(in:)` with the
/// data of that frame, as SwiftUI draws it. Nonisolated, as SwiftUI's is: a shape's or a
/// geometry effect's data is read off the main actor (they are nonisolated types); a view of the
/// author's that animates its own data declares it `nonisolated`, as with SwiftUI.
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// No animatable data: the default of every `Animatable`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}
extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}
extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Animatable data as the animation engine's numbers: the engine animates a vector of doubles,
/// so the data types TabFramesUI defines are laid out as one. (A type of your own conforming to
/// `VectorArithmetic` is not: a shape with such data changes without animating.)
protocol _FlatAnimatableData {
  var _flat: [Double] { get }
  /// Takes the values from the front of `values`.
  mutating func _take(_ values: inout ArraySlice<Double>)
}

extension Double: _FlatAnimatableData {
  var _flat: [Double] { [self] }
  mutating func _take(_ values: inout ArraySlice<Double>) { self = values.popFirst() ?? self }
}
extension Float: _FlatAnimatableData {
  var _flat: [Double] { [Double(self)] }
  mutating func _take(_ values: inout ArraySlice<Double>) { self = values.popFirst().map(Float.init) ?? self }
}
extension CGFloat: _FlatAnimatableData {
  var _flat: [Double] { [Double(self)] }
  mutating func _take(_ values: inout ArraySlice<Double>) { self = values.popFirst().map { CGFloat($0) } ?? self }
}
extension EmptyAnimatableData: _FlatAnimatableData {
  var _flat: [Double] { [] }
  mutating func _take(_ values: inout ArraySlice<Double>) {}
}
extension AnimatablePair: _FlatAnimatableData where First: _FlatAnimatableData, Second: _FlatAnimatableData {
  var _flat: [Double] { first._flat + second._flat }
  mutating func _take(_ values: inout ArraySlice<Double>) {
    first._take(&values)
    second._take(&values)
  }
}

extension Shape {
  /// The shape's outline as a function of its animatable data, when it has any the engine can
  /// animate: the data now, and the outline for other data in a rectangle.
  func animatedOutline() -> (data: [Double], outline: @Sendable ([Double], CGRect) -> Path)? {
    guard let flat = animatableData as? any _FlatAnimatableData, !flat._flat.isEmpty else { return nil }
    let shape = self
    return (
      flat._flat,
      { data, rect in
        // Frames are worked out on the main actor (the stage's player); the drawing is not.
        MainActor.assumeIsolated {
          var s = shape
          guard var d = s.animatableData as? any _FlatAnimatableData else { return shape.placedPath(in: rect) }
          var values = data[...]
          d._take(&values)
          if let typed = d as? AnimatableData { s.animatableData = typed }
          return s.placedPath(in: rect)
        }
      }
    )
  }
}
