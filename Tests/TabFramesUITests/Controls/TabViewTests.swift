import Foundation
import TabFramesDisplayList
import Testing

@testable import TabFrames

/// SwiftUI's `TabView` as an iPhone draws it in portrait (docs/research/tabview-metrics.md).
private struct Tabs: View {
  @Binding var selection: Int
  let barVisible: Bool
  var body: some View {
    TabView(selection: $selection) {
      screen("Home screen").tabItem { Label("Home", systemImage: "house") }.tag(0)
      screen("Search screen").tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(1)
      screen("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }.tag(2).badge(3)
      screen("Settings screen").tabItem { Label("Settings", systemImage: "gearshape") }.tag(3).badge(0)
    }
    // On the tab view itself the preference reaches no bar, as in SwiftUI (it flows up).
    .toolbarBackground(.visible, for: .tabBar)
  }
  /// A tab's content: it asks for the bar's background (a preference that flows up to the bar).
  private func screen(_ title: String) -> some View {
    Text(title).toolbarBackground(barVisible ? .visible : .automatic, for: .tabBar)
  }
}

@MainActor
private func texts(_ list: DisplayList) -> [String: Element] {
  var out: [String: Element] = [:]
  for e in list.elements { if case .text(let run) = e.content { out[run.string] = e } }
  return out
}

@MainActor
private func symbols(_ list: DisplayList) -> [(name: String, element: Element)] {
  list.elements.compactMap { e in
    if case .symbol(let name, _) = e.content, name != "shape" { (name, e) } else { nil }
  }
}

@Test @MainActor func aTabViewShowsTheSelectedTabAboveABarOfEqualColumns() throws {
  let stage = Stage(name: "tabs", width: 390, height: 200, initial: 0) { selection in
    Tabs(selection: selection, barVisible: true)
  }
  let frames = try stage.play([.hold(0.05), .tap("Inbox")]).frames
  let before = texts(frames[0].displayList)
  // Only the selected tab's content, in the area above the 49 pt bar.
  #expect(before["Home screen"] != nil && before["Search screen"] == nil)
  let home = try #require(before["Home screen"]).frame
  #expect(abs((home.y + home.height / 2) - (200 - 49) / 2) < 0.5)
  // Captions: 10 pt in equal columns 2 pt from the edges and 4 pt apart; with no home-indicator
  // area below the bar, flush with its bottom (the line 34.33 pt into each item, as a bar with
  // none lays it out; 29.33 pt, the Face ID iPhones' place, was 5 pt too high).
  let width = (390.0 - 4 - 3 * 4) / 4
  for (i, title) in ["Home", "Search", "Inbox", "Settings"].enumerated() {
    let caption = try #require(before[title]).frame
    let centre = 2 + Double(i) * (width + 4) + width / 2
    #expect(abs(caption.x + caption.width / 2 - centre) < 0.5, "\(title) centred in its column")
    #expect(abs(caption.y + caption.height / 2 - (151 + 1 + 34.33 + 13.33 / 2)) < 0.5)
  }
  // Symbols take the fill variant (iOS 15+), selected or not; the selected item is in the tint,
  // the others UIKit's unselected gray (#929292; #999999, a reimplementation's, was lighter).
  let icons = symbols(frames[0].displayList)
  #expect(icons.map(\.name).contains("house.fill"), "\(icons.map(\.name))")
  let homeIcon = try #require(icons.first { $0.name.hasPrefix("house") }).element
  let searchIcon = try #require(icons.first { $0.name.hasPrefix("magnifyingglass") }).element
  #expect(homeIcon.color != searchIcon.color)
  #expect(abs(searchIcon.color.r - 0x92 / 255.0) < 0.002 && searchIcon.color.r == searchIcon.color.b)
  // The badge: "3" in white on a red capsule at least 18 pt tall, its leading edge 6 pt right of
  // the column's centre; `.badge(0)` shows none.
  let badge = try #require(before["3"])
  #expect(before["0"] == nil)
  let capsule = try #require(
    frames[0].displayList.elements.first { $0.content == .rect && $0.frame.height == 18 && $0.cornerRadius == 9 })
  #expect(abs(capsule.frame.x - (2 + 2 * (width + 4) + width / 2 + 6)) < 0.5)
  #expect(abs(capsule.frame.y - (151 + 1 + 4)) < 0.5)
  #expect(badge.frame.x > capsule.frame.x && badge.frame.x + badge.frame.width < capsule.frame.x + capsule.frame.width)
  // The material and its hairline, asked for with toolbarBackground(.visible, for: .tabBar).
  #expect(frames[0].displayList.elements.contains { $0.frame.y == 151 && $0.frame.height == 49 && $0.frame.width == 390 })
  // A tap on an item selects its tab through the binding.
  let lastList = try #require(frames.last).displayList
  let after = texts(lastList)
  #expect(after["Inbox screen"] != nil && after["Home screen"] == nil)
  let inboxIcon = try #require(symbols(lastList).first { $0.name.hasPrefix("tray") }).element
  #expect(inboxIcon.color == homeIcon.color, "the selected item takes the tint")
}

@Test @MainActor func aTabViewBarIsTransparentUnlessAskedAndWorksWithoutABinding() throws {
  struct Unbound: View {
    var body: some View {
      TabView {
        Color.green.tabItem {
          Image(systemName: "star"); Text("Favourites")
        }
        Color.blue.tabItem { Label("Recents", systemImage: "clock") }
      }
    }
  }
  let stage = Stage(name: "unbound", width: 390, height: 200) { Unbound() }
  let frames = try stage.play([.hold(0.05), .tap("Recents")]).frames
  // iOS 15+: over content that does not scroll under it, the bar has no material or hairline.
  #expect(!frames[0].displayList.elements.contains { $0.frame.height == 49 && $0.frame.width == 390 })
  // Without a binding the first tab shows until another is tapped.
  func fill(_ list: DisplayList) -> Element? { list.elements.first { $0.frame.height == 151 && $0.frame.width == 390 } }
  let first = try #require(fill(frames[0].displayList))
  let lastList = try #require(frames.last).displayList
  let last = try #require(fill(lastList))
  #expect(first.color != last.color)
  #expect(symbols(frames[0].displayList).map(\.name).contains("star.fill"))
}

/// iOS 18's `toolbarBackgroundVisibility(_:for:)` is `toolbarBackground(_:for:)` with a
/// visibility: `.visible` inside a tab shows the bar's material and hairline over content that
/// does not scroll under it.
@Test @MainActor func toolbarBackgroundVisibilityShowsTheTabBarsMaterial() throws {
  func bar(_ visibility: Visibility) throws -> Bool {
    let list = try Stage(name: "visibility", width: 390, height: 200) {
      TabView {
        Color.green.tabItem { Label("Home", systemImage: "house") }.toolbarBackgroundVisibility(visibility, for: .tabBar)
        Color.blue.tabItem { Label("Recents", systemImage: "clock") }
      }
    }.displayList()
    return list.elements.contains { $0.frame.height == 49 && $0.frame.width == 390 }
  }
  #expect(try bar(.visible))
  #expect(try !bar(.automatic))
}

@Test @MainActor func iOS18TabsDescribeTheirItemsAndValues() throws {
  enum Mailbox: Hashable { case received, sent }
  struct Mail: View {
    @State private var box = Mailbox.sent
    var body: some View {
      TabView(selection: $box) {
        Tab("Received", systemImage: "tray.and.arrow.down", value: .received) { Text("Received mail") }.badge(2)
        Tab("Sent", systemImage: "tray.and.arrow.up", value: .sent) { Text("Sent mail") }
      }
    }
  }
  let frames = try Stage(name: "mail", width: 390, height: 200) { Mail() }.play([.hold(0.05), .tap("Received")]).frames
  #expect(texts(frames[0].displayList)["Sent mail"] != nil, "the value selects the tab")
  #expect(texts(frames[0].displayList)["2"] != nil, "a Tab's badge")
  let lastList = try #require(frames.last).displayList
  #expect(texts(lastList)["Received mail"] != nil && texts(lastList)["Sent mail"] == nil)
  // Tabs without values, in a tab view without a selection.
  struct Plain: View {
    var body: some View {
      TabView {
        Tab("Favourites", systemImage: "star") { Text("Stars") }
        Tab("Recents", systemImage: "clock") { Text("Clocks") }
      }
    }
  }
  let plain = try Stage(name: "plain", width: 390, height: 200) { Plain() }.play([.hold(0.05), .tap("Recents")]).frames
  #expect(texts(plain[0].displayList)["Stars"] != nil)
  let plainLast = try #require(plain.last).displayList
  #expect(texts(plainLast)["Clocks"] != nil && texts(plainLast)["Stars"] == nil)
}

@Test @MainActor func tabsFromAForEachAreTaggedWithTheirIDsAndTheOuterBackgroundReachesNoBar() throws {
  struct Listed: View {
    @State private var selection = "b"
    var body: some View {
      TabView(selection: $selection) {
        ForEach(["a", "b", "c"], id: \.self) { name in
          Text("Screen \(name)").tabItem { Label(name.uppercased(), systemImage: "circle") }
        }
      }
      .toolbarBackground(.visible, for: .tabBar)
    }
  }
  let frames = try Stage(name: "listed", width: 390, height: 200) { Listed() }.play([.hold(0.05), .tap("C")]).frames
  #expect(texts(frames[0].displayList)["Screen b"] != nil, "the ForEach id is the tag")
  #expect(!frames[0].displayList.elements.contains { $0.frame.height == 49 && $0.frame.width == 390 })
  let lastList = try #require(frames.last).displayList
  #expect(texts(lastList)["Screen c"] != nil)
}

/// `toolbar(.hidden, for: .tabBar)` in a tab — how a custom tab bar drawn over a TabView hides
/// the system one — draws no bar while that tab is selected, and its content takes the whole
/// view; iOS 18's `toolbarVisibility(_:for:)` is the same; a tab without it keeps the bar.
@Test @MainActor func aTabThatHidesTheTabBarTakesTheWholeView() throws {
  struct Hiding: View {
    @Binding var selection: Int
    var body: some View {
      ZStack(alignment: .bottom) {
        TabView(selection: $selection) {
          Color.blue.toolbar(.hidden, for: .tabBar).tabItem { Label("Home", systemImage: "house") }.tag(0)
          Color.green.toolbarVisibility(.hidden, for: .tabBar).tabItem { Label("Feed", systemImage: "list.bullet") }.tag(1)
          Color.red.tabItem { Label("Shown", systemImage: "gearshape") }.tag(2)
        }
        Button("Next") { selection = (selection + 1) % 3 }.padding()
      }
    }
  }
  let stage = Stage(name: "hidden-bar", width: 390, height: 300, initial: 0) { selection in Hiding(selection: selection) }
  let frames = try stage.play([.hold(0.05), .tap("Next"), .hold(0.05), .tap("Next"), .hold(0.05)]).frames
  func fill(_ list: DisplayList) -> Element? {
    list.elements.first { if case .rect = $0.content { $0.frame.width == 390 && $0.frame.y == 0 } else { false } }
  }
  for (k, time) in [0.02, 0.08].enumerated() {
    let list = try #require(frames.first { $0.time >= time }).displayList
    #expect(texts(list)["Home"] == nil && texts(list)["Feed"] == nil, "tab \(k): no bar")
    #expect(
      abs((fill(list)?.frame.height ?? 0) - 300) < 0.01, "tab \(k): its content fills the view: \(String(describing: fill(list)?.frame))")
  }
  let shown = try #require(frames.last).displayList
  #expect(texts(shown)["Shown"] != nil, "the third tab keeps the bar")
  #expect(abs((fill(shown)?.frame.height ?? 0) - 251) < 0.01, "above the 49 pt bar")
}
