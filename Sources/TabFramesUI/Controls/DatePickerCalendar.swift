import Combine
import Foundation

/// A graphical date picker (`.datePickerStyle(.graphical)`), as iOS 14+ draws it: the month and
/// year in the headline style with a chevron, the previous and next month's chevrons at the
/// trailing edge, in the tint; the weekdays' short names, upper case, in the tertiary label
/// colour; the month's days in seven columns from Sunday (en_US, UTC, as the compact style's
/// date), the selected one semibold in the tint on a pale disc of the tint, today's (the
/// stage's clock, in a play) in the tint; and, with a time, a "Time" row under a divider with the
/// time in its grey box. The label is not shown, as on iOS. Sizes are chosen to match iOS's
/// look, not measured. A tap on a day picks it, keeping the time; the days outside the picker's
/// range are in the tertiary label colour and cannot be picked.
struct _DatePickerCalendar: View {
  let selection: Binding<Date>
  let earliest: Date?
  let latest: Date?
  let showsTime: Bool
  var date: Date { selection.wrappedValue }

  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
  }()
  static let cellHeight: CGFloat = 44
  static let disc: CGFloat = 40

  var body: some View {
    let calendar = Self.calendar
    let start = calendar.dateInterval(of: .month, for: date)?.start ?? date
    let lead = calendar.component(.weekday, from: start) - calendar.firstWeekday
    let count = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
    let cells: [Int?] = Array(repeating: nil, count: (lead + 7) % 7) + (1...count).map { $0 }
    let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<min($0 + 7, cells.count)]) }
    let selected = calendar.component(.day, from: date)
    let today = VirtualClock.current.map(\.date).flatMap { now in
      calendar.isDate(now, equalTo: date, toGranularity: .month) ? calendar.component(.day, from: now) : nil
    }
    VStack(spacing: 0) {
      HStack(spacing: 4) {
        Text(verbatim: date.formatted(Date.FormatStyle(locale: calendar.locale ?? .current, timeZone: .gmt).month(.wide).year()))
          .font(.headline)
        Image(systemName: "chevron.right").font(.headline).foregroundStyle(.tint)
        Spacer(minLength: 8)
        HStack(spacing: 28) {
          Image(systemName: "chevron.left")
          Image(systemName: "chevron.right")
        }
        .font(.title3.weight(.medium))
        .foregroundStyle(.tint)
      }
      .padding(.horizontal, 8)
      .frame(height: Self.cellHeight)
      HStack(spacing: 0) {
        ForEach(Array(calendar.shortWeekdaySymbols.enumerated()), id: \.offset) { _, name in
          Text(verbatim: name.uppercased())
            .font(.footnote.weight(.semibold))
            .foregroundStyle(Color(named: "tertiaryLabel"))
            .frame(maxWidth: .infinity)
        }
      }
      .frame(height: 24)
      ForEach(weeks.indices, id: \.self) { w in
        HStack(spacing: 0) {
          ForEach(0..<7, id: \.self) { d in
            day(d < weeks[w].count ? weeks[w][d] : nil, selected: selected, today: today, monthStart: start)
          }
        }
      }
      if showsTime {
        Divider().padding(.top, 8)
        HStack {
          Text("Time")
          Spacer(minLength: 8)
          Text(verbatim: DatePicker<Text>.format(date, time: true))
            .padding(.horizontal, 11).padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color(named: "tertiarySystemFill")))
        }
        .padding(.horizontal, 8)
        .frame(minHeight: 52)
      }
    }
  }

  @ViewBuilder private func day(_ number: Int?, selected: Int, today: Int?, monthStart: Date) -> some View {
    if let number {
      let isSelected = number == selected
      let dayStart = monthStart.addingTimeInterval(Double(number - 1) * 86_400)
      // A day can be picked when some of it is in the range (UIDatePicker's minimum and maximum
      // dates bound the instant, so the first and last days stay available).
      let available = (earliest.map { dayStart.addingTimeInterval(86_400) > $0 } ?? true) && (latest.map { dayStart <= $0 } ?? true)
      let style: AnyShapeStyle =
        !available
        ? AnyShapeStyle(Color(named: "tertiaryLabel")) : isSelected || number == today ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary)
      Text(verbatim: "\(number)")
        .font(.system(size: 20, weight: isSelected ? .semibold : .regular))
        .foregroundStyle(style)
        .frame(width: Self.disc, height: Self.disc)
        .background {
          if isSelected { Circle().fill(.tint.opacity(0.12)) }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.cellHeight)
        .contentShape(Rectangle())
        .onTapGesture {
          guard available else { return }
          pick(dayStart)
        }
    } else {
      Color.clear.frame(maxWidth: .infinity).frame(height: Self.cellHeight)
    }
  }

  /// Picks the day that starts at `dayStart`, at the selection's time of day, kept in the range.
  private func pick(_ dayStart: Date) {
    let timeOfDay = date.timeIntervalSince(Self.calendar.startOfDay(for: date))
    var picked = dayStart.addingTimeInterval(timeOfDay)
    if let earliest, picked < earliest { picked = earliest }
    if let latest, picked > latest { picked = latest }
    selection.wrappedValue = picked
  }
}
