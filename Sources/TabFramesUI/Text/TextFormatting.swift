import Combine
import Foundation

extension Text {
  /// A value formatted by a format style (`Text(price, format: .currency(code: "EUR"))`), in the
  /// view's locale and time zone whatever the machine's (FormatLocale).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    let formatted = LocaleFormatted(input, format)
    self.init(verbatim: formatted.reference)
    self.formatted = formatted
  }
}

extension Text {
  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Hashable, Sendable {
    let name: String
    /// The time of day, short: "11:23 PM".
    public static let time = DateStyle(name: "time")
    /// The date, long: "June 3, 2019".
    public static let date = DateStyle(name: "date")
    /// The time from now, in the two largest units: "2 hours, 23 minutes".
    public static let relative = DateStyle(name: "relative")
    /// The signed offset from now in its largest unit: "+2 hours".
    public static let offset = DateStyle(name: "offset")
    /// A count up or down from now: "2:32".
    public static let timer = DateStyle(name: "timer")
  }

  /// iOS 16's timer: the time left in (or, counting up, gone of) `timerInterval` at the stage's
  /// "now", as "m:ss" or "h:mm:ss".
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    let now = pauseTime ?? VirtualClock.current?.now(measuring: timerInterval.lowerBound) ?? Date()
    let clamped = min(max(now, timerInterval.lowerBound), timerInterval.upperBound)
    let seconds = Int(
      (countsDown ? timerInterval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(timerInterval.lowerBound)).rounded())
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    self.init(
      verbatim: showsHours && h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", showsHours ? m : seconds / 60, s))
  }

  /// A date as SwiftUI's date styles show it, in the en_US forms; "now" is the stage's clock in
  /// a play (so a render is the same on every run) for a date near it, the wall clock for a
  /// date the app made from it (`VirtualClock.now(measuring:)`), else the wall clock.
  public init(_ date: Date, style: DateStyle) {
    let now = VirtualClock.current?.now(measuring: date) ?? Date()
    let seconds = Int(date.timeIntervalSince(now).rounded())
    let magnitude = abs(seconds)
    let units = [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
    func counted(_ n: Int, _ unit: String) -> String { "\(n) \(unit)\(n == 1 ? "" : "s")" }
    let posix = Locale(identifier: "en_US_POSIX")
    switch style.name {
    case "time":
      self.init(verbatim: date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: posix, timeZone: .gmt)))
    case "date":
      self.init(verbatim: date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: posix, timeZone: .gmt)))
    case "relative":
      var parts: [String] = []
      var rest = magnitude
      for (size, unit) in units where rest >= size && parts.count < 2 {
        parts.append(counted(rest / size, unit))
        rest %= size
      }
      self.init(verbatim: parts.isEmpty ? "0 seconds" : parts.joined(separator: ", "))
    case "offset":
      let (size, unit) = units.first { magnitude >= $0.0 } ?? (1, "second")
      self.init(verbatim: (seconds < 0 ? "-" : "+") + counted(magnitude / size, unit))
    default:
      let h = magnitude / 3600
      let m = magnitude / 60 % 60
      let s = magnitude % 60
      self.init(verbatim: h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s))
    }
  }
}
