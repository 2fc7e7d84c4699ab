import Foundation
import TabFramesValues

/// SwiftUI's `ShapeStyle`: what fills a shape or colours text. Every style resolves to a colour in
/// the environment it is used in; gradients (Gradients.swift) also paint shapes and the space a
/// style fills with their colours; materials paint their tint (Material, below: no blur yet).
public protocol ShapeStyle: Sendable {
  /// The colour this style paints with in `environment`.
  func _color(in environment: EnvironmentValues) -> Color
}

extension Color: ShapeStyle {
  /// `accentColor` is the one set with `.accentColor(_:)` above, when there is one; a system
  /// background at the elevated level (a sheet's content) is a step lighter in dark appearance.
  public func _color(in environment: EnvironmentValues) -> Color {
    if let name, environment._elevated, let lifted = Palette.elevatedDark[name] {
      return Color(light: Color(named: name), dark: Color(red: lifted.r, green: lifted.g, blue: lifted.b)).opacity(opacityValue)
    }
    guard name == "accentColor", let accent = environment.accentColor else { return self }
    return accent.opacity(opacityValue)
  }
}

/// `.tint`: the tint set with `.tint(_:)`, else the accent colour.
public struct TintShapeStyle: ShapeStyle {
  public init() {}
  public func _color(in environment: EnvironmentValues) -> Color {
    environment.tint ?? Color.accentColor._color(in: environment)
  }
}

/// `.foreground`: the current foreground style.
public struct ForegroundStyle: ShapeStyle {
  public init() {}
  public func _color(in environment: EnvironmentValues) -> Color { environment.foregroundColor ?? .primary }
}

/// `.primary` … `.quaternary`: levels of the current foreground style. Over the default
/// foreground they are the semantic label colours (docs/FIDELITY.md §6: secondary α 0.6, tertiary 0.3,
/// quaternary 0.18); over another colour, that colour at those opacities.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  static let opacities: [Double] = [1, 0.6, 0.3, 0.18]

  public func _color(in environment: EnvironmentValues) -> Color {
    guard let base = environment.hierarchicalBase, base.name != "primary" else {
      return [Color.primary, .secondary, Color(.named("tertiary")), Color(.named("quaternary"))][level]
    }
    return base.opacity(Self.opacities[level])
  }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var clear: Color { Color.clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct AccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
  /// Set with `.tint(_:)`; nil is the accent colour. A style (a gradient) tints as its first
  /// colour where one colour is drawn (a switch, a text).
  var tint: Color? {
    get { tintStyle.map { $0._color(in: self) } }
    set { self[TintKey.self] = newValue.map(AnyShapeStyle.init) }
  }
  /// The tint as set: a gradient stays one where a control fills a shape with it (a gauge).
  var tintStyle: AnyShapeStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
  /// Set with `.accentColor(_:)`; nil is the system blue.
  var accentColor: Color? {
    get { self[AccentColorKey.self] }
    set { self[AccentColorKey.self] = newValue }
  }
}

extension View {
  /// The tint of controls and of the `.tint` style inside.
  nonisolated public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }
  /// The tint as any style (iOS 16): `.tint(Gradient(colors: […]))` on a gauge. The tint style
  /// itself (`TintShapeStyle()`) keeps the tint around it rather than naming itself.
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    transformEnvironment(\.tintStyle) { current in
      guard let tint else { return current = nil }
      guard !(concreteStyle(tint) is TintShapeStyle) else { return }
      current = AnyShapeStyle(tint)
    }
  }
  /// The accent colour inside (`Color.accentColor`, and the tint where none is set).
  nonisolated public func accentColor(_ accentColor: Color?) -> some View { environment(\.accentColor, accentColor) }
}

/// A style filling the space it is offered, as a colour view does (`.background(.red)`).
struct _StyleFill<S: ShapeStyle>: View, PrimitiveView {
  let style: S
  /// Where it reaches into the stage's safe area (`background(_:ignoresSafeAreaEdges:)`).
  var ignoresSafeAreaEdges: Edge.Set = []
  var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let color = style._color(in: context.environment)
    let style = concreteStyle(style)
    let leaf = LeafNode(kind: .color, id: context.path, content: .fill(color), sizing: .flexible, color: color)
    leaf.gradient = (style as? any _GradientStyle)?._gradient(in: context.environment)
    leaf.backdropBlur = (style as? Material)?.backdropBlur ?? 0
    guard !ignoresSafeAreaEdges.isEmpty else { return [leaf] }
    return [SafeAreaIgnoringNode(child: leaf, edges: ignoresSafeAreaEdges, record: context.record)]
  }
}

/// `.background`: the system background colour, and its secondary and tertiary levels (what a
/// view's `.background(.background)` and a card's `.background.secondary` fill with).
public struct BackgroundStyle: ShapeStyle {
  let level: Int
  public init() { level = 0 }
  init(level: Int) { self.level = level }
  public func _color(in environment: EnvironmentValues) -> Color {
    Color(named: ["systemBackground", "secondarySystemBackground", "tertiarySystemBackground"][min(level, 2)])
  }
  public var secondary: BackgroundStyle { BackgroundStyle(level: 1) }
  public var tertiary: BackgroundStyle { BackgroundStyle(level: 2) }
  public var quaternary: BackgroundStyle { BackgroundStyle(level: 2) }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// SwiftUI's `ShadowStyle` (iOS 16): a drop shadow under what a style fills, or an inner one.
public struct ShadowStyle: Equatable, Sendable {
  let look: ShadowLook
  let inner: Bool
  public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ShadowStyle
  {
    ShadowStyle(look: ShadowLook(color: color, radius: radius, x: x, y: y), inner: false)
  }
  /// An inner shadow: not drawn on a stage (docs/SWIFTUI.md).
  public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ShadowStyle
  {
    ShadowStyle(look: ShadowLook(color: color, radius: radius, x: x, y: y), inner: true)
  }
}

/// A style with a shadow (`.fill(.blue.shadow(.drop(radius: 4)))`): its colour, and the shadow
/// the shape it fills casts.
public struct _ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let shadow: ShadowStyle
  public func _color(in environment: EnvironmentValues) -> Color { base._color(in: environment) }
}

extension ShapeStyle {
  public func shadow(_ style: ShadowStyle) -> _ShadowedShapeStyle<Self> { _ShadowedShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == _ShadowedShapeStyle<ForegroundStyle> {
  /// The foreground style with a shadow (`.fill(.shadow(.drop(radius: 4)))`), as SwiftUI's
  /// static form.
  public static func shadow(_ style: ShadowStyle) -> _ShadowedShapeStyle<ForegroundStyle> {
    _ShadowedShapeStyle(base: ForegroundStyle(), shadow: style)
  }
}

/// A drop shadow a style asks for, whatever the style's type.
protocol _ShadowingStyle { var _dropShadow: ShadowLook? { get } }
extension _ShadowedShapeStyle: _ShadowingStyle {
  var _dropShadow: ShadowLook? { shadow.inner ? nil : shadow.look }
}

/// A style of any type (`foregroundStyle(selected ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))`).
public struct AnyShapeStyle: ShapeStyle {
  let style: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { self.style = (style as? AnyShapeStyle)?.style ?? style }
  public func _color(in environment: EnvironmentValues) -> Color { style._color(in: environment) }
}

/// The style an `AnyShapeStyle` holds (itself for any other): what paints is decided by the
/// wrapped style's type — a gradient, a material, a shadow — as SwiftUI's erasure keeps it.
func concreteStyle(_ style: any ShapeStyle) -> any ShapeStyle { (style as? AnyShapeStyle)?.style ?? style }

/// A style made more transparent (`.tint.opacity(0.12)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double
  public func _color(in environment: EnvironmentValues) -> Color { base._color(in: environment).opacity(opacity) }
}

extension ShapeStyle {
  public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}

/// SwiftUI's `Material`: a blur of what lies behind, tinted, in thicknesses from ultra-thin to
/// ultra-thick, and `.bar`, the material of system bars. Drawn as what lies behind blurred and
/// saturated (`backdropBlur`), seen through the shape, under a tint: UIKit's chrome material's
/// flat approximation for `.bar`
/// (docs/research/tabview-metrics.md: rgba(249, 249, 249, 0.94) light, rgba(22, 22, 22, 0.94)
/// dark) and the same colours at lower opacities for the thinner materials (0.5, 0.65, 0.8, 0.9
/// and 0.97 from ultra-thin to ultra-thick: chosen to keep their order, not measured).
public struct Material: ShapeStyle {
  let opacity: Double

  public static let ultraThin = Material(opacity: 0.5)
  public static let thin = Material(opacity: 0.65)
  public static let regular = Material(opacity: 0.8)
  public static let thick = Material(opacity: 0.9)
  public static let ultraThick = Material(opacity: 0.97)
  public static let bar = Material(opacity: 0.94)

  public func _color(in environment: EnvironmentValues) -> Color {
    let level = environment.colorScheme == .dark ? 22.0 / 255 : 249.0 / 255
    return Color(red: level, green: level, blue: level, opacity: opacity)
  }

  /// The blur of what lies behind, σ in points: iOS's materials blur it by about CSS's
  /// `blur(20px)` (Ionic's rendition of the chrome material, docs/research/tabview-metrics.md),
  /// every thickness alike; their tints differ.
  package var backdropBlur: CGFloat { 20 }
  /// How much more saturated what lies behind shows through (Ionic's `saturate(210%)`).
  package static let backdropSaturation = 2.1
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}
