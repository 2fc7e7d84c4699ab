import Foundation

/// The locale and time zone a format style formats in on a stage: a US iPhone's (en_US, UTC as
/// the stage's `\.timeZone` is). A style's own default is the machine's (`autoupdatingCurrent`),
/// which made `Text(12.5, format: .currency(code: "USD"))` "US$12.50" in a container and
/// something else on a German laptop — a render differing by machine. Styles of other types
/// than these (a custom one) format as they are.
enum FormatLocale {
  static let locale = Locale(identifier: "en_US")
  static let timeZone = TimeZone(identifier: "UTC") ?? .gmt

  /// `style` set to the stage's locale (and time zone, for dates).
  static func apply<F: FormatStyle>(_ style: F) -> F {
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
