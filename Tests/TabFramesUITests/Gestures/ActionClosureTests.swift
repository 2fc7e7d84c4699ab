import TabFrames
import Testing

// Actions as app code passes them, in Swift 6 language mode (this target's): a `() -> Void`
// property and a method of a plain class, to `Button` and to a legacy `Alert.Button`. They
// compile (SwiftUI's closures are not `@Sendable`: its interface is built in Swift 5 mode; here
// the initialisers are `@preconcurrency`, so Swift 6 code gets a warning where SwiftUI gives
// none: docs/SWIFTUI.md, "Language modes") and run on the main actor. The Swift 5 twin is in
// TabFramesSwift5Tests.

private final class Counter { var count = 0 }

private struct CounterRow: View {
  let counter: Counter
  let onAdd: () -> Void
  @State private var asking = false
  var body: some View {
    VStack {
      Button(action: onAdd) { Text("Add") }
      Button("Add one", systemImage: "plus", action: add)
      Button("Ask") { asking = true }
    }
    .alert(isPresented: $asking) {
      Alert(title: Text("Reset?"), primaryButton: .destructive(Text("Reset")) { counter.count = 0 }, secondaryButton: .cancel())
    }
  }
  func add() { counter.count += 1 }
}

@Test @MainActor func actionsPassedAsPropertiesAndMethodsRunInSwift6Mode() throws {
  let counter = Counter()
  let stage = Stage(name: "actions", width: 300, height: 200) { CounterRow(counter: counter, onAdd: { counter.count += 10 }) }
  _ = try stage.play([.hold(0.1), .tap("Add"), .hold(0.1), .tap("Add one"), .hold(0.1)])
  #expect(counter.count == 11)
  _ = try stage.play([.hold(0.1), .tap("Ask"), .hold(0.5), .tap("Reset"), .hold(0.5)])
  #expect(counter.count == 0)
}
