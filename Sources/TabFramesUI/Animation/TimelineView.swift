import Combine
import Foundation

/// SwiftUI's `TimelineView`: its content for the schedule's current date. In a play, the date is
/// the stage's clock (the same on every run), else the wall clock; the content is built for the
/// date of each update, not redrawn by the schedule on its own.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  public typealias Context = TimelineViewDefaultContext

  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  @MainActor public var body: some View { content(TimelineViewDefaultContext(date: TimelineClock.now, cadence: .live)) }
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
