import Combine
import Foundation

/// SwiftUI's `DatePicker`, as iOS 14+ draws its default (compact) style: the label, then the
/// date and the time each in a grey rounded box ("Dec 3, 2026", "9:41 PM"), in en_US forms and
/// UTC so a render is the same everywhere. The other styles (`.graphical`, `.wheel`) are accepted
/// and drawn compact.
public struct DatePicker<Label: View>: View {
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

  public var body: some View {
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
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date])
  {
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

/// SwiftUI's `TimelineView`: its content for the schedule's current date. In a play, the date is
/// the stage's clock (the same on every run), else the wall clock; the content is built for the
/// date of each update, not redrawn by the schedule on its own.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  public typealias Context = TimelineViewDefaultContext

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  public var body: some View { content(TimelineViewDefaultContext(date: TimelineClock.now, cadence: .live)) }
}

/// What a `TimelineView`'s content is given: the date to show.
public struct TimelineViewDefaultContext: Sendable {
  public let date: Date
  public let cadence: Cadence
  public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

enum TimelineClock {
  static var now: Date { VirtualClock.current?.date ?? Date() }
}

/// The schedules a `TimelineView` takes.
public protocol TimelineSchedule {}

public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  public init(from startDate: Date, by interval: TimeInterval) {}
}
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable { public init() {} }
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
