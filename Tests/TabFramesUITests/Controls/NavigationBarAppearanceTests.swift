import Foundation
import TabFramesDisplayList
import TabFramesSceneFormat
import Testing

@testable import TabFrames

// UIKit's navigation bar appearance proxy restyles a navigation stack's bar, as on a device: the
// branded-bar idiom of apps written before `toolbarBackground`. Each test sets the process's
// proxy, renders and puts it back in one main-actor turn, so no other test sees it.

private struct Orders: View {
  var body: some View {
    NavigationStack {
      List(1..<4) { i in Text("Order \(i)") }
        .navigationTitle("Orders")
        .toolbar { Button("Add") {} }
    }
  }
}

@MainActor private func drawn() throws -> [Element] {
  var stage = Stage(name: "orders", width: 390, height: 400) { Orders() }
  stage.safeAreaInsets = Stage.iPhoneSafeArea
  return try stage.displayList().elements
}

private func text(_ elements: [Element], _ string: String) -> Element? {
  elements.first { if case .text(let r) = $0.content { r.string == string } else { false } }
}

@Test @MainActor func aBrandedNavigationBarIsDrawnInItsColours() throws {
  defer { UINavigationBar.resetAppearance() }
  let appearance = UINavigationBarAppearance()
  appearance.configureWithOpaqueBackground()
  appearance.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  appearance.largeTitleTextAttributes = [.foregroundColor: UIColor(red: 1, green: 1, blue: 0, alpha: 1)]
  appearance.shadowColor = .clear
  UINavigationBar.appearance().standardAppearance = appearance
  UINavigationBar.appearance().scrollEdgeAppearance = appearance
  UINavigationBar.appearance().tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  let elements = try drawn()
  #expect(text(elements, "Orders")?.color == RGBA(1, 1, 0, 1), "the large title in its colour")
  #expect(text(elements, "Add")?.color == RGBA(1, 0, 0, 1), "the bar's buttons in its tint")
  // The background fills the bar and the status bar above it, from the top of the screen to the
  // foot of the large title.
  let title = try #require(text(elements, "Orders"))
  let blue = try #require(elements.first { $0.color == RGBA(0, 0, 1, 1) && $0.frame.width == 390 })
  #expect(blue.frame.y == 0 && blue.frame.y + blue.frame.height >= title.frame.y + title.frame.height, "\(blue.frame)")
  #expect(text(elements, "Order 1").map { $0.frame.y > blue.frame.y + blue.frame.height } == true, "the rows below it")
}

/// A standard appearance alone is the look once content scrolls under the bar: at rest, at the
/// scroll edge, iOS 15+ draws no background, as before; the titles take its colours.
@Test @MainActor func aStandardAppearanceAloneDrawsNoBackgroundAtRest() throws {
  let plain = try drawn()
  defer { UINavigationBar.resetAppearance() }
  let appearance = UINavigationBarAppearance()
  appearance.configureWithOpaqueBackground()
  appearance.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  appearance.largeTitleTextAttributes = [.foregroundColor: UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)]
  UINavigationBar.appearance().standardAppearance = appearance
  let elements = try drawn()
  #expect(!elements.contains { $0.color == RGBA(0, 0, 1, 1) })
  #expect(text(elements, "Orders")?.color == RGBA(0, 0.5, 0, 1))
  #expect(elements.count == plain.count, "nothing added: \(elements.count) against \(plain.count)")
}

/// A bottom toolbar (`ToolbarItemGroup(placement: .bottomBar)`) is the content's safe area: a
/// list's grouped background reaches on under it, as on iOS 15+, where the bar draws no
/// background of its own at the scroll edge; a white band showed there.
@Test @MainActor func aListsBackgroundReachesUnderTheBottomBar() throws {
  var stage = Stage(name: "notes", width: 390, height: 500) {
    NavigationStack {
      List { Text("Note") }
        .navigationTitle("Notes")
        .toolbar {
          ToolbarItemGroup(placement: .bottomBar) {
            Spacer()
            Text("1 Note")
            Spacer()
          }
        }
    }
  }
  stage.safeAreaInsets = Stage.iPhoneSafeArea
  let elements = try stage.displayList().elements
  let count = try #require(text(elements, "1 Note"))
  let grouped = RGBA(242.0 / 255, 242.0 / 255, 247.0 / 255, 1)
  let background = try #require(
    elements.first { $0.color.hexString == grouped.hexString && $0.frame.width == 390 }, "\(elements.map(\.color.hexString))")
  #expect(background.frame.y + background.frame.height >= 500 - 0.5, "to the foot of the screen: \(background.frame)")
  #expect(count.frame.y > background.frame.y)
}

/// iOS 16's way to brand the bar: `toolbarBackground(.visible, for: .navigationBar)` with a style
/// and `toolbarColorScheme(.dark, for: .navigationBar)` draw the style up under the status bar
/// and the title in the dark scheme's colour (white); a style alone shows only once content
/// scrolls under the bar, so at rest nothing is drawn, as on iOS. Both were ignored.
@Test @MainActor func aToolbarBackgroundForTheNavigationBarIsDrawn() throws {
  func drawn(visible: Bool) throws -> [Element] {
    var stage = Stage(name: "inbox", width: 390, height: 400) {
      NavigationStack {
        List(1..<3) { i in Text("Item \(i)") }
          .navigationTitle("Inbox")
          .navigationBarTitleDisplayMode(.inline)
          .toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
          .toolbarBackground(Color(red: 0, green: 0, blue: 1), for: .navigationBar)
          .toolbarColorScheme(.dark, for: .navigationBar)
      }
    }
    stage.safeAreaInsets = Stage.iPhoneSafeArea
    return try stage.displayList().elements
  }
  let shown = try drawn(visible: true)
  let title = try #require(text(shown, "Inbox"))
  #expect(title.color == RGBA(1, 1, 1, 1), "the dark scheme's primary: \(title.color)")
  let bar = try #require(shown.first { $0.color == RGBA(0, 0, 1, 1) && $0.frame.width == 390 })
  #expect(bar.frame.y == 0 && bar.frame.y + bar.frame.height >= title.frame.y + title.frame.height, "\(bar.frame)")
  let atRest = try drawn(visible: false)
  #expect(!atRest.contains { $0.color == RGBA(0, 0, 1, 1) }, "a style alone: no background at the scroll edge")
}

/// A bar the appearance proxy leaves alone, or only tints, is built as it always was: its
/// elements keep their ids (each modifier is a step in an id, and a snapshot's layout dump
/// records them), so an app's recorded references do not change.
@Test @MainActor func aBarNothingRestylesKeepsItsIds() throws {
  func ids() throws -> [String] { try drawn().map(\.id).filter { $0.contains("_NavigationBar") } }
  let plain = try ids()
  #expect(!plain.isEmpty && plain.allSatisfy { !$0.contains("_NavigationBar/content") }, "\(plain)")
  defer { UINavigationBar.resetAppearance() }
  UINavigationBar.appearance().tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  #expect(try ids() == plain)
}

/// `scrollEdgeAppearance = UINavigationBarAppearance()`: UIKit's default appearance, the bar's
/// material and hairline, at rest too. It drew nothing at rest.
@Test @MainActor func aDefaultScrollEdgeAppearanceDrawsTheBarsMaterialAtRest() throws {
  let plain = try drawn()
  defer { UINavigationBar.resetAppearance() }
  UINavigationBar.appearance().scrollEdgeAppearance = UINavigationBarAppearance()
  let elements = try drawn()
  let material = RGBA(0xF9 / 255, 0xF9 / 255, 0xF9 / 255, 0.94)
  #expect(!plain.contains { $0.color == material && $0.frame.y == 0 })
  let background = try #require(elements.first { $0.color == material && $0.frame.y == 0 && $0.frame.width == 390 })
  #expect(elements.contains { $0.color == RGBA(0x3C / 255, 0x3C / 255, 0x43 / 255, 0.29) && $0.frame.height < 1 }, "the hairline")
  #expect(background.frame.height > 96, "under the status bar and the large title: \(background.frame)")
}

/// An inline bar shows its standard background and hairline once content lies under it, as iOS
/// 15+ switches from the scroll-edge look; a chat scrolled to its last message had its title
/// drawn straight over the bubbles. At rest, at the scroll edge, nothing is added.
@Test @MainActor func anInlineBarShowsItsBackgroundOverContentUnderIt() throws {
  func drawn(anchor: UnitPoint) throws -> [Element] {
    var stage = Stage(name: "chat", width: 390, height: 500) {
      NavigationStack {
        ScrollView {
          VStack { ForEach(0..<40, id: \.self) { i in Text("Message \(i)").frame(maxWidth: .infinity, minHeight: 40) } }
        }
        .defaultScrollAnchor(anchor)
        .navigationTitle("Ava")
        .navigationBarTitleDisplayMode(.inline)
      }
    }
    stage.safeAreaInsets = Stage.iPhoneSafeArea
    return try stage.displayList().elements
  }
  let scrolled = try drawn(anchor: .bottom)
  let title = try #require(text(scrolled, "Ava"))
  let bar = try #require(scrolled.first { $0.id.contains("Standard") && $0.frame.width == 390 && $0.frame.y == 0 }, "a background")
  #expect(bar.frame.y + bar.frame.height >= 59 + 44 - 0.01, "up under the status bar, down to the bar's foot: \(bar.frame)")
  let barIndex = try #require(scrolled.firstIndex { $0.id == bar.id })
  let titleIndex = try #require(scrolled.firstIndex { $0.id == title.id })
  #expect(barIndex < titleIndex, "the title over it")
  #expect(scrolled.contains { $0.id.contains("Standard") && $0.frame.height < 1 }, "its hairline")
  let atRest = try drawn(anchor: .top)
  #expect(!atRest.contains { $0.id.contains("Standard") }, "at the scroll edge: nothing")
}
