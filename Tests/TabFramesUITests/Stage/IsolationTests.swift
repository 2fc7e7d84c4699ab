import TabFrames
import Testing

// View modifiers are nonisolated, as SwiftUI's are (its `padding`, `frame`, `background`… are
// `nonisolated` since the iOS 18 SDK): a view built outside the main actor may be modified, and a
// stage's `{ $binding in … }` closure (which Swift makes nonisolated, as it does any closure with
// a property-wrapper parameter) may apply modifiers to what it returns.

/// A helper outside any view or actor, as app code writes them.
func badge(_ count: Int) -> some View {
  Text("\(count)").font(.caption2).foregroundColor(.white).padding(.horizontal, 6).padding(.vertical, 2)
    .background(Capsule().fill(.red))
}

@Test @MainActor func aBindingStageClosureMayModifyItsView() throws {
  let stage = Stage(name: "bound-modified", width: 300, height: 60, initial: false) { $on in
    Toggle("Wi-Fi", isOn: $on).padding(.horizontal, 16).background(Color(.systemGroupedBackground))
  }
  let frames = try stage.play([.hold(0.1), .set(true, animation: nil)]).frames
  #expect(frames.count >= 2)
  let leaves = try stage.layout()
  #expect(abs((try #require(leaves.first { $0.text == "Wi-Fi" })).frame.minX - 16) < 0.5)
}

@Test @MainActor func aHelperOutsideAnyActorBuildsItsView() throws {
  let leaves = try Stage(name: "badge", width: 60, height: 40) { badge(3) }.layout()
  let capsule = try #require(leaves.first { $0.kind == "shape" }).frame
  let text = try #require(leaves.first { $0.text == "3" }).frame
  #expect(abs(capsule.width - (text.width + 12)) < 0.5 && abs(capsule.height - (text.height + 4)) < 0.5)
}

/// `Text` and its own modifiers are nonisolated, as SwiftUI's are: a text styled by a helper
/// outside any actor, concatenated and kept in a global, needs no main actor.
func sectionHeader(_ title: String, count: Int) -> Text {
  Text(title).font(.footnote).fontWeight(.semibold).foregroundColor(.secondary) + Text(" \(count)").italic()
}

let emptyStateMessage: Text = Text("Nothing here yet").font(.title3).kerning(0.5)

@Test @MainActor func textsMadeOutsideAnyActorDraw() throws {
  let leaves = try Stage(name: "texts-outside", width: 240, height: 80) {
    VStack {
      sectionHeader("Recent", count: 4); emptyStateMessage
    }
  }.layout()
  #expect(leaves.compactMap(\.text) == ["Recent 4", "Nothing here yet"])
  // The count has no font of its own: it is in the body font, larger, and so the text's.
  #expect(leaves.first?.font?.isItalic == true && leaves.first?.textOptions?.spans.first?.font.isItalic == false, "the count in italics")
}

// SwiftUI's own views are nonisolated structs (Apple's documentation declares `nonisolated
// struct HStack`, `Label`, `Button`, `TabView`…, each with `nonisolated init`): helpers outside
// any view build them, as app code does.
func tabItemLabel(_ title: String, _ symbol: String, selected: Bool) -> some View {
  VStack(spacing: 2) {
    Image(systemName: symbol)
    Text(title).font(.caption2)
  }
  .foregroundStyle(selected ? Color.blue : Color.gray)
  .frame(maxWidth: .infinity)
}

func iconButton(_ symbol: String, action: @escaping @MainActor () -> Void) -> some View {
  Button(action: action) { Label(symbol, systemImage: symbol).labelStyle(.iconOnly) }.buttonStyle(.plain)
}

func settingsRows() -> some View {
  List {
    Section("General") {
      Toggle("Wi-Fi", isOn: .constant(true))
      LabeledContent("Version", value: "2.1")
      NavigationLink("About") { Text("About") }
    }
  }
}

func emptyInbox() -> some View {
  ScrollView { LazyVStack { ContentUnavailableView("No Mail", systemImage: "tray") } }
}

@Test @MainActor func viewsMadeOutsideAnyActorLayOut() throws {
  let stage = Stage(name: "views-outside", width: 390, height: 420) {
    VStack(spacing: 0) {
      HStack {
        tabItemLabel("Home", "house", selected: true); tabItemLabel("Search", "magnifyingglass", selected: false)
      }
      iconButton("plus") {}
      GeometryReader { _ in settingsRows() }.frame(height: 200)
      emptyInbox()
    }
  }
  let texts = try stage.layout().compactMap(\.text)
  for expected in ["Home", "Search", "Wi-Fi", "Version", "2.1", "About", "No Mail"] {
    #expect(texts.contains(expected), "\(expected) in \(texts)")
  }
}
