import Foundation

// SwiftUI's button styles: `ButtonStyle` (a look around the label), `PrimitiveButtonStyle` (the
// built-in styles, and an author's style that triggers the action itself), control size and
// border shape.

/// SwiftUI's `ButtonStyle`: a button's look made from its label, pressed (`isPressed`) while a
/// stage's tap holds the button down (`Stage.tapHold`).
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}

/// A control's label as its style's `makeBody` is given it (a button's, a toggle's), as a view.
public struct _StyleConfigurationLabel: View, PrimitiveView {
  let content: AnyView
  public var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] { TabFramesUI.makeNodes(content, context) }
}

public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public typealias Label = _StyleConfigurationLabel
  public let label: Label
  public let isPressed: Bool
  public let role: ButtonRole?
}

/// SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// SwiftUI's `PrimitiveButtonStyle`: a style that decides itself when the button's action runs
/// (`configuration.trigger()`, from its own gesture), as an author writes one; and the built-in
/// styles, which TabFramesUI draws around the label with the button's own tap.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// Whether the label is drawn in the tint.
  nonisolated var _tintsLabel: Bool { get }
  /// For the built-in styles: the look around the label (nil: the label alone), the button
  /// running its action on a tap. Nil for an author's style, whose `makeBody` is the button.
  nonisolated var _look: (@MainActor (ButtonStyleConfiguration) -> AnyView)? { get }
  nonisolated var _isBuiltIn: Bool { get }
  /// For the built-in styles with no look of their own: the label's opacity while the button is
  /// held down, in light and dark appearance.
  nonisolated var _pressedOpacity: (light: Double, dark: Double) { get }
}

extension PrimitiveButtonStyle {
  /// The borderless style's highlight: the label at a fifth of its opacity (two fifths in the
  /// dark), as SwiftUI's own borderless style dims it (docs/FIDELITY.md, "Pressed buttons").
  nonisolated public var _pressedOpacity: (light: Double, dark: Double) { (0.2, 0.4) }
  nonisolated public var _tintsLabel: Bool { true }
  nonisolated public var _look: (@MainActor (ButtonStyleConfiguration) -> AnyView)? { nil }
  nonisolated public var _isBuiltIn: Bool { false }
}

/// What a `PrimitiveButtonStyle`'s `makeBody` gets: the label, the role, and `trigger()`, which
/// runs the button's action (a primitive style's button has no tap of its own).
public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = _StyleConfigurationLabel
  public let role: ButtonRole?
  public let label: Label
  let action: @MainActor () -> Void
  /// Runs the button's action.
  @MainActor public func trigger() { action() }
}

/// The built-in styles' `makeBody`, for code that calls it itself: the look, with a tap that
/// triggers the action (a button with the style draws the same look and taps it itself).
extension PrimitiveButtonStyle {
  @MainActor func _builtInBody(_ configuration: Configuration) -> some View {
    let look = _look.map { $0(ButtonStyleConfiguration(label: configuration.label, isPressed: false, role: configuration.role)) }
    return (look ?? AnyView(configuration.label)).onTapGesture { configuration.trigger() }
  }
}

/// `.bordered`: the label in the tint on the tint at 15 %; `.borderedProminent`: white on the
/// tint. Padding and shape by `controlSize` and `buttonBorderShape` (iOS 15+'s bordered buttons:
/// 12 × 7 pt around a regular label, 6 pt corners; UIKit's defaults as commonly documented, not
/// measured here).
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _isBuiltIn: Bool { true }
  @MainActor public func makeBody(configuration: Configuration) -> some View { _builtInBody(configuration) }
  public var _tintsLabel: Bool { true }
  public var _look: (@MainActor (ButtonStyleConfiguration) -> AnyView)? { { AnyView(_BorderedLook(configuration: $0, prominent: false)) } }
}

nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _isBuiltIn: Bool { true }
  @MainActor public func makeBody(configuration: Configuration) -> some View { _builtInBody(configuration) }
  public var _tintsLabel: Bool { false }
  public var _look: (@MainActor (ButtonStyleConfiguration) -> AnyView)? { { AnyView(_BorderedLook(configuration: $0, prominent: true)) } }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  nonisolated public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  nonisolated public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// How the built-in button styles draw a disabled button where they would use the tint, and how a
/// disabled toggle, slider or stepper is drawn (`_ControlLabel` and the controls themselves).
enum DisabledLook {
  /// The label: `tertiaryLabel`, which Apple documents as the colour for disabled text.
  static var label: Color { Color(.named("tertiaryLabel")) }
  /// A bordered button's fill: grey.
  static var fill: Color { Color(.named("tertiarySystemFill")) }
  /// A disabled switch or slider: its coloured parts at half their opacity, its white knob or
  /// thumb opaque over them, its shadow half as dark (chosen to look as iOS greys them, not
  /// measured; on a white row the same as fading the control as one layer, on a grey or dark one
  /// the knob stays brighter).
  static let controlOpacity = 0.5
}

struct _BorderedLook: View {
  let configuration: ButtonStyleConfiguration
  let prominent: Bool
  @Environment(\.controlSize) private var size
  @Environment(\.buttonBorderShape) private var shape
  @Environment(\.tint) private var tint
  /// A foreground style set around the button: its label is drawn in it, over the style's own
  /// white or tint (`.borderedProminent` with `.tint(.yellow).foregroundStyle(.black)`).
  @Environment(\.foregroundColor) private var foreground
  @Environment(\.labelTint) private var labelTint
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.font) private var font

  var body: some View {
    let color = tint ?? Color.accentColor
    let (h, v) = Self.padding(size)
    // Disabled, the fill is grey and the label the colour for disabled text (docs/SWIFTUI.md).
    let fill = isEnabled ? (prominent ? color : color.opacity(0.15)) : DisabledLook.fill
    // An enclosing button's tint (a style of one's own that makes the button again) is not the
    // author's colour.
    let set = foreground == labelTint ? nil : foreground
    let own = isEnabled ? (prominent ? Color.white : color) : DisabledLook.label
    let label = configuration.label.font(font ?? Self.font(size)).padding(.horizontal, h).padding(.vertical, v)
      .foregroundStyle(set ?? own)
    // Held down, the whole button dims (chosen to look like iOS 17's; not published).
    Group {
      switch shape {
      case .capsule: label.background(Capsule().fill(fill))
      case .circle: label.background(Circle().fill(fill))
      case .roundedRectangle(let radius): label.background(RoundedRectangle(cornerRadius: radius ?? 6).fill(fill))
      }
    }
    .opacity(configuration.isPressed ? Self.pressedOpacity : 1)
  }

  static let pressedOpacity = 0.5
}

extension _BorderedLook {
  /// The label's padding across and down for a control size (the glass styles' too).
  static func padding(_ size: ControlSize) -> (CGFloat, CGFloat) {
    switch size {
    case .mini: (8, 3)
    case .small: (10, 5)
    case .regular: (12, 7)
    case .large, .extraLarge: (20, 14)
    }
  }

  /// The label's text style for a control size where no font is set around the button: a small
  /// or mini button's text is subheadline, the rest body (docs/SWIFTUI.md, "Buttons").
  static func font(_ size: ControlSize) -> Font {
    switch size {
    case .mini, .small: .subheadline
    case .regular, .large, .extraLarge: .body
    }
  }
}

/// SwiftUI's `ControlSize`.
public enum ControlSize: Sendable, Hashable, CaseIterable { case mini, small, regular, large, extraLarge }

/// SwiftUI's `ButtonBorderShape`: `.automatic` and `.roundedRectangle` are 6 pt corners.
public enum ButtonBorderShape: Sendable, Equatable {
  case capsule, circle
  case roundedRectangle(CGFloat?)
  public static let automatic = ButtonBorderShape.roundedRectangle(nil)
  public static let roundedRectangle = ButtonBorderShape.roundedRectangle(nil)
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle(radius) }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
extension EnvironmentValues {
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  nonisolated public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}

/// `.plain`: the label as it is, not tinted; held down, at three quarters of its opacity.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _isBuiltIn: Bool { true }
  @MainActor public func makeBody(configuration: Configuration) -> some View { _builtInBody(configuration) }
  public var _tintsLabel: Bool { false }
  public var _pressedOpacity: (light: Double, dark: Double) { (0.75, 0.75) }
}

/// `.borderless`: the label in the tint (iOS's default outside lists and toolbars).
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _isBuiltIn: Bool { true }
  @MainActor public func makeBody(configuration: Configuration) -> some View { _builtInBody(configuration) }
  public var _tintsLabel: Bool { true }
}

nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public var _isBuiltIn: Bool { true }
  @MainActor public func makeBody(configuration: Configuration) -> some View { _builtInBody(configuration) }
  public var _tintsLabel: Bool { true }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  nonisolated public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  nonisolated public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  nonisolated public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A button style held in the environment: whether the label is tinted, and a style's body —
/// around the label (a `ButtonStyle`, a built-in style), or the whole button (an author's
/// `PrimitiveButtonStyle`, given the action to trigger).
struct AnyButtonStyle {
  var tintsLabel = true
  /// One of SwiftUI's own styles, which draw a destructive button in red.
  var builtIn = true
  var body: (@MainActor (ButtonStyleConfiguration) -> AnyView)?
  var primitive: (@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)?
  /// A built-in style's label opacity while held (`PrimitiveButtonStyle._pressedOpacity`).
  var pressed: (light: Double, dark: Double) = (0.2, 0.4)

  func pressedOpacity(_ scheme: ColorScheme) -> Double { scheme == .dark ? pressed.dark : pressed.light }
}

/// What a held control shows beyond a style's opacity.
enum ButtonHighlight {
  /// An open menu's row under the finger: lit across the panel in the system's fill (chosen to
  /// look like iOS 17's; not published).
  static let menuRow = Color.primary.opacity(0.1)
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = AnyButtonStyle() }

extension EnvironmentValues {
  var buttonStyle: AnyButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Nonisolated, as SwiftUI's is: a helper outside any view may style its button.
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    // `nonisolated(unsafe)`: the style is only read by the main-actor closure below, which runs
    // while views are built on the main actor; nothing else holds it.
    nonisolated(unsafe) let style = style
    guard !style._isBuiltIn else {
      return environment(
        \.buttonStyle, AnyButtonStyle(tintsLabel: style._tintsLabel, body: style._look, pressed: style._pressedOpacity))
    }
    return environment(
      \.buttonStyle,
      AnyButtonStyle(
        tintsLabel: style._tintsLabel, builtIn: false,
        primitive: { configuration in AnyView(_StyleBody(style: style) { $0.makeBody(configuration: configuration) }) }))
  }
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    // `nonisolated(unsafe)`: read only by the main-actor closure, as above.
    nonisolated(unsafe) let style = style
    return environment(
      \.buttonStyle,
      AnyButtonStyle(
        tintsLabel: true, builtIn: false,
        body: { configuration in AnyView(_StyleBody(style: style) { $0.makeBody(configuration: configuration) }) }))
  }
}
