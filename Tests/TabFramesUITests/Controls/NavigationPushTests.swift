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

/// Apple's `NavigationSplitView` example as an iPhone runs it: the sidebar's list, a tap on a row
/// selects it and pushes the detail (drawn for the new selection), the back button goes back and
/// clears the selection. Rows of a list with a selection did nothing when tapped.
@Test @MainActor func aSplitViewPushesItsDetailWhenARowIsSelected() throws {
  struct Mail: View {
    @State private var selected: String?
    let folders = ["Inbox", "Sent", "Archive"]
    var body: some View {
      NavigationSplitView {
        List(folders, id: \.self, selection: $selected) { Text($0) }
          .navigationTitle("Mail")
      } detail: {
        Text(selected.map { "Messages in \($0)" } ?? "Select a folder")
      }
    }
  }
  let stage = Stage(name: "mail", width: 390, height: 600) { Mail() }
  #expect(shown(try stage.layout()).contains("Inbox"), "the sidebar first")
  let frames = try stage.play([.tap("Sent"), .hold(0.5), .tap("chevron.left")]).frames
  #expect(frames.contains { texts($0).contains("Messages in Sent") && texts($0).contains("Mail") }, "the detail of the row, back to Mail")
  let end = try #require(frames.last.map(texts))
  #expect(end.contains("Inbox") && !end.contains("Messages in Sent"), "back on the sidebar: \(end)")
}

/// A three-column split view: the sidebar's selection pushes the content column, whose own
/// selection (through its links' values) pushes the detail.
@Test @MainActor func aThreeColumnSplitViewPushesContentThenDetail() throws {
  struct Library: View {
    @State private var shelf: String?
    @State private var book: String?
    var body: some View {
      NavigationSplitView {
        List(["Fiction", "History"], id: \.self, selection: $shelf) { Text($0) }
      } content: {
        List(selection: $book) {
          ForEach(["Dune", "Emma"], id: \.self) { NavigationLink($0, value: $0) }
        }
        .navigationTitle(shelf ?? "")
      } detail: {
        Text(book.map { "Reading \($0)" } ?? "No book")
      }
    }
  }
  let frames = try Stage(name: "library", width: 390, height: 600) { Library() }
    .play([.tap("Fiction"), .hold(0.5), .tap("Emma"), .hold(0.5)]).frames
  #expect(frames.contains { texts($0).contains("Dune") }, "the content column, pushed")
  #expect(try #require(frames.last.map(texts)).contains("Reading Emma"), "then the detail")
}

/// A pushed screen's `dismiss` pops it: the custom back button of a screen that hides its own
/// (`navigationBarBackButtonHidden()` and a toolbar button calling `dismiss()`).
@Test @MainActor func dismissInAPushedScreenPopsIt() throws {
  struct Detail: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      Text("Detail")
        .navigationBarBackButtonHidden()
        .toolbar {
          ToolbarItem(placement: .topBarLeading) {
            Button {
              dismiss()
            } label: {
              Image(systemName: "arrow.left")
            }
          }
        }
    }
  }
  let stage = Stage(name: "custom-back", width: 390, height: 500) {
    NavigationStack {
      NavigationLink("Open") { Detail() }.navigationTitle("Home")
    }
  }
  let frames = try stage.play([.tap("Open"), .hold(0.5), .tap("arrow.left")]).frames
  #expect(frames.contains { texts($0).contains("Detail") }, "pushed")
  #expect(try #require(frames.last.map(texts)).contains("Open"), "and popped by dismiss")
}

/// iOS 13's programmatic links (`isActive:`, `tag:selection:`), still common: pushed while their
/// binding holds, pushed by a tap, popped by the back button. They did not compile.
@Test @MainActor func aLegacyProgrammaticLinkPushesWhileItsBindingHolds() throws {
  struct Legacy: View {
    @State var active: Bool
    @State var selection: String?
    var body: some View {
      NavigationView {
        VStack {
          NavigationLink(destination: Text("Signed in"), isActive: $active) { EmptyView() }
          NavigationLink("Profile", destination: Text("Your profile"), tag: "profile", selection: $selection)
          Button("Sign in") { active = true }
        }
        .navigationBarTitle("Welcome")
      }
    }
  }
  let presented = shown(try Stage(name: "legacy", width: 390, height: 500) { Legacy(active: true, selection: nil) }.layout())
  #expect(presented.contains("Signed in") && presented.contains("Welcome") && !presented.contains("Sign in"), "\(presented)")
  let stage = Stage(name: "legacy", width: 390, height: 500) { Legacy(active: false, selection: nil) }
  let frames = try stage.play([.tap("Profile"), .hold(0.5), .tap("chevron.left"), .hold(0.5), .tap("Sign in")]).frames
  #expect(frames.contains { texts($0).contains("Your profile") }, "the tag link pushed on its tap")
  #expect(try #require(frames.last.map(texts)).contains("Signed in"), "the isActive link pushed when its binding was set")
}

/// A `.navigationLink` picker in a form, as Settings' "Language" row: a tap pushes its options
/// under the label as the title, the selected one checked; choosing one goes back with the new
/// value in the row. The row did nothing when tapped.
@Test @MainActor func aNavigationLinkPickerPushesItsOptionsAndChoosingGoesBack() throws {
  struct Settings: View {
    @State private var language = "English"
    var body: some View {
      NavigationStack {
        Form {
          Picker("Language", selection: $language) {
            ForEach(["English", "Français", "Deutsch"], id: \.self) { Text($0) }
          }
          .pickerStyle(.navigationLink)
        }
        .navigationTitle("General")
      }
    }
  }
  let stage = Stage(name: "language", width: 390, height: 600) { Settings() }
  let frames = try stage.play([.tap("Language"), .hold(0.5), .tap("Deutsch"), .hold(0.5)]).frames
  let options = try #require(frames.first { texts($0).contains("Français") && texts($0).contains("General") }, "pushed, back to General")
  #expect(texts(options).contains("Language"), "the options' screen, titled with the label: \(texts(options))")
  let checked = options.displayList.elements.filter {
    if case .symbol(let name, _) = $0.content { name == "checkmark" && $0.opacity > 0 } else { false }
  }
  #expect(checked.count == 1, "the selected option checked")
  let end = try #require(frames.last.map(texts))
  #expect(end.contains("Deutsch") && end.contains("Language") && !end.contains("Français"), "back in the form with the choice: \(end)")
}

/// Tapping the selected tab's item again takes its stack back to the root, as UIKit's tab bar
/// does; tapping another tab keeps what each tab has pushed.
@Test @MainActor func tappingTheSelectedTabAgainPopsItsStackToTheRoot() throws {
  struct Tabs: View {
    var body: some View {
      TabView {
        NavigationStack {
          NavigationLink("Open") { NavigationLink("Deeper") { Text("Deepest") }.navigationTitle("Middle") }
            .navigationTitle("Home")
        }
        .tabItem { Label("Home", systemImage: "house") }
        Text("Elsewhere").tabItem { Label("Other", systemImage: "star") }
      }
    }
  }
  let stage = Stage(name: "tabs", width: 390, height: 600) { Tabs() }
  let frames = try stage.play([
    .tap("Open"), .hold(0.5), .tap("Deeper"), .hold(0.5), .tap("star.fill"), .hold(0.3), .tap("house.fill"), .hold(0.3),
    .tap("house.fill"), .hold(0.6),
  ]).frames
  let back = try #require(frames.lastIndex { texts($0).contains("Elsewhere") }, "the other tab was shown")
  #expect(frames[(back + 1)...].contains { texts($0).contains("Deepest") }, "switching tabs keeps the pushed screens")
  let popped = try #require(frames.last.map(texts))
  #expect(popped.contains("Open") && !popped.contains("Deepest"), "the selected tab again: back to the root: \(popped)")
}
