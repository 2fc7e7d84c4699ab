import Foundation
import TabFrames
import Testing

private let date = Date(timeIntervalSince1970: 1_700_000_000)

/// The texts a view shows, laid out on a stage.
@MainActor private func texts(_ view: some View) throws -> [String] {
  try Stage(name: "formats", width: 300, height: 200) { view }.layout().compactMap(\.text)
}

/// Format styles format as on a US iPhone (en_US, the stage's UTC), not in the machine's locale:
/// `.currency(code: "USD")` was "US$12.50" in a container, and would be another string on a
/// machine set to another language — a snapshot differing by machine.
@Test @MainActor func formatStylesFormatAsAUSIPhoneWhateverTheMachine() throws {
  let shown = try texts(
    VStack {
      Text(12.5, format: .currency(code: "USD"))
      Text(0.42, format: .percent)
      Text(1_234_567, format: .number)
      Text(date, format: .dateTime.hour().minute())
      Text("Total \(9.5, format: .currency(code: "EUR"))")
    })
  // ICU, as iOS 17, puts a narrow no-break space before PM.
  #expect(shown == ["$12.50", "42%", "1,234,567", "10:13\u{202F}PM", "Total €9.50"])
}

/// A formatted value follows the locale and time zone of the view it is shown in, as SwiftUI
/// formats a text's value with the environment's: German numbers, and a date in Berlin's time.
@Test @MainActor func aFormattedValueFollowsTheViewsLocaleAndTimeZone() throws {
  let shown = try texts(
    VStack {
      Text(12.5, format: .currency(code: "USD"))
      Text(1_234_567, format: .number)
      Text(date, format: .dateTime.hour().minute())
      Text("Total: ") + Text(9.5, format: .currency(code: "EUR"))
    }
    .environment(\.locale, Locale(identifier: "de_DE"))
    .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin") ?? .gmt))
  let spaced = shown.map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
  #expect(spaced == ["12,50 $", "1.234.567", "23:13", "Total: 9,50 €"], "\(spaced)")
}

/// A value formatted inside a localized key (`Text("Total \(x, format: …)")`) follows the view's
/// locale and time zone as a formatted text does; in a US iPhone's en_US it is as before.
@Test @MainActor func aFormattedValueInsideAKeyFollowsTheViewsLocale() throws {
  @ViewBuilder func rows() -> some View {
    Text("Total \(9.5, format: .currency(code: "EUR"))")
    Text("At \(date, format: .dateTime.hour().minute())")
  }
  let german = try texts(
    VStack { rows() }
      .environment(\.locale, Locale(identifier: "de_DE"))
      .environment(\.timeZone, TimeZone(identifier: "Europe/Berlin") ?? .gmt))
  #expect(german.map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") } == ["Total 9,50 €", "At 23:13"], "\(german)")
  let american = try texts(VStack { rows() })
  #expect(american.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") } == ["Total €9.50", "At 10:13 PM"], "\(american)")
}

/// A labeled content's formatted value and a text field's formatted value format as a text's
/// does — a US iPhone's en_US, and the view's locale for the labeled content — not in the machine's
/// locale: a product page showed "$199.00" on its card and "US$199.00" beside its Price label.
@Test @MainActor func labeledContentAndTextFieldFormatTheirValuesAsATextDoes() throws {
  let shown = try texts(
    VStack {
      LabeledContent("Price", value: 199, format: .currency(code: "USD"))
      TextField("Amount", value: .constant(1_234.5), format: .number)
    })
  #expect(shown == ["Price", "$199.00", "1,234.5"], "\(shown)")
  let german = try texts(
    LabeledContent("Preis", value: 199, format: .currency(code: "EUR"))
      .environment(\.locale, Locale(identifier: "de_DE")))
  #expect(german.map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") } == ["Preis", "199,00 €"], "\(german)")
}
