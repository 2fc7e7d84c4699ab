import Foundation

/// A string to localize, as a key (its interpolations as format specifiers: `"%lld new"`) and
/// the values put in it: what `LocalizedStringKey`, `String.LocalizationValue` and
/// `LocalizedStringResource` hold. Shown as the app would: the translation for the locale from
/// the project's string tables, else the key itself, its values put in by its specifiers (so
/// `Text("\(0.5)")` shows "0.500000" and `Text("\(1234)")` "1,234", as on a device).
struct LocalizationFormat: Hashable, Sendable {
  var key = ""
  var arguments: [Argument] = []
  /// The key with its values put in: what shows when no table translates it, kept as the key is
  /// built (a text is built at every update; working it out again each time was most of a
  /// localized text's cost).
  private(set) var display = ""

  enum Argument: Hashable, Sendable {
    case string(String)
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    /// A value with its format style (`\(price, format: .currency(code: "EUR"))`), formatted for
    /// the locale and time zone of the view it is shown in.
    case formatted(LocaleFormatted)
  }

  /// Whether the key is a format, its `%` signs specifiers: true for one built by interpolation.
  /// A plain literal is not formatted (`Text("Up to 40% off")` shows its `%` as written), as
  /// SwiftUI's `LocalizedStringKey` records for a literal (`hasFormatting: false`).
  private(set) var hasFormatting = true

  init() {}
  init(literal: String) {
    key = literal
    display = literal
    hasFormatting = false
  }

  mutating func appendLiteral(_ literal: String) {
    key += literal.contains("%") ? literal.replacingOccurrences(of: "%", with: "%%") : literal
    display += literal
  }
  mutating func append(_ argument: Argument, specifier: String) {
    key += specifier
    arguments.append(argument)
    // The common specifiers directly; the others (`%lf`, `%.1f`) through the formatter.
    switch (specifier, argument) {
    case ("%@", .string(let s)): display += s
    case ("%@", .formatted(let f)): display += f.reference
    case ("%lld", .integer(let n)): display += Self.grouped(String(n), locale: FormatLocale.locale)
    case ("%llu", .unsigned(let n)): display += Self.grouped(String(n), locale: FormatLocale.locale)
    default: display += Self.format(specifier, [argument])
    }
  }

  /// The text to show for a locale: the translation if a table has one, else the key, with its
  /// formatted values formatted for the locale and time zone.
  func resolved(table: String?, locale: Locale, timeZone: TimeZone = FormatLocale.timeZone) -> String {
    let translated = StringTables.translation(key, table: table ?? "Localizable", locale: locale)
    // `display` holds the formatted values in en_US and UTC, which most views show.
    // Numbers are put in with the locale's separators too ("1.234" in Germany).
    let reformatted =
      (locale.identifier != FormatLocale.locale.identifier
        && arguments.contains { if case .string = $0 { false } else { true } })
      || (timeZone != FormatLocale.timeZone && arguments.contains { if case .formatted = $0 { true } else { false } })
    guard translated != nil || reformatted else { return display }
    guard hasFormatting else { return translated ?? display }
    return Self.format(translated ?? key, arguments, locale: locale, timeZone: timeZone)
  }

  /// `format` with its specifiers (`%@`, `%lld`, `%.1f`, `%2$@`, `%%`) replaced by the arguments
  /// (formatted values formatted for `locale` and `timeZone`).
  static func format(
    _ format: String, _ arguments: [Argument], locale: Locale = FormatLocale.locale, timeZone: TimeZone = FormatLocale.timeZone
  ) -> String {
    guard format.contains("%") else { return format }
    var out = ""
    var next = 0
    var i = format.startIndex
    while i < format.endIndex {
      let c = format[i]
      guard c == "%" else {
        out.append(c)
        i = format.index(after: i)
        continue
      }
      var j = format.index(after: i)
      guard j < format.endIndex else {
        out.append("%")
        break
      }
      if format[j] == "%" {
        out.append("%")
        i = format.index(after: j)
        continue
      }
      // %[n$][flags][width][.precision][length]conversion
      var spec = ""
      while j < format.endIndex, "0123456789$-+ #.'".contains(format[j]) {
        spec.append(format[j])
        j = format.index(after: j)
      }
      var position: Int?
      if let dollar = spec.firstIndex(of: "$") {
        position = Int(spec[..<dollar]).map { $0 - 1 }
        spec = String(spec[spec.index(after: dollar)...])
      }
      while j < format.endIndex, "hlqLzjt".contains(format[j]) { j = format.index(after: j) }
      guard j < format.endIndex else { break }
      let conversion = format[j]
      i = format.index(after: j)
      let index = position ?? next
      next = index + 1
      guard arguments.indices.contains(index) else { continue }
      if case .formatted(let f) = arguments[index] {
        out += f.format(locale, timeZone)
      } else {
        out += render(arguments[index], spec: spec, conversion: conversion, locale: locale)
      }
    }
    return out
  }

  /// A number's specifier put in as a device puts it in: a localized string is formatted with
  /// its locale, so a decimal conversion (`%lld`, `%llu`, `%d`, `%f`) gets the locale's grouping
  /// and decimal separators (`Text("\(7842) steps")` shows "7,842 steps" on a US iPhone, and
  /// `Text("\(2024)")` "2,024"). A field width or zero padding keeps the digits as C prints them.
  private static func render(_ argument: Argument, spec: String, conversion: Character, locale: Locale) -> String {
    let plain = render(argument, spec: spec, conversion: conversion)
    guard "diuf".contains(conversion), !spec.split(separator: ".", omittingEmptySubsequences: false)[0].contains(where: \.isNumber)
    else { return plain }
    if case .string = argument { return plain }
    return grouped(plain, locale: locale)
  }

  /// `number` (as C prints it: a sign, digits, a point and digits) with `locale`'s grouping
  /// separator between each three digits of its whole part and its decimal separator.
  static func grouped(_ number: String, locale: Locale) -> String {
    let digits = number.utf8.prefix { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || (0x30...0x39).contains($0) }
    let sign = digits.prefix { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }.count
    let whole = digits.count - sign
    // Most numbers in a text are short whole numbers: they leave without asking the locale (its
    // separators are looked up through ICU, and a text's key is built at every update).
    let hasPoint = number.utf8.contains(UInt8(ascii: "."))
    guard whole > 3 || hasPoint else { return number }
    let point = locale.decimalSeparator ?? "."
    guard whole > 3 || point != "." else { return number }
    let separator = locale.groupingSeparator ?? ","
    var out = String(number.prefix(sign))
    for (i, c) in number.dropFirst(sign).prefix(whole).enumerated() {
      if i > 0, (whole - i) % 3 == 0 { out += separator }
      out.append(c)
    }
    let rest = number.dropFirst(sign + whole)
    out += rest.first == "." ? point + rest.dropFirst() : String(rest)
    return out
  }

  private static func render(_ argument: Argument, spec: String, conversion: Character) -> String {
    switch (argument, conversion) {
    case (.string(let s), _): return s
    case (.formatted(let f), _): return f.reference
    case (.integer(let n), "d"), (.integer(let n), "i"): return String(format: "%\(spec)lld", n)
    case (.integer(let n), "f"), (.integer(let n), "e"), (.integer(let n), "g"): return String(format: "%\(spec)\(conversion)", Double(n))
    case (.integer(let n), _): return String(format: "%\(spec)ll\(conversion)", n)
    case (.unsigned(let n), "f"), (.unsigned(let n), "e"), (.unsigned(let n), "g"):
      return String(format: "%\(spec)\(conversion)", Double(n))
    case (.unsigned(let n), "d"), (.unsigned(let n), "i"): return String(format: "%\(spec)llu", n)
    case (.unsigned(let n), _): return String(format: "%\(spec)ll\(conversion)", n)
    case (.double(let d), "d"), (.double(let d), "i"): return String(format: "%\(spec)lld", Int64(d))
    case (.double(let d), "@"): return String(d)
    case (.double(let d), _): return String(format: "%\(spec)\(conversion)", d)
    }
  }
}

/// The interpolations a localized string takes, as SwiftUI's and Foundation's do: strings as
/// `%@`, integers as `%lld`, floating point as `%lf`, a value with its own `specifier:`.
public struct _LocalizationInterpolation: StringInterpolationProtocol, Sendable {
  var format = LocalizationFormat()
  /// The string as texts, kept once a `Text` or an `Image` is put in: `Text("\(value) \(Text(unit).font(.caption))")`
  /// shows the unit in its own font, and `Text("\(Image(systemName: "star.fill")) 4.8")` its symbol.
  var inline = InlineTexts()
  public init(literalCapacity: Int, interpolationCount: Int) {}
  public mutating func appendLiteral(_ literal: String) {
    format.appendLiteral(literal)
    inline.pieces.append(.plain(literal))
  }
  public mutating func appendInterpolation(_ string: String) { append(.string(string), specifier: "%@") }
  public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { append(.string(String(string)), specifier: "%@") }
  /// A text in its own style (its font, weight and colour over the outer text's).
  public mutating func appendInterpolation(_ text: Text) {
    format.append(.string(text.string), specifier: "%@")
    inline.pieces.append(.text(text))
  }
  /// A symbol or image drawn in the line, in the text's font and colour.
  public mutating func appendInterpolation(_ image: Image) {
    format.append(.string(""), specifier: "%@")
    inline.pieces.append(.text(Text(image)))
  }
  /// A date in a date style (`"Updated \(date, style: .relative)"`), as `Text(_:style:)` shows it.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    append(.string(Text(date, style: style).string), specifier: "%@")
  }
  /// A value through a Foundation formatter (`"\(date, formatter: Self.dateFormatter)"`); its
  /// description without one.
  public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
    append(.string(formatter?.string(for: subject) ?? String(describing: subject)), specifier: "%@")
  }
  // Foundation on Linux does not make these `ReferenceConvertible`, as Apple's does.
  public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
    append(.string(formatter?.string(for: date) ?? String(describing: date)), specifier: "%@")
  }
  public mutating func appendInterpolation(_ uuid: UUID, formatter: Formatter? = nil) {
    append(.string(formatter?.string(for: uuid) ?? uuid.uuidString), specifier: "%@")
  }
  public mutating func appendInterpolation(_ decimal: Decimal, formatter: Formatter? = nil) {
    append(.string(formatter?.string(for: decimal) ?? decimal.description), specifier: "%@")
  }
  public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
    append(.string(formatter?.string(for: subject) ?? subject.description), specifier: "%@")
  }
  /// An attributed string's characters (their own attributes are not read, as `Text(_:)` of one).
  public mutating func appendInterpolation(_ attributedString: AttributedString) {
    append(.string(String(attributedString.characters)), specifier: "%@")
  }
  public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
    append(.string(resource.value.format.display), specifier: "%@")
  }

  /// A value with its specifier, and the text it shows kept as a piece of the inline texts.
  private mutating func append(_ argument: LocalizationFormat.Argument, specifier: String) {
    let before = format.display.count
    format.append(argument, specifier: specifier)
    inline.pieces.append(.plain(String(format.display.dropFirst(before))))
  }
  public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
    if T.isSigned {
      append(.integer(Int64(clamping: value)), specifier: "%lld")
    } else {
      append(.unsigned(UInt64(clamping: value)), specifier: "%llu")
    }
  }
  public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
    append(.double(Double(value)), specifier: T.self == Float.self ? "%f" : "%lf")
  }
  public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
    append(T.isSigned ? .integer(Int64(clamping: value)) : .unsigned(UInt64(clamping: value)), specifier: specifier)
  }
  public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
    append(.double(Double(value)), specifier: specifier)
  }
  /// A value formatted by a format style (`\(price, format: .currency(code: "EUR"))`).
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format style: F) where F.FormatOutput == String {
    append(.formatted(LocaleFormatted(input, style)), specifier: "%@")
  }
}

/// A localized string's pieces as texts, kept when a `Text` or an `Image` is put in it. Not part
/// of its identity: two keys are the same key whatever their pieces' styles.
struct InlineTexts: Hashable, Sendable {
  enum Piece: Sendable {
    case plain(String)
    case text(Text)
  }
  var pieces: [Piece] = []
  /// Whether a text or an image is among the pieces (else the key is drawn as one string).
  var styled: Bool { pieces.contains { if case .text = $0 { true } else { false } } }
  /// The pieces joined as `Text + Text` joins them.
  var joined: Text? {
    // Plain pieces side by side are one piece; an empty one (the literal around an
    // interpolation at either end) is none.
    var texts: [Text] = []
    var plain = ""
    for piece in pieces {
      switch piece {
      case .plain(let s): plain += s
      case .text(let t):
        if !plain.isEmpty { texts.append(Text(verbatim: plain)) }
        plain = ""
        texts.append(t)
      }
    }
    if !plain.isEmpty { texts.append(Text(verbatim: plain)) }
    guard let first = texts.first else { return nil }
    return texts.dropFirst().reduce(first, +)
  }
  static func == (a: InlineTexts, b: InlineTexts) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

/// SwiftUI's `LocalizedStringKey`: what `Text("Home")`, `Label("Home", systemImage:)` and the
/// other titles take from a literal. Looked up in the project's string tables for the view's
/// locale (`\.locale`), shown as the key when none has it.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  var format: LocalizationFormat
  /// Its pieces as texts, when a `Text` or an `Image` was put in it.
  var inline = InlineTexts()

  public init(_ value: String) { format = LocalizationFormat(literal: value) }
  public init(stringLiteral value: String) { self.init(value) }
  public init(stringInterpolation: _LocalizationInterpolation) {
    format = stringInterpolation.format
    if stringInterpolation.inline.styled { inline = stringInterpolation.inline }
  }

  /// The string a view shows for it.
  func resolved(_ environment: EnvironmentValues, table: String? = nil) -> String {
    format.resolved(table: table, locale: environment.locale, timeZone: environment.timeZone)
  }
}

extension String {
  /// Foundation's `String.LocalizationValue`: a localized string's key and its values.
  public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    var format: LocalizationFormat
    public init(_ value: String) { format = LocalizationFormat(literal: value) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: _LocalizationInterpolation) { format = stringInterpolation.format }
  }

  /// `String(localized: "Welcome back")`: the translation for the locale, else the key.
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
    comment: StaticString? = nil
  ) {
    self = keyAndValue.format.resolved(table: table, locale: locale)
  }

  /// A key with a default value (the key's text when no table has it).
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    let name = "\(key)"
    self =
      StringTables.translation(name, table: table ?? "Localizable", locale: locale).map {
        defaultValue.format.hasFormatting ? LocalizationFormat.format($0, defaultValue.format.arguments) : $0
      }
      ?? (defaultValue.format.hasFormatting
        ? LocalizationFormat.format(defaultValue.format.key, defaultValue.format.arguments) : defaultValue.format.key)
  }

  public init(localized resource: LocalizedStringResource) {
    self = resource.value.format.resolved(table: resource.table, locale: resource.locale)
  }
}

/// Foundation's `LocalizedStringResource`: a localized string to resolve later.
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  let value: String.LocalizationValue
  let table: String?
  public var locale: Locale
  public var key: String { value.format.key }

  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    value = keyAndValue
    self.table = table
    self.locale = locale
  }
  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
  public init(stringInterpolation: _LocalizationInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  public static func == (a: LocalizedStringResource, b: LocalizedStringResource) -> Bool { a.value == b.value && a.table == b.table }
  public func hash(into h: inout Hasher) {
    h.combine(value)
    h.combine(table)
  }
}

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }

extension EnvironmentValues {
  /// The locale views show their strings for: en_US on a stage unless set (a stage does not
  /// read the machine's, so renders are the same everywhere).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

extension Text {
  /// `Text("Home")` from a literal: localized, as in SwiftUI (a `String` variable shows as it is).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    // A key with a styled text or an image in it is drawn as its pieces joined, each in its own
    // style (a table's translation of it is not looked up: its pieces could not be placed).
    if key.inline.styled, let joined = key.inline.joined {
      self = joined
      return
    }
    self.init(verbatim: key.format.display)
    localization = Localization(format: key.format, table: tableName)
  }

  /// A literal is a `LocalizedStringKey` (the overload SwiftUI picks for one), not a resource.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: resource.value.format.display)
    localization = Localization(format: resource.value.format, table: resource.table)
  }

  /// A localized text's key and table, resolved for the environment's locale when built.
  struct Localization: Hashable, Sendable {
    let format: LocalizationFormat
    let table: String?
  }
}
