import Foundation

/// A shape drawn as its outline: SwiftUI's `stroke`, a shape itself (so it can be filled).
/// The stroke is centred on the path, so half of it lies outside the frame, as in SwiftUI.
public struct _StrokedShape<S: Shape>: Shape {
  var shape: S
  let style: StrokeStyle
  nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
  /// The stroked shape's own data: its outline animates as the shape's does.
  public var animatableData: S.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

/// SwiftUI's `InsettableShape`: a shape that can be drawn inset, so that `strokeBorder` keeps
/// its whole stroke inside the frame.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape drawn in its rectangle inset on every side.
public struct _InsetShape<S: Shape>: InsettableShape {
  var shape: S
  let amount: CGFloat
  nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect.insetBy(dx: amount, dy: amount)) }
  public var animatableData: S.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
  nonisolated public func inset(by more: CGFloat) -> _InsetShape<S> { _InsetShape(shape: shape, amount: amount + more) }
}

extension Rectangle: InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(shape: self, amount: amount) }
}
extension RoundedRectangle: InsettableShape {
  /// The corners shrink with the inset, as SwiftUI's do.
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    var inner = self
    inner.cornerSize = CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
    return _InsetShape(shape: inner, amount: amount)
  }
}
extension Capsule: InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(shape: self, amount: amount) }
}
extension Circle: InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(shape: self, amount: amount) }
}
extension Ellipse: InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(shape: self, amount: amount) }
}

extension Shape {
  nonisolated public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
  nonisolated public func stroke<C: ShapeStyle>(_ content: C, style: StrokeStyle) -> _ShapeView<_StrokedShape<Self>> {
    stroke(style: style).fill(content)
  }
  nonisolated public func stroke<C: ShapeStyle>(_ content: C, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }
}

extension InsettableShape {
  /// Stroked inside the frame: the shape inset by half the line width, then stroked.
  nonisolated public func strokeBorder(style: StrokeStyle) -> _StrokedShape<InsetShape> {
    inset(by: style.lineWidth / 2).stroke(style: style)
  }
  nonisolated public func strokeBorder(lineWidth: CGFloat = 1) -> _StrokedShape<InsetShape> {
    strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
  }
  nonisolated public func strokeBorder<C: ShapeStyle>(_ content: C, style: StrokeStyle) -> _ShapeView<_StrokedShape<InsetShape>> {
    strokeBorder(style: style).fill(content)
  }
  nonisolated public func strokeBorder<C: ShapeStyle>(_ content: C, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<InsetShape>> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }
}

/// SwiftUI's `trim(from:to:)`: the part of the shape's outline between two fractions of its
/// length (a progress ring is `Circle().trim(from: 0, to: progress).stroke(…)`). Both fractions
/// animate, with the shape's own data.
public struct _TrimmedShape<S: Shape>: Shape {
  var shape: S
  var startFraction: CGFloat
  var endFraction: CGFloat
  nonisolated public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
  public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, S.AnimatableData> {
    get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
    set {
      (startFraction, endFraction) = (newValue.first.first, newValue.first.second)
      shape.animatableData = newValue.second
    }
  }
}

extension Shape {
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}
