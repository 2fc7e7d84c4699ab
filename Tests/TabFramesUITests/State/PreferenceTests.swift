import TabFrames
import Testing

// Preferences combine as SwiftUI combines them (Apple's `PreferenceKey.reduce(value:nextValue:)`:
// "combines the preference value from one tree with that of its next sibling"): `reduce` joins
// values views set, in view order; it is not asked to join a value with the default.

/// The popular `readSize` helper: its `reduce` does nothing.
private struct SizeKey: PreferenceKey {
  static let defaultValue: CGSize = .zero
  static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
}

/// Every value set, in the order reduced.
private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = ["default"]
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct ReadSize: View {
  @State private var width: CGFloat = 0
  var body: some View {
    VStack {
      Text("Hello, world")
        .background(GeometryReader { g in Color.clear.preference(key: SizeKey.self, value: g.size) })
        .onPreferenceChange(SizeKey.self) { width = $0.width }
        .accessibilityIdentifier("hello")
      Text("width \(Int(width.rounded()))")
    }
  }
}

@MainActor private func texts(_ stage: Stage, after timeline: [Stage.Action] = [.hold(0.1)]) throws -> [String] {
  let frames = try stage.play(timeline).frames
  return frames.last?.displayList.elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } } ?? []
}

/// One view sets the key: its value arrives, whatever `reduce` does.
@Test @MainActor func aKeyWhoseReduceDoesNothingDeliversTheOneValueSet() throws {
  let stage = Stage(name: "size", width: 300, height: 100) { ReadSize() }
  let hello = try #require(try stage.layout().first { $0.id.hasPrefix("hello") && $0.kind == "text" })
  let shown = try texts(stage)
  #expect(hello.frame.width > 50)
  #expect(shown.contains("width \(Int(hello.frame.width.rounded()))"), "\(shown), the text is \(hello.frame.width) wide")
}

/// The helper as apps publish it, its action a plain closure parameter passed on: SwiftUI's
/// `perform:` is a plain closure, so this compiles in Swift 6 mode (here) and without a warning in
/// Swift 5 mode. With a main-actor closure type it failed in Swift 6 mode ("passing non-Sendable
/// parameter 'onChange'") and warned in Swift 5 mode.
extension View {
  fileprivate func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
    background(GeometryReader { g in Color.clear.preference(key: SizeKey.self, value: g.size) })
      .onPreferenceChange(SizeKey.self, perform: onChange)
  }
}

private struct ReadSizeHelper: View {
  @State private var width: CGFloat = 0
  var body: some View {
    VStack {
      Color.blue.frame(width: 120, height: 10).readSize { width = $0.width }
      Text("width \(Int(width))")
    }
  }
}

@Test @MainActor func theReadSizeHelperPassesItsPlainClosureOn() throws {
  #expect(try texts(Stage(name: "helper", width: 300, height: 100) { ReadSizeHelper() }).contains("width 120"))
}

private struct Collector: View {
  let content: AnyView
  @State private var names: [String] = []
  var body: some View {
    VStack {
      content.onPreferenceChange(NamesKey.self) { names = $0 }
      Text("names " + names.joined(separator: ","))
    }
  }
}

/// Siblings in view order; a view's own preference replaces those of the views inside it; a key
/// set nowhere reads as its default.
@Test @MainActor func siblingsReduceInOrderAndAnOuterValueReplacesInnerOnes() throws {
  let siblings = Stage(name: "siblings", width: 300, height: 200) {
    Collector(
      content: AnyView(
        HStack {
          Text("a").preference(key: NamesKey.self, value: ["a"])
          Text("none")
          VStack {
            Text("b").preference(key: NamesKey.self, value: ["b"])
            Text("c").preference(key: NamesKey.self, value: ["c"])
          }
        }))
  }
  let fromSiblings = try texts(siblings)
  #expect(fromSiblings.contains("names a,b,c"), "\(fromSiblings)")

  let nested = Stage(name: "nested", width: 300, height: 200) {
    Collector(
      content: AnyView(
        VStack {
          Text("inner").preference(key: NamesKey.self, value: ["inner"])
        }.preference(key: NamesKey.self, value: ["outer"])))
  }
  let fromNested = try texts(nested)
  #expect(fromNested.contains("names outer"), "\(fromNested)")

  let nowhere = Stage(name: "nowhere", width: 300, height: 200) { Collector(content: AnyView(Text("nothing set"))) }
  let fromNowhere = try texts(nowhere)
  #expect(fromNowhere.contains("names default"), "\(fromNowhere)")
}
