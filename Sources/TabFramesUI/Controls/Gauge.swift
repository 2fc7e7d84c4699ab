import Foundation

/// SwiftUI's `Gauge` (iOS 16): a value within a range, drawn as iOS draws its default style (a
/// linear capacity bar: the label above, a 4 pt capsule filled to the value in the tint, the
/// minimum and maximum labels under its ends) or as the circular accessory styles (a ring filled
/// to the value, the current value's label inside).
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View {
  let fraction: Double
  let label: Label
  let current: CurrentValueLabel
  let minimum: MinimumValueLabel
  let maximum: MaximumValueLabel
  /// A gradient tint paints the filled part with the gradient (`.tint(Gradient(colors: […]))`).
  @Environment(\.tintStyle) private var tint
  @Environment(\.gaugeStyle) private var style

  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
    @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
  ) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(1, max(0, Double(value - bounds.lowerBound) / span)) : 0
    self.label = label()
    current = currentValueLabel()
    minimum = minimumValueLabel()
    maximum = maximumValueLabel()
  }

  @MainActor public var body: some View {
    let color = tint ?? AnyShapeStyle(Color.accentColor)
    // A gradient tint runs along the gauge, whatever part of it is filled: around the ring from
    // the top, along the bar from its leading end.
    let gradient = concreteStyle(color) as? Gradient
    if style == .circular {
      ZStack {
        Circle().stroke(Color(named: "tertiarySystemFill"), lineWidth: 6)
        Circle().trim(from: 0, to: fraction)
          .stroke(
            gradient.map { AnyShapeStyle(AngularGradient(gradient: $0, center: .center)) } ?? color,
            style: StrokeStyle(lineWidth: 6, lineCap: .round)
          )
          .rotationEffect(.degrees(-90))
        current.font(.system(size: 17, weight: .medium))
      }
      .frame(width: 58, height: 58)
    } else {
      VStack(alignment: .leading, spacing: 6) {
        label
        GeometryReader { proxy in
          ZStack(alignment: .leading) {
            Capsule().fill(Color(named: "tertiarySystemFill"))
            if let gradient {
              LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
                .mask(alignment: .leading) { Capsule().frame(width: proxy.size.width * fraction) }
            } else {
              Capsule().fill(color).frame(width: proxy.size.width * fraction)
            }
          }
        }
        .frame(height: 4)
        HStack {
          minimum
          Spacer(minLength: 0)
          maximum
        }
        .font(.caption).foregroundStyle(.secondary)
      }
    }
  }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() })
  }
}

/// SwiftUI's `GaugeStyle`: the linear styles are drawn as the default bar, the circular ones as
/// the ring.
public protocol GaugeStyle: Sendable { var _kind: GaugeStyleKind { get } }
public enum GaugeStyleKind: Sendable, Hashable { case linear, circular }
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .linear }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .circular }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
  public static var accessoryLinear: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
  public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
  public static var accessoryCircularCapacity: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.linear }
extension EnvironmentValues {
  var gaugeStyle: GaugeStyleKind {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { environment(\.gaugeStyle, style._kind) }
}
