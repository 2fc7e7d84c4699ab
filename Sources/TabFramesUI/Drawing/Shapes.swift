import Foundation

/// SwiftUI's `Shape`: a view drawn as a path in the rectangle it is given. It takes the whole
/// proposal (10 pt where a dimension is unspecified) and is filled with the foreground colour.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The outline drawn in a frame placed at `rect` on the canvas: SwiftUI asks a shape for its
  /// path in its own coordinates (origin zero, the view's size), and the view is placed after, so
  /// a shape that draws from (0, 0) rather than `rect.minX` is drawn where it stands.
  nonisolated func placedPath(in rect: CGRect) -> Path {
    path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
  }

  public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: nil) }

  /// The shape filled with a style, by the fill rule `style` gives. Nonisolated, as SwiftUI's is:
  /// a function outside any view may draw a shape.
  nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
    _ShapeView(shape: self, fill: content, style: style)
  }

  /// The shape filled with the foreground style.
  nonisolated public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> { _ShapeView(shape: self, fill: nil, style: style) }
}

/// A shape drawn with a fill.
nonisolated public struct _ShapeView<S: Shape>: View, PrimitiveView {
  let shape: S
  let fill: (any ShapeStyle)?
  let style: FillStyle

  nonisolated init(shape: S, fill: (any ShapeStyle)?, style: FillStyle = FillStyle()) {
    self.shape = shape
    self.fill = fill
    self.style = style
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let leaf = LeafNode(
      kind: .shape, id: context.path, content: .shape(shape), sizing: .flexible,
      color: fill?._color(in: context.environment) ?? context.foreground)
    let fill = fill.map(concreteStyle)
    leaf.evenOdd = style.isEOFilled
    // With no fill of its own, a shape is painted by the foreground style (a gradient, a material).
    let paint = fill.map { ForegroundPaint(color: .clear, style: $0, in: context.environment) } ?? context.environment.foregroundPaint
    leaf.gradient = paint?.gradient
    leaf.backdropBlur = paint?.backdropBlur ?? 0
    // A style with a drop shadow (`.blue.shadow(.drop(radius: 4))`): the shape casts it.
    if let look = (fill as? any _ShadowingStyle)?._dropShadow {
      var look = look
      look.color = look.color._color(in: context.environment)
      return [EffectNode(child: leaf, id: context.path, effect: .shadow(look))]
    }
    return [leaf]
  }
}

public struct Rectangle: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// SwiftUI's corner styles. Continuous corners (SwiftUI's default for `Path(roundedRect:)`) are
/// drawn as circular ones here: the curvature ramp of Apple's squircle is not reproduced
/// (docs/SWIFTUI.md).
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular
  case continuous
}

public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

public struct Capsule: Shape {
  public var style: RoundedCornerStyle
  nonisolated public init(style: RoundedCornerStyle = .circular) { self.style = style }
  nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

/// A circle as wide as the shorter side, centred.
public struct Circle: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path {
    let d = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
  }
}

public struct Ellipse: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
