import Foundation

// iOS 26's Liquid Glass, drawn as the nearest thing a stage draws: a material (what lies behind,
// blurred and saturated, under a light tint) in the glass's shape, a bright rim and a soft
// shadow. Its lensing, specular motion and morphing are not drawn (docs/SWIFTUI.md, "Liquid Glass").

/// SwiftUI's `Glass`: the Liquid Glass variant a `glassEffect` draws.
public struct Glass: Equatable, Sendable {
  enum Variant: Equatable, Sendable { case regular, clear, identity }
  let variant: Variant
  let tintColor: Color?
  let isInteractive: Bool

  /// The standard glass, for bars, buttons and floating controls.
  public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
  /// More transparent, for controls over photos and video.
  public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
  /// No glass: the view as it is (for turning the effect off without changing the view's type).
  public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

  /// Glass tinted by `color` (nil: untinted), as a prominent control's.
  public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }
  /// Glass that reacts to touches (accepted: a stage's tap has no held state to react to).
  public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled) }

  /// How much of the material's tint covers what lies behind: less than the thinnest material for
  /// regular glass, very little for clear (chosen to keep the order of transparency Apple
  /// describes, not measured).
  var materialOpacity: Double { variant == .clear ? 0.15 : 0.4 }
  /// A tint shows as the colour over the material, at this opacity.
  static let tintOpacity = 0.7
}

/// SwiftUI's `DefaultGlassEffectShape`: a capsule.
public struct DefaultGlassEffectShape: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

extension View {
  /// The glass in `shape` behind the view, filling its frame (padding included), as SwiftUI
  /// anchors it to the view's bounds.
  nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
    background { _GlassLayer(glass: glass, shape: shape) }
  }

  /// The iOS 26 beta's form: no glass when not enabled.
  nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape(), isEnabled: Bool)
    -> some View
  {
    glassEffect(isEnabled ? glass : .identity, in: shape)
  }

  /// Accepted: the glass's identity for morphing between shapes, which is not drawn.
  nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
    modifier(_InertModifier())
  }
  /// Accepted: glass shapes drawn as one, which are drawn apart here.
  nonisolated public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
    modifier(_InertModifier())
  }
  /// Accepted: how glass appears and goes, drawn as the view's own transition.
  nonisolated public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { modifier(_InertModifier()) }
  /// Accepted: the view mirrored and blurred under the bars (the extension is not drawn).
  nonisolated public func backgroundExtensionEffect() -> some View { modifier(_InertModifier()) }
}

/// SwiftUI's `GlassEffectTransition`.
public struct GlassEffectTransition: Sendable {
  let name: String
  public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
  public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
  public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// SwiftUI's `GlassEffectContainer`: its glass shapes would blend as they near each other; here
/// each is drawn by itself, and the container lays out as its content.
nonisolated public struct GlassEffectContainer<Content: View>: View, PrimitiveView {
  let content: Content
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  @MainActor public var body: Never { primitiveBodyNotCalled() }
  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] { TabFramesUI.makeNodes(content, context) }
}

/// The glass itself: the material, the tint, the rim, the shadow.
struct _GlassLayer<S: Shape>: View {
  let glass: Glass
  let shape: S

  /// Made where `glassEffect` is called, which is nonisolated as SwiftUI's modifiers are.
  nonisolated init(glass: Glass, shape: S) {
    self.glass = glass
    self.shape = shape
  }

  /// The rim: white at 60 % in light, 25 % in dark.
  private static var rim: Color { Color(.adaptive(light: Color.white.opacity(0.6), dark: Color.white.opacity(0.25))) }

  var body: some View {
    if glass.variant != .identity {
      ZStack {
        shape.fill(Material(opacity: glass.materialOpacity))
        if let tint = glass.tintColor { shape.fill(tint.opacity(Glass.tintOpacity)) }
        // The bright edge light catches (thinner and dimmer in the dark).
        shape.stroke(Self.rim, lineWidth: 0.5)
      }
      .compositingGroup()
      .shadow(color: .black.opacity(0.12), radius: 8, y: 4)
    }
  }
}

/// iOS 26's `.glass` button style: the label in the tint on regular glass in a capsule;
/// `.glassProminent`: white on glass tinted by the tint. Padding as the bordered styles'.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _isBuiltIn: Bool { true }
  @MainActor public func makeBody(configuration: Configuration) -> some View { _builtInBody(configuration) }
  public var _tintsLabel: Bool { true }
  public var _look: (@MainActor (ButtonStyleConfiguration) -> AnyView)? {
    { AnyView(_GlassButtonLook(configuration: $0, prominent: false)) }
  }
}

nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _isBuiltIn: Bool { true }
  @MainActor public func makeBody(configuration: Configuration) -> some View { _builtInBody(configuration) }
  public var _tintsLabel: Bool { false }
  public var _look: (@MainActor (ButtonStyleConfiguration) -> AnyView)? {
    { AnyView(_GlassButtonLook(configuration: $0, prominent: true)) }
  }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  nonisolated public static var glass: GlassButtonStyle { GlassButtonStyle() }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  nonisolated public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

struct _GlassButtonLook: View {
  let configuration: ButtonStyleConfiguration
  let prominent: Bool
  @Environment(\.controlSize) private var size
  @Environment(\.tint) private var tint
  @Environment(\.font) private var font

  var body: some View {
    let color = tint ?? Color.accentColor
    let (h, v) = _BorderedLook.padding(size)
    return configuration.label.font(font ?? _BorderedLook.font(size)).padding(.horizontal, h).padding(.vertical, v)
      .foregroundStyle(prominent ? Color.white : color)
      .glassEffect(prominent ? Glass.regular.tint(color) : .regular, in: Capsule())
  }
}
