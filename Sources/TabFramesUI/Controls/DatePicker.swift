import Foundation

/// SwiftUI's `DatePicker`, as iOS 14+ draws its default (compact) style: the label, then the
/// date and the time each in a grey rounded box ("Dec 3, 2026", "9:41 PM"), in en_US forms and
/// UTC so a render is the same everywhere. The other styles (`.graphical`, `.wheel`) are accepted
/// and drawn compact.
nonisolated public struct DatePicker<Label: View>: View {
  let label: Label
  let date: Date
  let components: DatePickerComponents

  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    date = selection.wrappedValue
    components = displayedComponents
  }

  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  @Environment(\.labelsHidden) private var labelsHidden

  @MainActor public var body: some View {
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
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date])
  {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  // A range bounds what can be picked, not what is drawn.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  public static let date = DatePickerComponents(rawValue: 2)
}

/// `datePickerStyle(_:)`'s styles: accepted, drawn compact.
public struct DatePickerStyleKind: Sendable {
  let name: String
  public static let automatic = DatePickerStyleKind(name: "automatic")
  public static let compact = DatePickerStyleKind(name: "compact")
  public static let graphical = DatePickerStyleKind(name: "graphical")
  public static let wheel = DatePickerStyleKind(name: "wheel")
}

extension View {
  nonisolated public func datePickerStyle(_ style: DatePickerStyleKind) -> some View { modifier(_InertModifier()) }
}
