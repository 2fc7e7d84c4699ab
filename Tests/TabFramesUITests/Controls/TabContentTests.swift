import Foundation
import Testing

@testable import TabFramesUI

/// iOS 18's tab content as an iPhone shows it: `Tab`s by title, by label or by role, a
/// `ForEach` of tabs, a `TabSection` (flat in the bar), badges, `sidebarAdaptable` drawn as the
/// iPhone's bar. Texts measure 10 pt a character.

private enum Section: Hashable { case home, alerts, search }

@MainActor
private func barTexts<V: View>(_ view: V) throws -> [String] {
  try leaves(view, width: 390, height: 300).filter { $0.kind == "text" }.compactMap(\.text)
}

@Test @MainActor func tabsByTitleLabelAndRoleMakeTheBar() throws {
  struct Tabs: View {
    @State var selection = Section.home
    var body: some View {
      TabView(selection: $selection) {
        Tab("Home", systemImage: "house", value: .home) { Text("home screen") }
        Tab(value: .alerts) {
          Text("alerts screen")
        } label: {
          Label("Alerts", systemImage: "bell")
        }
        .badge(3)
        Tab(value: .search, role: .search) { Text("search screen") }
      }
    }
  }
  let texts = try barTexts(Tabs())
  #expect(texts.contains("home screen") && !texts.contains("alerts screen"))
  #expect(texts.contains("Home") && texts.contains("Alerts") && texts.contains("Search") && texts.contains("3"))
}

@Test @MainActor func aForEachOfTabsAndATabSectionBuildFlat() throws {
  struct Tabs: View {
    let names = ["One", "Two", "Three"]
    var body: some View {
      TabView {
        ForEach(names, id: \.self) { name in
          Tab(name, systemImage: "circle") { Text("\(name) screen") }
        }
        TabSection("More") {
          Tab("Four", systemImage: "square") { Text("Four screen") }
        }
        Tab(role: .search) { Text("search") }
      }
      .tabViewStyle(.sidebarAdaptable)
    }
  }
  let texts = try barTexts(Tabs())
  #expect(texts.contains("One screen") && !texts.contains("Two screen"))
  for title in ["One", "Two", "Three", "Four", "Search"] { #expect(texts.contains(title), "\(title) in \(texts)") }
  #expect(!texts.contains("More"), "a section's header shows only in a sidebar")
}

/// `defaultVisibility(.hidden, for: .tabBar)` on a tab or a section leaves those tabs out of an
/// iPhone's bar (they are the sidebar's, which an iPhone does not show), as in Apple's own
/// `sidebarAdaptable` example; the sidebar's visibility alone leaves the bar as it is.
@Test @MainActor func tabsHiddenFromTheTabBarAreLeftOutOfIt() throws {
  struct Tabs: View {
    var body: some View {
      TabView {
        Tab("Home", systemImage: "house") { Text("home screen") }
        Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { Text("radio screen") }
          .defaultVisibility(.hidden, for: .tabBar)
        Tab("New", systemImage: "square.grid.2x2") { Text("new screen") }
          .defaultVisibility(.hidden, for: .sidebar)
        TabSection("Playlists") {
          ForEach(["Chill", "Workout"], id: \.self) { name in
            Tab(name, systemImage: "music.note.list") { Text(name) }
          }
        }
        .defaultVisibility(.hidden, for: .tabBar)
        Tab(role: .search) { Text("search") }
      }
      .tabViewStyle(.sidebarAdaptable)
    }
  }
  let items = try leaves(Tabs(), width: 390, height: 300).filter { $0.kind == "symbol" }.compactMap(\.text)
  #expect(items == ["house", "square.grid.2x2", "magnifyingglass"], "\(items)")
  let texts = try barTexts(Tabs())
  #expect(texts.contains("home screen") && !texts.contains("Radio") && !texts.contains("Chill") && texts.contains("New"))
}

/// The other forms of Apple's `Tab` (found compiling a public floating tab bar unchanged): a tab
/// with no label (`Tab(value:content:)`, which a custom bar drawn over a TabView names itself),
/// one with an asset image's title, with a role beside a label of its own, and with neither value
/// nor label; and `Label(_:image:)`.
@Test @MainActor func tabsWithoutALabelOrWithAnAssetImageBuildTheirTabs() throws {
  struct Custom: View {
    @State var selection = Section.alerts
    var body: some View {
      TabView(selection: $selection) {
        ForEach([Section.home, .alerts], id: \.self) { section in
          Tab(value: section) { Text("\(section) screen").toolbar(.hidden, for: .tabBar) }
        }
      }
    }
  }
  let custom = try barTexts(Custom())
  #expect(custom == ["alerts screen"], "the selected tab's content, with no bar: \(custom)")
  struct Mixed: View {
    var body: some View {
      TabView {
        Tab("Feed", image: "feed-icon") { Text("feed screen") }
        Tab(role: .search) {
          Text("search screen")
        } label: {
          Label("Find", image: "find-icon")
        }
        Tab { Text("untitled screen") }
      }
    }
  }
  let mixed = try barTexts(Mixed())
  #expect(mixed.contains("feed screen") && mixed.contains("Feed") && mixed.contains("Find"), "\(mixed)")
  #expect(!mixed.contains("untitled screen"))
}

/// `UIImage` is `Hashable` (an `NSObject` in UIKit, equal by its image): a model holding one
/// synthesizes `Hashable`, as public tab bars' item types do.
@Test func aModelHoldingAUIImageIsHashable() throws {
  struct Item: Hashable {
    let title: String
    let image: UIImage?
  }
  let a = Item(title: "Home", image: UIImage(systemName: "house"))
  #expect(a == Item(title: "Home", image: UIImage(systemName: "house")))
  #expect(a != Item(title: "Home", image: UIImage(systemName: "house.fill")))
  #expect(Set([a, a]).count == 1)
}

@Test @MainActor func aListWithASelectionAndADateStyle() throws {
  struct Folders: View {
    @State var selected: String?
    var body: some View {
      List(["Inbox", "Sent"], id: \.self, selection: $selected) { Text($0) }
    }
  }
  #expect(try barTexts(Folders()).filter { ["Inbox", "Sent"].contains($0) } == ["Inbox", "Sent"])
  let hour = Date().addingTimeInterval(2 * 3600 + 23 * 60 + 30)
  #expect(try barTexts(Text(hour, style: .relative)).first?.hasPrefix("2 hours, 23 minutes") == true)
  #expect(try barTexts(Text(hour, style: .offset)) == ["+2 hours"])
  #expect(try barTexts(Text(Date(timeIntervalSinceReferenceDate: 0), style: .date)) == ["January 1, 2001"])
}

/// iOS 26's `tabViewBottomAccessory` (a mini player) is drawn over the bar: its content in a
/// capsule of the bar's material just above the bar's items, the tab's content ending above it.
/// It was accepted and drawn nowhere.
@Test @MainActor func aBottomAccessoryIsDrawnAboveTheBar() throws {
  func tabs(accessory: Bool) -> some View {
    TabView {
      Tab("Home", systemImage: "house") { Color.blue }
      Tab("New", systemImage: "square.grid.2x2") { Text("New") }
    }
    .tabViewBottomAccessory(isEnabled: accessory) { Text("Now Playing") }
    .tabBarMinimizeBehavior(.onScrollDown)
  }
  let plain = try leaves(tabs(accessory: false), width: 390, height: 600)
  let with = try leaves(tabs(accessory: true), width: 390, height: 600)
  #expect(!plain.contains { $0.text == "Now Playing" })
  let title = try #require(with.first { $0.text == "Now Playing" }).frame
  let home = try #require(with.first { $0.text == "Home" }).frame
  #expect(title.maxY < home.minY, "above the bar's items: \(title) \(home)")
  let capsule = try #require(with.first { $0.kind == "shape" && abs($0.frame.width - (390 - 32)) < 0.01 }).frame
  #expect(abs(capsule.height - 48) < 0.01 && abs(capsule.midY - title.midY) < 0.5, "\(capsule)")
  let page = try #require(with.first { $0.kind == "color" && $0.frame.width == 390 }).frame
  let plainPage = try #require(plain.first { $0.kind == "color" && $0.frame.width == 390 }).frame
  #expect(abs(plainPage.height - page.height - 56) < 0.01 && page.maxY <= capsule.minY, "\(plainPage) → \(page)")
  #expect(plain.first { $0.text == "Home" }?.frame == home, "the bar stays where it was")
}

/// The accessory's content reads where it is from `\.tabViewBottomAccessoryPlacement`: expanded
/// above the whole bar a stage draws; nil outside an accessory. It did not compile.
@Test @MainActor func aBottomAccessoryReadsItsPlacement() throws {
  struct MiniPlayer: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement
    var body: some View {
      switch placement {
      case .inline: Text("Inline")
      case .expanded: Text("Expanded")
      case nil: Text("Nowhere")
      }
    }
  }
  let tabs = TabView {
    Tab("Home", systemImage: "house") { MiniPlayer() }
  }
  .tabViewBottomAccessory { MiniPlayer() }
  let texts = try leaves(tabs, width: 390, height: 600).compactMap(\.text)
  #expect(texts.contains("Expanded") && texts.contains("Nowhere"), "\(texts)")
}

/// `searchable` written on a tab view is its search tab's: the field is drawn in the navigation
/// stack of `Tab(role: .search)`, as Apple documents ("the search tab implements search"), and
/// in no other tab. It was drawn nowhere.
@Test @MainActor func aTabViewsSearchableIsItsSearchTabs() throws {
  func tabs(_ selected: Int) -> some View {
    TabView(selection: .constant(selected)) {
      Tab("Home", systemImage: "house", value: 0) { NavigationStack { Text("Home page").navigationTitle("Home") } }
      Tab(value: 1, role: .search) { NavigationStack { Text("Results").navigationTitle("Search") } }
    }
    .searchable(text: .constant(""), prompt: "Artists, songs")
  }
  let search = try leaves(tabs(1), width: 390, height: 700).compactMap(\.text)
  #expect(search.contains("Artists, songs"), "\(search)")
  let home = try leaves(tabs(0), width: 390, height: 700).compactMap(\.text)
  #expect(!home.contains("Artists, songs") && home.contains("Home page"), "\(home)")
}
