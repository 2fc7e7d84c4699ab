import Foundation
import TabFrames
import Testing

// `@AppStorage` on a stage starts from its default, never from a machine's standard defaults; a
// store the code names (`store:`, or `defaultAppStorage(_:)` around the view, as a preview seeds
// its own suite) is read once when the view first appears, as a device reads it. A shopping
// app's "Root – Cart tab" preview seeded the selected tab this way and drew the first tab.

private enum Tab: String { case shop, cart }

private struct Root: View {
  @AppStorage("tab") private var tab = Tab.shop
  @AppStorage("visits") private var visits = 0
  var body: some View { Text("\(tab.rawValue) \(visits)").accessibilityIdentifier("shown") }
}

private struct Counter: View {
  let defaults: UserDefaults
  @AppStorage("count") private var count = 0
  init(defaults: UserDefaults) {
    self.defaults = defaults
    _count = AppStorage(wrappedValue: 0, "count", store: defaults)
  }
  var body: some View { Text(verbatim: "count \(count)").accessibilityIdentifier("shown") }
}

@MainActor private func shown(_ view: some View) throws -> String? {
  try Stage(name: "storage", width: 200, height: 100) { view }.layout().first { $0.id == "shown" }?.text
}

@Test @MainActor func aNamedStoreSeedsAppStorage() throws {
  let suite = "tabframes-appstorage-\(getpid())"
  let defaults = try #require(UserDefaults(suiteName: suite))
  defer { defaults.removePersistentDomain(forName: suite) }
  defaults.set("cart", forKey: "tab")
  defaults.set(3, forKey: "visits")
  defaults.set(7, forKey: "count")
  #expect(try shown(Root()) == "shop 0", "the standard defaults are never read")
  #expect(try shown(Root().defaultAppStorage(defaults)) == "cart 3", "an enum from its raw value, a number as stored")
  #expect(try shown(Counter(defaults: defaults)) == "count 7", "a store given to the property")
}
