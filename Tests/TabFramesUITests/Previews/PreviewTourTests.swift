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
  // A hold, then four taps each followed by a hold and what takes away a presentation.
  #expect(tour.count == 13)
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
  #expect(try covered.tour().count == 4, "the cover alone: a hold, one tap, a hold, a dismissal if it presented")
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

private struct PresentingTabs: View {
  @State private var showing = false
  var body: some View {
    TabView {
      Button("Open") { showing = true }.tabItem { Label("Home", systemImage: "house") }
      Text("Second screen").tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
    .sheet(isPresented: $showing) { Text("Sheet content") }
  }
}

/// A tap that presents a sheet (here at full height, over the tab bar) is followed by the
/// sheet's dismissal, as a person touring the app would swipe it away: the taps after it reach
/// the tab bar. Before, they landed on the sheet and the second tab was never shown.
@Test @MainActor func aTourTakesAwayWhatATapPresented() throws {
  let stage = Stage(name: "presenting", width: 390, height: 844) { PresentingTabs() }
  let frames = try stage.play(try stage.tour()).frames
  let sheet = try #require(frames.firstIndex { texts($0).contains("Sheet content") }, "the tap on Open presents the sheet")
  let second = try #require(frames.firstIndex { texts($0).contains("Second screen") }, "the second tab is reached")
  #expect(sheet < second)
  let last = texts(try #require(frames.last))
  #expect(!last.contains("Sheet content"), "the tour ends with the sheet gone")
  // The way back is the first tab: the first point tapped, the Open button, left with its screen.
  #expect(last.contains("Open") && !last.contains("Second screen"), "the tour ends where it began: \(last)")
}

/// A tap that pushed a screen is followed by going back, as a person touring the app would: the
/// next link is then reached too. Before, the tour's later taps landed on the pushed screen.
@Test @MainActor func aTourGoesBackFromWhatATapPushed() throws {
  let stage = Stage(name: "links", width: 390, height: 600) {
    NavigationStack {
      List {
        NavigationLink("First") { Text("First screen") }
        NavigationLink("Second") { Text("Second screen") }
      }
      .navigationTitle("Links")
    }
  }
  let frames = try stage.play(try stage.tour()).frames
  let shown = { (frame: Frame) in
    frame.displayList.elements.filter { $0.opacity > 0.01 }.compactMap { e -> String? in
      if case .text(let run) = e.content { run.string } else { nil }
    }
  }
  let first = try #require(frames.firstIndex { shown($0).contains("First screen") }, "the first link pushed its screen")
  let second = try #require(frames.firstIndex { shown($0).contains("Second screen") }, "the second link is reached after going back")
  #expect(first < second)
  let last = shown(try #require(frames.last))
  #expect(last.contains("First") && !last.contains("First screen") && !last.contains("Second screen"), "back at the root: \(last)")
}
