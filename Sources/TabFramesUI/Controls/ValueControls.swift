import Foundation

// SwiftUI's value controls as iOS draws them at rest: `ProgressView`, `Slider` and `Stepper`.
// Their sizes are UIKit's defaults as commonly documented (UIActivityIndicatorView's medium
// style 20 pt; UIProgressView's 4 pt track; UISlider's 28 pt thumb on a 4 pt track; UIStepper
// 94 × 32 pt), not measured on a device here.

enum ValueControlMetrics {
  static let track: CGFloat = 4
  static let thumb: CGFloat = 28
  static let spinner: CGFloat = 20
  /// UIKit's large activity indicator (`controlSize(.large)`).
  static let largeSpinner: CGFloat = 37
  static let stepper = CGSize(width: 94, height: 32)
  /// UIKit's track behind the filled part (systemFill: #787880 at 20 % light, 36 % dark).
  static let trackColor = Color(.named("systemFill"))
}

/// SwiftUI's `ProgressView`: indeterminate, a spinner; with a value, a bar filled to it in the
/// tint, its label above and its current value's label below in the secondary style; or drawn by
/// the innermost `progressViewStyle`'s `makeBody`.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.tint) private var tint
  @Environment(\.progressViewStyles) private var styles

  @MainActor public var body: some View {
    switch styles.last {
    case .custom(let make)?:
      // The style's body sees the styles outside it, as SwiftUI's does: a `ProgressView` in it
      // (`ProgressView(configuration)`) draws the next style out, not this one again.
      make(configuration).environment(\.progressViewStyles, Array(styles.dropLast()))
    case .builtIn(let kind)?: look(kind)
    case nil: look(.automatic)
    }
  }

  @MainActor private var configuration: ProgressViewStyleConfiguration {
    ProgressViewStyleConfiguration(
      fractionCompleted: fraction.map { min(max($0, 0), 1) },
      label: label.map { _StyleConfigurationLabel(content: AnyView($0)) },
      currentValueLabel: currentValueLabel.map { _StyleConfigurationLabel(content: AnyView($0)) })
  }

  @MainActor private func look(_ kind: ProgressViewStyleKind) -> some View {
    // A bar has its label above it; a spinner, below it, centred, in the secondary colour.
    let spins = fraction == nil || kind == .circular
    return VStack(alignment: spins ? .center : .leading, spacing: 8) {
      if let label, !spins { label }
      if let fraction, kind != .circular {
        GeometryReader { g in
          ZStack(alignment: .leading) {
            Capsule().fill(ValueControlMetrics.trackColor)
            Capsule().fill(tint ?? Color.accentColor).frame(width: g.size.width * min(max(fraction, 0), 1))
          }
        }
        .frame(height: ValueControlMetrics.track)
      } else {
        _Spinner().frame(maxWidth: label == nil ? nil : .infinity)
      }
      if let label, spins { label.foregroundStyle(.secondary) }
      if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
    }
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public init() where Label == EmptyView {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }
  public init<S: StringProtocol>(_ title: S) where Label == Text {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
    self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
  }
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) where Label == Text {
    self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
  }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// A value with a label above the bar and a label of the current value below it.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    value.map { Double($0) / max(Double(total), .leastNonzeroMagnitude) }
  }
}

/// The timer a date-relative progress view shows as its current value: the time left (or gone) in
/// its interval, as `Text(timerInterval:countsDown:)` shows it.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool
  public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView {
  /// iOS 16's date-relative progress: the part of `timerInterval` gone at the stage's "now" (its
  /// clock in a play), filling the bar, or, counting down, the part left, emptying it.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(fraction: Self.fraction(timerInterval, countsDown), label: label(), currentValueLabel: currentValueLabel())
  }

  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label)
  where CurrentValueLabel == DefaultDateProgressLabel {
    self.init(
      fraction: Self.fraction(timerInterval, countsDown), label: label(),
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
  }

  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
  where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    self.init(
      fraction: Self.fraction(timerInterval, countsDown), label: nil,
      currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
  }

  static func fraction(_ interval: ClosedRange<Date>, _ countsDown: Bool) -> Double {
    let now = VirtualClock.current?.now(measuring: interval.lowerBound) ?? Date()
    let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard length > 0 else { return 1 }
    let gone = min(max(now.timeIntervalSince(interval.lowerBound) / length, 0), 1)
    return countsDown ? 1 - gone : gone
  }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
  /// The progress view a style was given, drawn by the styles outside that style: how a style
  /// decorates the standard look (`ProgressView(configuration).shadow(…)`).
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      fraction: configuration.fractionCompleted, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
  }
}

/// SwiftUI's `ProgressViewStyle`: a progress view's look made from its fraction and labels.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle`'s `makeBody` gets.
public struct ProgressViewStyleConfiguration {
  /// A progress view's label and its current value's label, as views (a control's label as
  /// every style configuration gives it).
  public typealias Label = _StyleConfigurationLabel
  public typealias CurrentValueLabel = _StyleConfigurationLabel
  /// The fraction done, 0 to 1; nil when the progress is indeterminate.
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?
}

/// iOS's activity indicator at rest: eight spokes round a 20 pt circle, fading behind the first.
struct _Spinner: View {
  /// `controlSize(.large)` and larger: UIKit's large activity indicator, 37 pt across, in place of
  /// the 20 pt medium one.
  @Environment(\.controlSize) private var size
  var body: some View {
    let scale = size == .large || size == .extraLarge ? ValueControlMetrics.largeSpinner / ValueControlMetrics.spinner : 1
    ZStack {
      ForEach(0..<8, id: \.self) { i in
        Capsule().fill(Color.secondary.opacity(1 - Double(i) * 0.1)).frame(width: 2.5 * scale, height: 6 * scale)
          .offset(y: -6.5 * scale).rotationEffect(.degrees(Double(i) * -45))
      }
    }
    .frame(width: ValueControlMetrics.spinner * scale, height: ValueControlMetrics.spinner * scale)
  }
}

/// The built-in `ProgressViewStyle`s' looks: `.automatic`, `.linear`, `.circular`.
enum ProgressViewStyleKind: Sendable, Equatable { case automatic, linear, circular }

nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).environment(\.progressViewStyles, [.builtIn(.linear)])
  }
}
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).environment(\.progressViewStyles, [.builtIn(.circular)])
  }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  nonisolated public static var automatic: DefaultProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  nonisolated public static var linear: LinearProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  nonisolated public static var circular: CircularProgressViewStyle { .init() }
}

/// One `progressViewStyle` in the environment: a built-in look, or a style's own body.
enum ProgressViewStyleEntry {
  case builtIn(ProgressViewStyleKind)
  case custom(@MainActor (ProgressViewStyleConfiguration) -> AnyView)
}

private struct ProgressViewStylesKey: EnvironmentKey { static let defaultValue: [ProgressViewStyleEntry] = [] }
extension EnvironmentValues {
  /// The `progressViewStyle`s set around a view, outermost first; a progress view draws the last.
  var progressViewStyles: [ProgressViewStyleEntry] {
    get { self[ProgressViewStylesKey.self] }
    set { self[ProgressViewStylesKey.self] = newValue }
  }
}

extension View {
  /// Progress views inside drawn by `style`: a built-in look, or a style of your own, whose body
  /// can draw the look of the styles outside it with `ProgressView(configuration)`.
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    // `nonisolated(unsafe)`: the style's body is asked on the main actor only, where views are built.
    nonisolated(unsafe) let style = style
    let entry: ProgressViewStyleEntry
    switch style {
    case is DefaultProgressViewStyle: entry = .builtIn(.automatic)
    case is LinearProgressViewStyle: entry = .builtIn(.linear)
    case is CircularProgressViewStyle: entry = .builtIn(.circular)
    default: entry = .custom { AnyView(style.makeBody(configuration: $0)) }
    }
    return transformEnvironment(\.progressViewStyles) { $0.append(entry) }
  }
}

/// SwiftUI's `Stepper`: its label at the leading edge, UIKit's minus-and-plus control at the
/// trailing edge; a tap on either half steps the value within its bounds.
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  @Environment(\.labelsHidden) private var labelsHidden
  let decrement: (() -> Void)?
  let increment: (() -> Void)?
  @Environment(\.isEnabled) private var isEnabled

  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
  }

  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment =
      value.wrappedValue < bounds.upperBound ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil
    decrement =
      value.wrappedValue > bounds.lowerBound ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil
  }

  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  @MainActor public var body: some View {
    HStack(spacing: 8) {
      // `labelsHidden()`: the control alone, as a toggle's switch.
      if !labelsHidden {
        _ControlLabel { label }
        Spacer(minLength: 0)
      }
      buttons
    }
  }

  /// UIKit's stepper: a minus and a plus on one rounded grey field, a hairline between them; a
  /// sign that cannot step, or both when disabled, in the tertiary colour.
  private var buttons: some View {
    HStack(spacing: 0) {
      Image(systemName: "minus").frame(maxWidth: .infinity, maxHeight: .infinity)
        .foregroundStyle(decrement == nil || !isEnabled ? Color(.named("tertiary")) : Color.primary)
        .contentShape(Rectangle()).onTapGesture { decrement?() }
      Rectangle().fill(Color(.named("separator"))).frame(width: 1, height: 18)
      Image(systemName: "plus").frame(maxWidth: .infinity, maxHeight: .infinity)
        .foregroundStyle(increment == nil || !isEnabled ? Color(.named("tertiary")) : Color.primary)
        .contentShape(Rectangle()).onTapGesture { increment?() }
    }
    .frame(width: ValueControlMetrics.stepper.width, height: ValueControlMetrics.stepper.height)
    .background(RoundedRectangle(cornerRadius: 8).fill(Color(.named("tertiarySystemFill"))))
  }
}

extension Stepper where Label == Text {
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
    self.init(value: value, step: step) { Text(title) }
  }
  public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}
