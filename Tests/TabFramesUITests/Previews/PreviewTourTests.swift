import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// `Stage.tour()`: a preview's tappable views tapped in turn with no timeline written by hand
// (`tabframes previews --tour`).

private struct ThreeTabs: View {
  @State private var selection = 0
  let titles = ["Home", "Search", "Profile"]
  var body: some View {
    VStack {
      Text("Selected \(titles[selection])")
      HStack {
        ForEach(titles.indices, id: \.self) { i in
          Button(titles[i]) { withAnimation { selection = i } }
            .padding(8)
            .background { if selection == i { Capsule().fill(Color.blue.opacity(0.2)) } }
        }
      }
    }
  }
}

private func texts(_ frame: Frame) -> [String] {
  frame.displayList.elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } }
}

/// The buttons are tapped leading to trailing, then the first again; each tap's state shows in
/// the frames that follow it, and the tour ends where it began.
@Test @MainActor func aTourTapsEachButtonInTurn() throws {
  let stage = Stage(name: "tabs", width: 320, height: 120) { ThreeTabs() }
  let tour = try stage.tour()
  let frames = try stage.play(tour).frames
  // Each selection shown, in the order tapped.
  var shown: [String] = []
  for frame in frames {
    guard let label = texts(frame).first(where: { $0.hasPrefix("Selected") }), shown.last != label else { continue }
    shown.append(label)
  }
  #expect(shown == ["Selected Home", "Selected Search", "Selected Profile", "Selected Home"])
  // A hold, then four taps each followed by a hold.
  #expect(tour.count == 9)
}

/// A view with nothing to tap has no tour; a covered button is not tapped through its cover.
@Test @MainActor func aTourPassesOverWhatCannotBeTapped() throws {
  let still = Stage(name: "still", width: 200, height: 80) { Text("Nothing to tap") }
  #expect(try still.tour().isEmpty)
  let covered = Stage(name: "covered", width: 200, height: 80) {
    ZStack {
      Button("Under") {}
      Color.white.frame(width: 200, height: 80).onTapGesture {}
    }
  }
  #expect(try covered.tour().count == 3, "the cover alone: a hold, one tap, a hold")
}

/// A tap that animates nothing (a tab view's switch) is still seen: each state is held.
@Test @MainActor func aTourShowsTabsThatSwitchWithoutAnimation() throws {
  let stage = Stage(name: "tabs", width: 390, height: 844) {
    TabView {
      Text("First screen").tabItem { Label("Home", systemImage: "house") }
      Text("Second screen").tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
  }
  let frames = try stage.play(try stage.tour()).frames
  var shown: [String] = []
  for frame in frames {
    guard let label = texts(frame).first(where: { $0.hasSuffix("screen") }), shown.last != label else { continue }
    shown.append(label)
  }
  #expect(shown == ["First screen", "Second screen", "First screen"])
}
