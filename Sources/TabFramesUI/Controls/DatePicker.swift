import Foundation

/// SwiftUI's `DatePicker`, as iOS 14+ draws its default (compact) style: the label, then the
/// date and the time each in a grey rounded box ("Dec 3, 2026", "9:41 PM"), in en_US forms and
/// UTC so a render is the same everywhere; `.graphical` draws the month's calendar
/// (DatePickerCalendar.swift); `.wheel` is drawn compact.
nonisolated public struct DatePicker<Label: View>: View {
  let label: Label
  let selection: Binding<Date>
  let components: DatePickerComponents
  /// The range's ends, when it has them: the graphical calendar greys the days outside it and
  /// picks none of them.
  let earliest: Date?
  let latest: Date?
  var date: Date { selection.wrappedValue }

  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, nil, displayedComponents, label())
  }

  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range.lowerBound, range.upperBound, displayedComponents, label())
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, range.lowerBound, nil, displayedComponents, label())
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection, nil, range.upperBound, displayedComponents, label())
  }

  init(_ selection: Binding<Date>, _ earliest: Date?, _ latest: Date?, _ components: DatePickerComponents, _ label: Label) {
    self.label = label
    self.selection = selection
    self.earliest = earliest
    self.latest = latest
    self.components = components
  }

  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.datePickerStyle) private var style

  @MainActor public var body: some View {
    // Erased, so that the compact look keeps the ids it has always had.
    if style == .graphical && components.contains(.date) {
      return AnyView(
        _DatePickerCalendar(
          selection: selection, earliest: earliest, latest: latest, showsTime: components.contains(.hourAndMinute)))
    }
    return AnyView(compact)
  }

  @MainActor private var compact: some View {
    HStack(spacing: 6) {
      if !labelsHidden {
        label
        Spacer(minLength: 8)
      }
      if components.contains(.date) { field(Self.format(date, time: false)) }
      if components.contains(.hourAndMinute) { field(Self.format(date, time: true)) }
    }
  }

  private func field(_ text: String) -> some View {
    Text(verbatim: text)
      .padding(.horizontal, 11).padding(.vertical, 6)
      .background(RoundedRectangle(cornerRadius: 6).fill(Color(named: "tertiarySystemFill")))
  }

  static func format(_ date: Date, time: Bool) -> String {
    let posix = Locale(identifier: "en_US_POSIX")
    return time
      ? date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: posix, timeZone: .gmt))
      : date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: posix, timeZone: .gmt))
  }
}

extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date])
  {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  public static let date = DatePickerComponents(rawValue: 2)
}

/// SwiftUI's `DatePickerStyle`: which look a date picker takes.
public protocol DatePickerStyle: Sendable { var _kind: DatePickerStyleKind { get } }
/// The looks: compact (the default on iOS), the graphical calendar, the wheel (drawn compact).
public enum DatePickerStyleKind: Sendable, Hashable { case compact, graphical, wheel }
public struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .compact }
}
public struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .compact }
}
public struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .graphical }
}
public struct WheelDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .wheel }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.compact }

extension EnvironmentValues {
  var datePickerStyle: DatePickerStyleKind {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

extension View {
  /// The look of the date pickers inside.
  nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { environment(\.datePickerStyle, style._kind) }
}
