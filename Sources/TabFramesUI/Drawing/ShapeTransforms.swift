import Foundation

// Shapes made from shapes: turned, scaled, moved, resized, type-erased, and the container's
// shape; and iOS 17's fill-then-stroke. Each is a `Shape`, so it can be filled and stroked.

/// SwiftUI's `RotatedShape`: the shape's path turned by `angle` about `anchor` of its frame.
public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint
  nonisolated public func path(in rect: CGRect) -> Path {
    let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    let turn = CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
      .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    return shape.path(in: rect).applying(turn)
  }
}

/// SwiftUI's `ScaledShape`: the shape's path scaled about `anchor` of its frame.
public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint
  nonisolated public func path(in rect: CGRect) -> Path {
    let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    let m = CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
      .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    return shape.path(in: rect).applying(m)
  }
}

/// SwiftUI's `OffsetShape`: the shape's path moved within its frame.
public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize
  nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

/// `Shape.size(_:)`: the shape drawn in a rectangle of that size at its frame's origin.
public struct _SizedShape<Content: Shape>: Shape {
  public var shape: Content
  public var size: CGSize
  nonisolated public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

extension Shape {
  nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }
  nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
  nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }
  nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
  nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
  nonisolated public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }
  nonisolated public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> { size(CGSize(width: width, height: height)) }
}

/// SwiftUI's `AnyShape` (iOS 16): a shape of any type, chosen at run time.
public struct AnyShape: Shape {
  private let make: @Sendable (CGRect) -> Path
  nonisolated public init<S: Shape>(_ shape: S) { make = { shape.path(in: $0) } }
  nonisolated public func path(in rect: CGRect) -> Path { make(rect) }
}

/// SwiftUI's `ContainerRelativeShape`: the shape of the container it is in, inset to where it
/// is. A stage's containers (an app's screen) have no shape of their own, so it is a rectangle,
/// as SwiftUI's is outside widgets and shaped containers.
public struct ContainerRelativeShape: InsettableShape {
  var inset: CGFloat = 0
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
  nonisolated public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var s = self
    s.inset += amount
    return s
  }
}

extension View {
  /// The shape `ContainerRelativeShape` takes inside: accepted (see `ContainerRelativeShape`).
  nonisolated public func containerShape<S: InsettableShape>(_ shape: S) -> some View { self }
}

extension _ShapeView {
  /// iOS 17's fill then stroke: the filled shape with its outline stroked over it.
  nonisolated public func stroke<C: ShapeStyle>(_ content: C, style: StrokeStyle, antialiased: Bool = true) -> some View {
    overlay(shape.stroke(content, style: style))
  }
  nonisolated public func stroke<C: ShapeStyle>(_ content: C, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    overlay(shape.stroke(content, lineWidth: lineWidth))
  }
}

extension _ShapeView where S: InsettableShape {
  nonisolated public func strokeBorder<C: ShapeStyle>(_ content: C, style: StrokeStyle, antialiased: Bool = true) -> some View {
    overlay(shape.strokeBorder(content, style: style))
  }
  nonisolated public func strokeBorder<C: ShapeStyle>(_ content: C, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    overlay(shape.strokeBorder(content, lineWidth: lineWidth))
  }
}
