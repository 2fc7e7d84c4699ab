import Foundation
import Testing

@testable import TabFramesUI

/// Localized text as an app shows it: a literal is a `LocalizedStringKey`, looked up for the
/// view's locale in the project's string tables (Tests/Fixtures/Localizable.xcstrings and
/// Tests/Fixtures/de.lproj/Tabs.strings, found under the folder `swift test` runs in), shown as
/// the key with its values put in when no table has it; a `String` variable is shown as it is.
/// And `Text + Text`.

@MainActor
private func texts<V: View>(_ view: V) throws -> [String] { try leaves(view).filter { $0.kind == "text" }.compactMap(\.text) }

@Test @MainActor func aLiteralIsLookedUpForTheLocale() throws {
  #expect(try texts(Text("Home")) == ["Home"], "en_US, the stage's locale, has no entry: the key")
  #expect(try texts(Text("Home").environment(\.locale, Locale(identifier: "de_DE"))) == ["Start"])
  #expect(try texts(Text("Home").environment(\.locale, Locale(identifier: "fr"))) == ["Accueil"])
  // A variable is not a key: shown as it is, even where a table has it.
  let name = "Home"
  #expect(try texts(Text(name).environment(\.locale, Locale(identifier: "de"))) == ["Home"])
  #expect(try texts(Text(verbatim: "Home").environment(\.locale, Locale(identifier: "de"))) == ["Home"])
  // Another table by name, escapes read.
  #expect(try texts(Text("Settings", tableName: "Tabs").environment(\.locale, Locale(identifier: "de"))) == ["Einstellungen"])
  #expect(try texts(Text("Quote", tableName: "Tabs").environment(\.locale, Locale(identifier: "de"))) == ["Sag \"Hallo\""])
}

@Test @MainActor func interpolationsBecomeSpecifiersAsOnADevice() throws {
  let count = 3
  #expect(try texts(Text("\(count) new")) == ["3 new"])
  #expect(try texts(Text("\(count) new").environment(\.locale, Locale(identifier: "de"))) == ["3 neu"], "a plural's other form")
  // SwiftUI formats a Double in a key with %lf: six decimals.
  let progress = 0.5
  #expect(try texts(Text("\(progress)")) == ["0.500000"])
  #expect(try texts(Text("\(progress, specifier: "%.1f") km")) == ["0.5 km"])
  #expect(try texts(Text("100%")) == ["100%"])
  // A localized string is formatted with its locale, so its numbers get the locale's grouping
  // (an integer in a `Text` is the well-known "2,024"); `verbatim:` and a `String` are as given.
  let steps = 7842
  #expect(try texts(Text("\(steps) of \(10000) steps")) == ["7,842 of 10,000 steps"])
  #expect(try texts(Text("\(2024)")) == ["2,024"])
  #expect(try texts(Text("\(-1_234_567)")) == ["-1,234,567"])
  #expect(try texts(Text("\(UInt(999)) left")) == ["999 left"])
  #expect(try texts(Text("\(1234.5)")) == ["1,234.500000"])
  #expect(try texts(Text("\(1234.5, specifier: "%.1f") km")) == ["1,234.5 km"])
  #expect(try texts(Text("\(42, specifier: "%05d")")) == ["00042"], "a field width keeps C's digits")
  #expect(try texts(Text("\(255, specifier: "%x")")) == ["ff"])
  #expect(try texts(Text(verbatim: "\(steps)")) == ["7842"])
  #expect(try texts(Text(String(steps))) == ["7842"])
  let german = Locale(identifier: "de_DE")
  #expect(try texts(Text("\(steps)").environment(\.locale, german)) == ["7.842"])
  #expect(try texts(Text("\(1234.5, specifier: "%.1f")").environment(\.locale, german)) == ["1.234,5"])
  let user = "ana"
  #expect(try texts(Text("Signed in as \(user)").environment(\.locale, Locale(identifier: "de"))) == ["Angemeldet als ana"])
}

@Test @MainActor func foundationsLocalizedStringsResolve() {
  #expect(String(localized: "Home") == "Home")
  #expect(String(localized: "Home", locale: Locale(identifier: "de")) == "Start")
  let name = "ana"
  #expect(String(localized: "Signed in as \(name)", locale: Locale(identifier: "de"), comment: "Account label") == "Angemeldet als ana")
  #expect(String(localized: "home.title", defaultValue: "Home") == "Home")
  let resource: LocalizedStringResource = "Home"
  #expect(String(localized: resource) == "Home")
  // `AttributedString(localized:)` (not in Foundation on Linux; it did not compile): the
  // translation, its inline Markdown read as attributes.
  let german = AttributedString(localized: "Home", locale: Locale(identifier: "de"))
  #expect(String(german.characters) == "Start")
  let styled = AttributedString(localized: "Read the **docs** at [example.com](https://example.com).")
  #expect(String(styled.characters) == "Read the docs at example.com.")
  #expect(styled.runs.compactMap(\.inlinePresentationIntent) == [.stronglyEmphasized])
  #expect(styled.runs.compactMap(\.link) == [URL(string: "https://example.com")!])
  #expect(String(AttributedString(localized: resource).characters) == "Home")
}

@Test @MainActor func titlesTakeKeysAsSwiftUIsDo() throws {
  struct TabLabel: View {
    let title: LocalizedStringKey
    var body: some View { Label(title, systemImage: "house") }
  }
  let german = try texts(TabLabel(title: "Home").environment(\.locale, Locale(identifier: "de")))
  #expect(german == ["Start"])
  let button = try texts(Button("Home") {}.environment(\.locale, Locale(identifier: "de")))
  #expect(button == ["Start"])
}

@Test @MainActor func joinedTextsKeepEachPartsStyle() throws {
  // Styled alike: one text, one string.
  let plain = try leaves(Text("Hello, ") + Text("world"))
  #expect(plain.compactMap(\.text) == ["Hello, world"])
  // Styled apart: one text, each part drawn in its own style.
  let styled = try leaves(Text("3").bold().foregroundColor(.red) + Text(" new")).filter { $0.kind == "text" }
  try #require(styled.count == 1 && styled[0].text == "3 new")
  let three = try #require(styled[0].textOptions?.spans.first { $0.start == 0 && $0.end == 1 })
  #expect(three.font.weight == .bold && styled[0].font?.weight != .bold, "the text in the longer part's style")
  #expect(three.color == Color.red._color(in: EnvironmentValues()) && styled[0].color != three.color)
  // A style set on the joined text applies to the parts that set none of their own.
  let outer = try leaves((Text("ab").foregroundColor(.red) + Text("c")).foregroundColor(.blue)).filter { $0.kind == "text" }
  #expect(outer.first?.color == Color.red._color(in: EnvironmentValues()))
  #expect(outer.first?.textOptions?.spans.first { $0.start == 2 }?.color == Color.blue._color(in: EnvironmentValues()))
}

/// A literal key is not a format (SwiftUI's `LocalizedStringKey` records `hasFormatting: false`
/// for it): its `%` signs show as written, in a `Text` and in every title taken as a key. A sale
/// banner ("Up to 40% off") lost "% o" as a specifier before.
@Test @MainActor func aLiteralsPercentSignsShowAsWritten() throws {
  struct Sale: View {
    @State var on = true
    var body: some View {
      VStack {
        Text("Up to 40% off\nouterwear")
        Label("20% off sneakers", systemImage: "tag")
        Button("Take 10% now") {}
        Toggle("100% recycled packaging", isOn: $on)
        Text(LocalizedStringKey("Save 20% today"))
        Text("Save \(20)% today")
      }
    }
  }
  let shown = try texts(Sale())
  for expected in ["Up to 40% off\nouterwear", "20% off sneakers", "Take 10% now", "100% recycled packaging", "Save 20% today"] {
    #expect(shown.contains(expected), "\(expected) in \(shown)")
  }
  #expect(String(localized: "100% cotton") == "100% cotton")
}
