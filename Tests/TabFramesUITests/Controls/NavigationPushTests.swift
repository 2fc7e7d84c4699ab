import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesScene
import Testing

@testable import TabFrames

// Pushing on a navigation stack: a path given with values on it, a link's tap, a presented
// destination, each shows the top screen with a back button titled with the screen under it;
// the back button pops. Before, a stage showed the root whatever was pushed.

/// What a frame shows: its texts and symbols that are not transparent (the screens under the top
/// one are there, hidden, so that a pop can bring them back).
private func texts(_ frame: Frame) -> [String] {
  frame.displayList.elements.compactMap {
    guard $0.opacity > 0.01, case .text(let r) = $0.content else { return nil }
    return r.string
  }
}

/// The texts a layout shows (not the hidden screens under the top one).
private func shown(_ leaves: [Stage.Leaf]) -> [String] { leaves.filter { $0.opacity > 0.01 }.compactMap(\.text) }

private func x(_ frame: Frame, _ text: String) -> Double? {
  frame.displayList.elements.first { if case .text(let r) = $0.content { r.string == text } else { false } }?.frame.x
}

private struct Items: View {
  @State var path: [Int]
  var body: some View {
    NavigationStack(path: $path) {
      List(1..<4, id: \.self) { n in
        NavigationLink("Item \(n)", value: n)
      }
      .navigationTitle("Items")
      .navigationDestination(for: Int.self) { n in
        Text("Detail \(n)")
          .navigationTitle("Item \(n)")
          .navigationBarTitleDisplayMode(.inline)
      }
    }
  }
}

@Test @MainActor func aStackShowsTheTopOfItsPathWithABackButton() throws {
  let leaves = try Stage(name: "items", width: 390, height: 600) { Items(path: [7]) }.layout()
  let texts = shown(leaves)
  #expect(texts.contains("Detail 7") && texts.contains("Item 7"), "the destination of 7, its inline title: \(texts)")
  #expect(texts.contains("Items") && texts.contains("chevron.left"), "the back button says where it goes")
  #expect(!texts.contains("Item 1"), "the root's rows are under it, not shown")
  let back = try #require(leaves.first { $0.text == "chevron.left" })
  #expect(back.frame.minX < 16, "the back chevron sits 8 pt from the edge: \(back.frame)")
  // Nothing pushed: the root, as before.
  let root = shown(try Stage(name: "items", width: 390, height: 600) { Items(path: []) }.layout())
  #expect(root.contains("Item 1") && !root.contains("chevron.left"))
}

@Test @MainActor func aLinksTapPushesItsValueAndTheBackButtonPops() throws {
  let stage = Stage(name: "items", width: 390, height: 600) { Items(path: []) }
  let frames = try stage.play([.tap("Item 2"), .hold(0.5), .tap("Items")]).frames
  let seen = frames.map(texts)
  let pushedAt = try #require(seen.firstIndex { $0.contains("Detail 2") }, "the tap pushed the destination")
  // It comes in from the trailing edge over several frames, then rests at the leading margin.
  let xs = frames[pushedAt...].prefix { texts($0).contains("Detail 2") }.compactMap { x($0, "Detail 2") }
  let rest = try #require(xs.min())
  #expect(xs.first.map { $0 > rest + 100 } == true, "starts off to the right: \(xs.prefix(4))")
  #expect(xs.contains { $0 > rest + 1 && $0 < (xs.first ?? 0) - 1 }, "and slides: \(xs)")
  // The back button pops: the root's rows come back, the destination goes.
  let end = try #require(seen.last)
  #expect(end.contains("Item 2") && !end.contains("Detail 2"), "\(end)")
}

@Test @MainActor func aLinksDestinationViewIsPushedAndTakesTheLargeTitleOfTheRoot() throws {
  struct Settings: View {
    var body: some View {
      NavigationView {
        List {
          NavigationLink("General") { Text("About").navigationTitle("General") }
          NavigationLink(destination: Text("Sounds")) { Label("Sounds", systemImage: "speaker.wave.2") }
        }
        .navigationTitle("Settings")
      }
    }
  }
  let stage = Stage(name: "settings", width: 390, height: 600) { Settings() }
  let end = try #require(try stage.play([.tap("General")]).frames.last)
  #expect(texts(end).contains("About") && texts(end).contains("Settings"), "pushed, the back button titled Settings")
  // Its mode is automatic: large, as the root's is, under the bar.
  let title = try #require(end.displayList.elements.first { if case .text(let r) = $0.content { r.string == "General" } else { false } })
  #expect(title.frame.y > 44, "a large title under the bar: \(title.frame)")
}

@Test @MainActor func aPresentedDestinationIsPushedWhileItsBindingIsTrue() throws {
  struct Flow: View {
    @State var showing: Bool
    var body: some View {
      NavigationStack {
        Button("Next") { showing = true }
          .navigationDestination(isPresented: $showing) { Text("Step 2").navigationBarBackButtonHidden(false) }
      }
    }
  }
  let presented = shown(try Stage(name: "flow", width: 390, height: 500) { Flow(showing: true) }.layout())
  #expect(presented.contains("Step 2") && presented.contains("Back") && !presented.contains("Next"), "untitled root: Back: \(presented)")
  let stage = Stage(name: "flow", width: 390, height: 500) { Flow(showing: false) }
  let frames = try stage.play([.tap("Next"), .hold(0.5), .tap("Back")]).frames
  #expect(frames.contains { texts($0).contains("Step 2") }, "pushed on the tap")
  #expect(try #require(frames.last.map(texts)).contains("Next"), "popped: the binding is false again")
}

@Test @MainActor func aScreenCanHideItsBackButton() throws {
  let leaves = try Stage(name: "hidden", width: 390, height: 500) {
    NavigationStack(path: .constant(["a"])) {
      Text("Root").navigationTitle("Root")
        .navigationDestination(for: String.self) { Text("Leaf \($0)").navigationBarBackButtonHidden() }
    }
  }.layout()
  #expect(shown(leaves).contains("Leaf a") && !shown(leaves).contains("chevron.left"))
}

/// A pushed screen that hides the tab bar (`toolbar(.hidden, for: .tabBar)`, a detail screen's
/// common idiom) takes the whole height; popped, the bar is back.
@Test @MainActor func aPushedScreenCanHideTheTabBar() throws {
  struct Tabs: View {
    @State var path: [String]
    var body: some View {
      TabView {
        NavigationStack(path: $path) {
          Text("Home").navigationTitle("Home")
            .navigationDestination(for: String.self) { name in
              List { Text("Row of \(name)") }.navigationTitle(name).toolbar(.hidden, for: .tabBar)
            }
        }
        .tabItem { Label("Home", systemImage: "house") }
        Text("Other").tabItem { Label("Other", systemImage: "star") }
      }
    }
  }
  let pushed = shown(try Stage(name: "tabs", width: 390, height: 600) { Tabs(path: ["Player"]) }.layout())
  #expect(pushed.contains("Row of Player") && !pushed.contains("Other"), "no tab bar under the pushed screen: \(pushed)")
  let root = shown(try Stage(name: "tabs", width: 390, height: 600) { Tabs(path: []) }.layout())
  #expect(root.contains("Home") && root.contains("Other"))
}
