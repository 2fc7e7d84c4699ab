import Foundation
import TabFramesValues

/// SwiftUI's `Gradient`: colours at locations from 0 to 1. Colours given without locations are
/// spread evenly, the first at 0 and the last at 1.
public struct Gradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }
}

/// A gradient as a leaf carries it to the renderer: its stops' colours resolved in the
/// environment (the accent colour, say) but not yet for the appearance it is drawn in.
package typealias GradientPaint = GradientSpec<Color>

/// A style that paints with a gradient where the renderer can (shapes, colours as views), and as
/// its first colour where only one colour is drawn (text).
protocol _GradientStyle: ShapeStyle {
  func _gradient(in environment: EnvironmentValues) -> GradientPaint
}

extension _GradientStyle {
  public func _color(in environment: EnvironmentValues) -> Color {
    _gradient(in: environment).stops.first?.color ?? .clear
  }
}

/// SwiftUI's `LinearGradient`: the colours along the line from `startPoint` to `endPoint` (unit
/// points of the frame), the first before it and the last after it. As a view it fills the space
/// it is offered.
nonisolated public struct LinearGradient: _GradientStyle, View, PrimitiveView {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  nonisolated func _gradient(in environment: EnvironmentValues) -> GradientPaint {
    GradientPaint(
      geometry: .linear(startX: Double(startPoint.x), startY: Double(startPoint.y), endX: Double(endPoint.x), endY: Double(endPoint.y)),
      stops: resolved(gradient, environment))
  }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { [gradientLeaf(self, context)] }
}

/// SwiftUI's `RadialGradient`: the colours from a circle of `startRadius` to one of `endRadius`
/// around `center` (a unit point of the frame; radii in points).
nonisolated public struct RadialGradient: _GradientStyle, View, PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  nonisolated func _gradient(in environment: EnvironmentValues) -> GradientPaint {
    GradientPaint(
      geometry: .radial(
        centerX: Double(center.x), centerY: Double(center.y), startRadius: Double(startRadius), endRadius: Double(endRadius)),
      stops: resolved(gradient, environment))
  }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { [gradientLeaf(self, context)] }
}

/// SwiftUI's `AngularGradient` (a conic gradient): the colours around `center` from
/// `startAngle` to `endAngle` (clockwise from the trailing side; a whole turn by default), the
/// rest of the turn in the end colours. As a view it fills the space it is offered.
nonisolated public struct AngularGradient: _GradientStyle, View, PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // SwiftUI's default end, `.zero`, with a zero start, means a whole turn.
    self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
  }
  nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A whole turn starting at `angle`.
  nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
  }
  nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  nonisolated func _gradient(in environment: EnvironmentValues) -> GradientPaint {
    GradientPaint(
      geometry: .angular(centerX: Double(center.x), centerY: Double(center.y), startAngle: startAngle.radians, endAngle: endAngle.radians),
      stops: resolved(gradient, environment)
    )
  }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { [gradientLeaf(self, context)] }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}

func resolved(_ gradient: Gradient, _ environment: EnvironmentValues) -> [GradientPaint.Stop] {
  gradient.stops.map { GradientPaint.Stop(color: $0.color._color(in: environment), location: Double($0.location)) }
}

/// A gradient as a view: a colour leaf filling the proposal, painted with the gradient.
@MainActor private func gradientLeaf(_ style: some _GradientStyle, _ context: BuildContext) -> LayoutNode {
  let color = style._color(in: context.environment)
  let leaf = LeafNode(kind: .color, id: context.path, content: .fill(color), sizing: .flexible, color: color)
  leaf.gradient = style._gradient(in: context.environment)
  return leaf
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

/// A gradient as a style paints from the top of its frame to the bottom, as SwiftUI's does.
extension Gradient: _GradientStyle {
  nonisolated func _gradient(in environment: EnvironmentValues) -> GradientPaint {
    LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)._gradient(in: environment)
  }
}

/// SwiftUI's `EllipticalGradient`: the colours from one ellipse to another around `center`, each
/// the frame's shape scaled by its radius fraction (0.5: the ellipse that fills the frame), so
/// the gradient stretches with the frame where a `RadialGradient`'s circles do not.
nonisolated public struct EllipticalGradient: _GradientStyle, View, PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  nonisolated public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)
  {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  nonisolated func _gradient(in environment: EnvironmentValues) -> GradientPaint {
    GradientPaint(
      geometry: .elliptical(
        centerX: Double(center.x), centerY: Double(center.y), startFraction: Double(startRadiusFraction),
        endFraction: Double(endRadiusFraction)),
      stops: resolved(gradient, environment))
  }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { [gradientLeaf(self, context)] }
}

extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}
