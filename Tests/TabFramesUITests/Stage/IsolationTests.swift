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
  #expect(leaves.compactMap(\.text) == ["Recent", " 4", "Nothing here yet"])
}
