import Foundation

/// The locale and time zone a format style formats in on a stage: the view's (`\.locale`,
/// `\.timeZone`: a US iPhone's en_US and UTC unless set), as SwiftUI formats a text's value. A
/// style's own default is the machine's (`autoupdatingCurrent`), which made
/// `Text(12.5, format: .currency(code: "USD"))` "US$12.50" in a container and something else on
/// a German laptop — a render differing by machine. Styles of other types than these (a custom
/// one) format as they are.
enum FormatLocale {
  static let locale = Locale(identifier: "en_US")
  static let timeZone = TimeZone(identifier: "UTC") ?? .gmt

  /// `style` set to `locale` (and `timeZone`, for dates).
  static func apply<F: FormatStyle>(_ style: F, locale: Locale = locale, timeZone: TimeZone = timeZone) -> F {
    func cast<G>(_ value: G) -> F { (value as? F) ?? style }
    switch style {
    case let s as FloatingPointFormatStyle<Double>: return cast(s.locale(locale))
    case let s as FloatingPointFormatStyle<Double>.Currency: return cast(s.locale(locale))
    case let s as FloatingPointFormatStyle<Double>.Percent: return cast(s.locale(locale))
    case let s as FloatingPointFormatStyle<Float>: return cast(s.locale(locale))
    case let s as IntegerFormatStyle<Int>: return cast(s.locale(locale))
    case let s as IntegerFormatStyle<Int>.Currency: return cast(s.locale(locale))
    case let s as IntegerFormatStyle<Int>.Percent: return cast(s.locale(locale))
    case let s as Decimal.FormatStyle: return cast(s.locale(locale))
    case let s as Decimal.FormatStyle.Currency: return cast(s.locale(locale))
    case let s as Decimal.FormatStyle.Percent: return cast(s.locale(locale))
    case var s as Date.FormatStyle:
      s.timeZone = timeZone
      return cast(s.locale(locale))
    default: return style
    }
  }
}

/// A text's formatted value, formatted again for the locale and time zone of the view it is shown
/// in (`Text(price, format: .currency(code: "EUR"))` under `.environment(\.locale, …)`). Equal
/// when the en_US forms are.
struct LocaleFormatted: Hashable, Sendable {
  /// The value as formatted in en_US and UTC: what the text holds until it is shown.
  let reference: String
  private let held: any FormattableValue

  init<F: FormatStyle>(_ input: F.FormatInput, _ style: F) where F.FormatOutput == String {
    held = HeldFormat(input: input, style: style)
    reference = held.format(FormatLocale.locale, FormatLocale.timeZone)
  }

  func format(_ locale: Locale, _ timeZone: TimeZone) -> String { held.format(locale, timeZone) }

  static func == (a: LocaleFormatted, b: LocaleFormatted) -> Bool { a.reference == b.reference }
  func hash(into hasher: inout Hasher) { hasher.combine(reference) }
}

/// A value that formats itself for a locale and time zone.
private protocol FormattableValue: Sendable {
  func format(_ locale: Locale, _ timeZone: TimeZone) -> String
}

/// A value and its format style, held by a text until it is shown.
/// `@unchecked Sendable`: a format style and its input are values (numbers, dates, the style's
/// settings), only read when the text is shown, on the main actor; not checked, as Foundation
/// does not declare every input Sendable.
private struct HeldFormat<F: FormatStyle>: FormattableValue, @unchecked Sendable where F.FormatOutput == String {
  let input: F.FormatInput
  let style: F
  func format(_ locale: Locale, _ timeZone: TimeZone) -> String {
    FormatLocale.apply(style, locale: locale, timeZone: timeZone).format(input)
  }
}
