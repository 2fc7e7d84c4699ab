import Foundation

/// SwiftUI's `AnyGradient` (iOS 16): a gradient as a style, painting from the top of its frame to
/// the bottom (start point [0.5, 0], end point [0.5, 1], as Apple documents it), or given to the
/// `.linearGradient`, `.radialGradient`, `.ellipticalGradient`, `.angularGradient` and
/// `.conicGradient` styles that take one.
public struct AnyGradient: _GradientStyle, Hashable, Sendable {
  let gradient: Gradient
  /// The colour whose standard gradient this is (`Color.gradient`), drawn where one colour is
  /// (text): the colour the code names.
  let baseColor: Color?

  public init(_ gradient: Gradient) {
    self.gradient = gradient
    baseColor = nil
  }

  init(standardFor color: Color) {
    // The top is the colour made lighter, the bottom the colour itself (docs/SWIFTUI.md,
    // "Color.gradient", says where the amount comes from).
    gradient = Gradient(colors: [color.lightened(by: Self.standardLightening), color])
    baseColor = color
  }

  /// How much lighter (HSL lightness, 0…1) the top of a colour's standard gradient is.
  static let standardLightening = 0.15

  /// The gradient mixed in `space`: a stage mixes in sRGB either way (docs/SWIFTUI.md).
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

  nonisolated func _gradient(in environment: EnvironmentValues) -> GradientPaint {
    LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)._gradient(in: environment)
  }

  public func _color(in environment: EnvironmentValues) -> Color {
    baseColor?._color(in: environment) ?? _gradient(in: environment).stops.first?.color ?? .clear
  }
}

extension Color {
  /// SwiftUI's `Color.gradient` (iOS 16): the colour's standard gradient, a little lighter at the
  /// top than the colour, the colour itself at the bottom.
  public var gradient: AnyGradient { AnyGradient(standardFor: self) }
}

extension Gradient {
  /// SwiftUI's `Gradient.ColorSpace`: how colours between stops are mixed. A stage mixes in
  /// sRGB either way (docs/SWIFTUI.md).
  public struct ColorSpace: Hashable, Sendable {
    public static let device = ColorSpace()
    public static let perceptual = ColorSpace()
  }
  /// The gradient mixed in `space`, as SwiftUI's `AnyGradient`: drawn as it is.
  public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
  }
}
