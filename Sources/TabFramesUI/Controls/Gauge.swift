import Foundation

/// SwiftUI's `Gauge` (iOS 16): a value within a range, drawn as iOS draws its default style (a
/// linear capacity bar: the label above, a 4 pt capsule filled to the value in the tint, the
/// minimum and maximum labels under its ends) or as the accessory styles: a closed ring filled
/// to the value (circular capacity), an open ring or a bar with a marker at the value
/// (circular, linear).
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
    switch style {
    case .circularCapacity: circularCapacity(color, gradient)
    case .circular: openRing(color, gradient)
    case .linear: linearMarker(color, gradient)
    case .linearCapacity: linearCapacity(color, gradient)
    }
  }

  /// A closed ring filled to the value, the current value's label inside.
  @MainActor private func circularCapacity(_ color: AnyShapeStyle, _ gradient: Gradient?) -> some View {
    ZStack {
      Circle().stroke(Color(named: "tertiarySystemFill"), lineWidth: GaugeMetrics.line)
      Circle().trim(from: 0, to: fraction)
        .stroke(
          gradient.map { AnyShapeStyle(AngularGradient(gradient: $0, center: .center)) } ?? color,
          style: StrokeStyle(lineWidth: GaugeMetrics.line, lineCap: .round)
        )
        .rotationEffect(.degrees(-90))
      current.font(.system(size: 17, weight: .medium))
    }
    .frame(width: GaugeMetrics.ring, height: GaugeMetrics.ring)
  }

  /// An open ring, its gap at the bottom, in the tint (a gradient running along it), with a marker
  /// at the value: the label at the top inside, the current value's in the middle, the minimum
  /// and maximum labels at the ends of the gap.
  @MainActor private func openRing(_ color: AnyShapeStyle, _ gradient: Gradient?) -> some View {
    let radius = (GaugeMetrics.ring - GaugeMetrics.line) / 2
    let angle = Angle.degrees(GaugeMetrics.openStart + GaugeMetrics.openSweep * fraction)
    return ZStack {
      Circle().trim(from: 0, to: GaugeMetrics.openSweep / 360)
        .stroke(
          gradient.map {
            AnyShapeStyle(
              // In the arc's own frame: the rotation below turns the gradient with it.
              AngularGradient(gradient: $0, center: .center, startAngle: .zero, endAngle: .degrees(GaugeMetrics.openSweep)))
          } ?? color,
          style: StrokeStyle(lineWidth: GaugeMetrics.line, lineCap: .round)
        )
        .rotationEffect(.degrees(GaugeMetrics.openStart))
      GaugeMarker().offset(x: radius * cos(angle.radians), y: radius * sin(angle.radians))
      VStack(spacing: 0) {
        label.font(.caption2)
        current.font(.system(size: 17, weight: .medium))
        Spacer().frame(height: 10)
      }
      HStack {
        minimum
        Spacer(minLength: 0)
        maximum
      }
      .font(.caption2)
      .frame(maxHeight: .infinity, alignment: .bottom)
    }
    .frame(width: GaugeMetrics.ring, height: GaugeMetrics.ring)
  }

  /// A bar in the tint (a gradient running along it) with a marker at the value, between the
  /// minimum and maximum labels, under the label and the current value's label.
  @MainActor private func linearMarker(_ color: AnyShapeStyle, _ gradient: Gradient?) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        label
        Spacer(minLength: 0)
        current
      }
      HStack(spacing: 6) {
        minimum
        GeometryReader { proxy in
          ZStack(alignment: .leading) {
            if let gradient {
              LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing).clipShape(Capsule())
            } else {
              Capsule().fill(color)
            }
            GaugeMarker().offset(x: proxy.size.width * fraction - GaugeMarker.size / 2)
          }
        }
        .frame(height: 4)
        maximum
      }
      .font(.caption2)
    }
  }

  /// The default bar: the label above a 4 pt capsule filled to the value, the minimum and maximum
  /// labels under its ends.
  @MainActor private func linearCapacity(_ color: AnyShapeStyle, _ gradient: Gradient?) -> some View {
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

/// The accessory gauges' sizes (chosen to match iOS's look, not measured): a 58 pt ring of
/// 6 pt line; the open ring's gap is the bottom quarter.
enum GaugeMetrics {
  static let ring: CGFloat = 58
  static let line: CGFloat = 6
  static let openStart: Double = 135
  static let openSweep: Double = 270
}

/// The marker of the accessory gauges' value: a white dot with a thin dark edge.
struct GaugeMarker: View {
  static let size: CGFloat = 8
  var body: some View {
    Circle().fill(Color.white)
      .overlay(Circle().stroke(Color.black.opacity(0.25), lineWidth: 1))
      .frame(width: Self.size, height: Self.size)
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

/// SwiftUI's `GaugeStyle`: the built-in looks (a gauge style of one's own is not supported).
public protocol GaugeStyle: Sendable { var _kind: GaugeStyleKind { get } }
/// Which look a gauge style draws.
public enum GaugeStyleKind: Sendable, Hashable { case linearCapacity, linear, circularCapacity, circular }
/// The default: the linear capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .linearCapacity }
}
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .linearCapacity }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .linearCapacity }
}
/// A bar with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .linear }
}
/// An open ring with a marker at the value.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .circular }
}
/// A closed ring filled to the value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public var _kind: GaugeStyleKind { .circularCapacity }
}
extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.linearCapacity }
extension EnvironmentValues {
  var gaugeStyle: GaugeStyleKind {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { environment(\.gaugeStyle, style._kind) }
}
