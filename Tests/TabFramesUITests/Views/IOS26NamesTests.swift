import Foundation
import TabFrames
import Testing

// Names a probe of iOS 17–26 app code found missing (issue 27), written as the probe's app wrote
// them: each compiles, and what it draws is what docs/SWIFTUI.md says.

/// A feed screen written for iOS 26: a subtitle, a minimised search, soft scroll edges, the
/// search item in the bottom bar and a bar of its own. Against the same screen without them, it
/// draws the same but for the bar, which takes the bottom as `safeAreaInset` would.
@Test @MainActor func iOS26ToolbarNamesCompileAndDrawWhatTheySay() throws {
  func feed(_ modern: Bool) -> some View {
    NavigationStack {
      List { Text("Row") }
        .navigationTitle("Feed")
        .modifier(IOS26Feed(on: modern))
    }
  }
  let plain = try Stage(name: "plain", width: 390, height: 700) { feed(false) }.layout()
  let modern = try Stage(name: "modern", width: 390, height: 700) { feed(true) }.layout()
  #expect((plain.compactMap(\.text) + ["Caught up"]).sorted() == modern.compactMap(\.text).sorted())
  let row = try #require(modern.first { $0.text == "Row" }).frame
  #expect(row == plain.first { $0.text == "Row" }?.frame)
  let bar = try #require(modern.first { $0.text == "Caught up" }).frame
  #expect(bar.minY > 600, "at the bottom: \(bar)")
}

private struct IOS26Feed: ViewModifier {
  let on: Bool
  @State private var query = ""
  func body(content: Content) -> some View {
    if on {
      content
        .navigationSubtitle("3 new posts")
        .searchable(text: $query)
        .searchToolbarBehavior(.minimize)
        .scrollEdgeEffectStyle(.soft, for: .top)
        .toolbar { DefaultToolbarItem(kind: .search, placement: .bottomBar) }
        .toolbarBackground(.visible, for: .bottomBar)
        .safeAreaBar(edge: .bottom) { Text("Caught up") }
    } else {
      content.searchable(text: $query)
    }
  }
}

/// iOS 17's `transaction(value:_:)`: the transform changes the transaction of the update that
/// changed the value, and no other. Here it takes the animation away: the change of `a` jumps,
/// the change of `b`, animated, moves through the frames between. It did not compile.
@Test @MainActor func aValueTransactionChangesOnlyTheUpdatesOfItsValue() throws {
  struct Bars: View {
    @State private var a = false
    @State private var b = false
    var body: some View {
      VStack(alignment: .leading) {
        Color.red.frame(width: a ? 200 : 100, height: 10).accessibilityIdentifier("a")
        Color.blue.frame(width: b ? 200 : 100, height: 10).accessibilityIdentifier("b")
        Button("A") { withAnimation(.linear(duration: 0.5)) { a.toggle() } }
        Button("B") { withAnimation(.linear(duration: 0.5)) { b.toggle() } }
      }
      .transaction(value: a) { $0.animation = nil }
    }
  }
  func widths(_ id: String, after tap: String) throws -> [Double] {
    let frames = try Stage(name: "bars", width: 300, height: 200) { Bars() }.play([.hold(0.05), .tap(tap), .hold(0.6)]).frames
    return frames.compactMap { f in f.displayList.elements.first { $0.id.hasPrefix(id) }?.frame.width }
  }
  let a = try widths("a", after: "A")
  #expect(a.first == 100 && a.last == 200 && !a.contains { $0 > 100 && $0 < 200 }, "jumps: \(a)")
  let b = try widths("b", after: "B")
  #expect(b.last == 200 && b.contains { $0 > 110 && $0 < 190 }, "animates: \(b)")
}

/// Names of iOS 14–18 that app code uses, which did not compile: each as the probe wrote it.
@Test @MainActor func everydayNamesOfIOS14To18Compile() throws {
  struct Token: Identifiable {
    let id = UUID()
    let name: String
  }
  struct Snap: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      target.rect.origin.y = (target.rect.origin.y / 100).rounded() * 100
    }
  }
  struct Screen: View {
    @Namespace private var zoom
    @State private var text = ""
    @State private var tokens = [Token(name: "Vegan")]
    var body: some View {
      NavigationStack {
        ScrollView {
          Color.blue.frame(height: 40)
            .matchedTransitionSource(id: 1, in: zoom) { $0.clipShape(.rect(cornerRadius: 8)).shadow(radius: 4) }
          Button("Inbox", systemImage: "tray") {}.help("Show the inbox")
        }
        .scrollTargetBehavior(Snap())
        .searchable(text: $text, tokens: $tokens) { token in Text(token.name) }
        .toolbar { ToolbarItem(placement: .bottomBar) { Button("Share") {} } }
      }
    }
  }
  let texts = try Stage(name: "screen", width: 390, height: 700) { Screen() }.layout().compactMap(\.text)
  #expect(texts.contains("Inbox") && texts.contains("Search"), "\(texts)")
  // Core Graphics' vector, which Foundation on Linux lacks (a scroll's velocity).
  let velocity = CGVector(dx: 0, dy: 3)
  #expect(velocity.dy == 3 && CGVector.zero == CGVector(dx: 0.0, dy: 0.0))
}
