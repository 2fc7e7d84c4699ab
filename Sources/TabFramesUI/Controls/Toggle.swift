import Foundation

/// SwiftUI's `Toggle` as iOS draws it (the switch style, the default on iPhone): its label at the
/// leading edge and UIKit's switch at the trailing edge of the width it is offered. The switch is
/// 51 × 31 pt, its white 27 pt knob 2 pt inside the track, on the trailing side and the track in
/// the tint (green by default) when on, on the leading side over a light gray track when off
/// (UIKit's `UISwitch`, as docs/SWIFTUI.md states). A tap on the switch flips the binding, animated; a change of the binding
/// from elsewhere moves the knob in that change's transaction.
nonisolated public struct Toggle<Label: View>: View {
  @Binding private var isOn: Bool
  private let label: Label
  @Environment(\.tint) private var tint
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.toggleStyle) private var style
  @Environment(\.isEnabled) private var isEnabled

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    _isOn = isOn
    self.label = label()
  }

  /// One element, read as its label with the switch's value ("1" on, "0" off, as UIKit's
  /// switch gives it) and the button and toggle traits.
  @MainActor public var body: some View {
    _Accessible([.element(.combine), .removeTraits(.isStaticText), .addTraits([.isButton, .isToggle]), .value(isOn ? "1" : "0")]) {
      switch style {
      case .custom(let make):
        // Inside the style's body a toggle is the switch (`Toggle(configuration).tint(…)`), not
        // the style again.
        make(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: $isOn)).environment(\.toggleStyle, .switch)
      case .button: buttonLook
      case .switch: switchLook
      }
    }
  }

  /// `.toggleStyle(.button)`: the label as a bordered button, tinted when on; disabled, as a
  /// disabled bordered button.
  private var buttonLook: some View {
    let color = isEnabled ? tint ?? Color.accentColor : DisabledLook.label
    return label.padding(.horizontal, 12).padding(.vertical, 7)
      .foregroundStyle(isOn && isEnabled ? Color.white : color)
      .background(RoundedRectangle(cornerRadius: 6).fill(isEnabled ? (isOn ? color : color.opacity(0.15)) : DisabledLook.fill))
      .contentShape(Rectangle())
      .onTapGesture { isOn.toggle() }
  }

  /// Disabled, the switch is faded (`DisabledLook`).
  private var fade: Double { isEnabled ? 1 : DisabledLook.controlOpacity }

  private var switchLook: some View {
    HStack(spacing: 8) {
      if !labelsHidden {
        _ControlLabel { label }
        Spacer(minLength: 0)
      }
      ZStack(alignment: isOn ? .trailing : .leading) {
        Capsule().fill((isOn ? (tint ?? Color.green) : ToggleMetrics.offTrack).opacity(fade))
        Circle().fill(Color.white)
          .shadow(color: .black.opacity(0.15 * fade), radius: 4, x: 0, y: 3)
          .frame(width: ToggleMetrics.knob, height: ToggleMetrics.knob)
          .padding(ToggleMetrics.inset)
      }
      .frame(width: ToggleMetrics.width, height: ToggleMetrics.height)
      .contentShape(Capsule())
      .onTapGesture { withAnimation(ToggleMetrics.animation) { isOn.toggle() } }
      .accessibilityValue(Text(isOn ? "1" : "0"))
    }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style was given, as the switch: how a style adjusts the standard look.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

extension Toggle where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

extension Toggle where Label == TabFramesUI.Label<Text, Image> {
  /// iOS 17's `Toggle(_:systemImage:isOn:)`: its label a `Label` of the title and the symbol.
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { TabFramesUI.Label(title, systemImage: systemImage) }
  }
}

/// UIKit's switch (`UISwitch`): its size, its knob and its inset, as UIKit draws it since iOS 7.
enum ToggleMetrics {
  static let width: CGFloat = 51
  static let height: CGFloat = 31
  static let knob: CGFloat = 27
  static let inset: CGFloat = 2
  /// The track when off: UIKit's secondary system fill.
  static let offTrack = Color(uiColor: .secondarySystemFill)
  /// The knob's slide (UIKit's own timing is not published; SwiftUI's smooth spring stands in).
  static let animation = Animation.smooth(duration: 0.3)
}

/// SwiftUI's `ToggleStyle`: a toggle's look made from its label and its binding.
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ToggleStyleConfiguration
}

public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public typealias Label = _StyleConfigurationLabel
  public let label: Label
  @Binding public var isOn: Bool
  public var isMixed: Bool { false }

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    _isOn = isOn
  }
}

/// The built-in styles, as what the environment carries.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  public init() { tint = nil }
  /// iOS 14's switch in a colour of its own when on (deprecated in iOS 15 for `tint(_:)`).
  @available(iOS, deprecated: 15.0, message: "Use ``View/tint(_)`` instead.")
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View { Toggle(isOn: configuration.$isOn) { configuration.label } }
}
nonisolated public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.environment(\.toggleStyle, .button)
  }
}
nonisolated public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Toggle(isOn: configuration.$isOn) { configuration.label } }
}
extension ToggleStyle where Self == SwitchToggleStyle { nonisolated public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { nonisolated public static var button: ButtonToggleStyle { ButtonToggleStyle() } }
extension ToggleStyle where Self == DefaultToggleStyle {
  nonisolated public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// What `toggleStyle` puts in the environment: a built-in look, or a style's own.
enum ToggleStyleKind {
  case `switch`, button
  case custom(@MainActor (ToggleStyleConfiguration) -> AnyView)
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleKind.switch }

extension EnvironmentValues {
  var toggleStyle: ToggleStyleKind {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Toggles inside drawn by `style`: the switch (`.switch`, `.automatic`), a bordered button
  /// tinted when on (`.button`), or a style of your own.
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    // `nonisolated(unsafe)`: the style's body is asked on the main actor only, where toggles are built.
    nonisolated(unsafe) let style = style
    let kind: ToggleStyleKind
    // `SwitchToggleStyle(tint:)`: the switch in its own tint (an outer tint stays otherwise).
    let ownTint = (style as? SwitchToggleStyle)?.tint
    switch style {
    case is SwitchToggleStyle, is DefaultToggleStyle: kind = .switch
    case is ButtonToggleStyle: kind = .button
    default:
      // Made and drawn on the main actor, as every view; unsafe only to carry the style there.
      kind = .custom { AnyView(style.makeBody(configuration: $0)) }
    }
    return environment(\.toggleStyle, kind).transformEnvironment(\.tint) { if let ownTint { $0 = ownTint } }
  }
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Set by `labelsHidden()`: controls draw without their labels.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Controls inside draw without their labels (a `Toggle` is then its switch alone).
  nonisolated public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}
