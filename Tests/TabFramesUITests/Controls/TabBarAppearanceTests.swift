import Foundation
import TabFramesDisplayList
import TabFramesSceneFormat
import Testing

@testable import TabFrames

// UIKit's tab bar appearance proxy restyles a TabView's bar, as on a device. Each test sets the
// process's proxy, renders and puts it back in one main-actor turn, so no other test sees it.

private struct Tabs: View {
  var body: some View {
    TabView {
      Text("Home").tabItem { Label("Home", systemImage: "house") }.toolbarBackground(.visible, for: .tabBar)
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
  }
}

@MainActor private func bar() throws -> [Element] {
  try Stage(name: "tabs", width: 390, height: 300) { Tabs() }.displayList().elements
}

private func element(_ elements: [Element], _ text: String) -> Element? {
  elements.first { if case .text(let r) = $0.content { r.string == text } else { false } }
}

@Test @MainActor func theAppearanceProxyColoursTheItems() throws {
  defer { UITabBar.resetAppearance() }
  UITabBar.appearance().unselectedItemTintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  UITabBar.appearance().tintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
  let elements = try bar()
  let search = try #require(element(elements, "Search"))
  let home = try #require(elements.last { if case .text(let r) = $0.content { r.string == "Home" } else { false } })
  #expect(search.color == RGBA(1, 0, 0, 1), "unselected: \(search.color)")
  #expect(home.color == RGBA(0, 0.5, 0, 1), "selected: \(home.color)")
}

@Test @MainActor func aTabBarAppearanceSetsTheBackgroundAndHairline() throws {
  defer { UITabBar.resetAppearance() }
  let appearance = UITabBarAppearance()
  appearance.configureWithOpaqueBackground()
  appearance.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
  appearance.shadowColor = nil
  appearance.stackedLayoutAppearance.normal.iconColor = UIColor(white: 0.5, alpha: 1)
  appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor(white: 0.5, alpha: 1)]
  UITabBar.appearance().standardAppearance = appearance
  UITabBar.appearance().scrollEdgeAppearance = appearance
  let elements = try bar()
  let background = try #require(elements.first { $0.id == "tabBar.background" })
  #expect(background.color == RGBA(0, 0, 0, 1))
  #expect(!elements.contains { $0.id == "tabBar.hairline" }, "no shadow colour, no hairline")
  #expect(element(elements, "Search")?.color == RGBA(0.5, 0.5, 0.5, 1))
}

/// With nothing set, the bar is as it always was.
@Test @MainActor func withNothingSetTheBarIsTheStandardOne() throws {
  let elements = try bar()
  #expect(elements.contains { $0.id == "tabBar.hairline" })
  #expect(element(elements, "Search")?.color != RGBA(1, 0, 0, 1))
}

/// The dark bar's hairline is seen, as a device draws it (issue 31 item 5): the dark separator
/// colour over the dark material, lighter than the bar, where black at 16 % was not.
@Test @MainActor func theDarkBarsHairlineIsSeen() throws {
  let elements = try Stage(name: "tabs", width: 390, height: 300, appearance: .dark) { Tabs() }.displayList().elements
  let hairline = try #require(elements.first { $0.id == "tabBar.hairline" })
  let background = try #require(elements.first { $0.id == "tabBar.background" })
  // Each composited over black, as the bar's bottom edge and its top hairline are seen.
  func grey(_ c: RGBA) -> Double { (c.r + c.g + c.b) / 3 * c.a }
  #expect(grey(hairline.color) - grey(background.color) > 0.1, "hairline \(hairline.color) over bar \(background.color)")
}

/// `UITabBar.appearance().isHidden = true`, set in a view's `init` as apps with a bar of their own
/// do, hides the system bar: no bar is drawn and the selected tab takes the whole view.
@Test @MainActor func theProxyHidesTheBarWhenItIsHidden() throws {
  defer { UITabBar.resetAppearance() }
  struct OwnBar: View {
    init() { UITabBar.appearance().isHidden = true }
    var body: some View {
      TabView {
        Color.blue.tabItem { Label("Home", systemImage: "house") }
        Color.red.tabItem { Label("Search", systemImage: "magnifyingglass") }
      }
    }
  }
  let stage = Stage(name: "own-bar", width: 390, height: 300) { OwnBar() }
  let elements = try stage.displayList().elements
  #expect(!elements.contains { $0.id.hasPrefix("tabBar") })
  #expect(element(elements, "Search") == nil)
  let page = try #require(try stage.layout().first { $0.kind == "color" })
  #expect(page.frame == CGRect(x: 0, y: 0, width: 390, height: 300))
}

/// A preview starts from UIKit's appearance as a fresh process has it: a proxy one preview's view
/// set (here, left hidden by a preview before) does not reach the next, so a preview draws the
/// same rendered alone (a filter, a shard) as after the others; its own views' settings hold.
@Test @MainActor func aPreviewStartsFromUIKitsOwnAppearance() throws {
  defer { UITabBar.resetAppearance() }
  struct OwnBar: View {
    init() { UITabBar.appearance().isHidden = true }
    var body: some View { Tabs() }
  }
  func drawsTheBar(_ content: @escaping @MainActor () -> some View) throws -> Bool {
    let stage = Stage.stage(
      name: "preview", layout: .device, device: CGSize(width: 390, height: 300), scale: 1, appearance: .light, era: .ios17,
      file: "Previews.swift:1", content: content)
    return try stage.displayList().elements.contains { $0.id.hasPrefix("tabBar") }
  }
  UITabBar.appearance().isHidden = true  // as the preview before left it
  #expect(try drawsTheBar { Tabs() }, "the bar is drawn: the proxy is UIKit's own again")
  #expect(try !drawsTheBar { OwnBar() }, "a preview's own view still hides it")
  #expect(try drawsTheBar { Tabs() }, "and the next preview draws it again")
}

/// The bar at rest (nothing under it, no `toolbarBackground`), as UIKit draws it at the scroll
/// edge.
@MainActor private func barAtRest() throws -> [Element] {
  try Stage(name: "tabs", width: 390, height: 300) {
    TabView {
      Text("Home").tabItem { Label("Home", systemImage: "house") }
      Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
    }
  }.displayList().elements
}

/// The common branded bar: one opaque appearance for both looks. At the scroll edge its
/// background and its hairline are drawn, as on a device; the hairline was left out.
@Test @MainActor func anOpaqueScrollEdgeAppearanceDrawsItsBackgroundAndHairline() throws {
  #expect(try !barAtRest().contains { $0.id.hasPrefix("tabBar.scrollEdge") }, "UIKit's own: nothing at rest")
  defer { UITabBar.resetAppearance() }
  let appearance = UITabBarAppearance()
  appearance.configureWithOpaqueBackground()
  UITabBar.appearance().standardAppearance = appearance
  UITabBar.appearance().scrollEdgeAppearance = appearance
  let elements = try barAtRest()
  #expect(elements.first { $0.id == "tabBar.scrollEdgeBackground" }?.color == RGBA(1, 1, 1, 1))
  let hairline = try #require(elements.first { $0.id == "tabBar.scrollEdgeHairline" })
  #expect(hairline.color == RGBA(0, 0, 0, 0x4C / 255), "the standard hairline: \(hairline.color)")
  #expect(!elements.contains { $0.id == "tabBar.background" || $0.id == "tabBar.hairline" }, "one look at a time")
}

/// `scrollEdgeAppearance = UITabBarAppearance()` (the iOS 14 look, kept by many apps): the
/// default appearance, the material and hairline, at the scroll edge too. It drew nothing.
@Test @MainActor func aDefaultScrollEdgeAppearanceDrawsTheMaterialAtRest() throws {
  defer { UITabBar.resetAppearance() }
  UITabBar.appearance().scrollEdgeAppearance = UITabBarAppearance()
  let elements = try barAtRest()
  let background = try #require(elements.first { $0.id == "tabBar.scrollEdgeBackground" })
  #expect(background.color == RGBA(0xF9 / 255, 0xF9 / 255, 0xF9 / 255, 0.94), "\(background.color)")
  #expect(elements.contains { $0.id == "tabBar.scrollEdgeHairline" })
}

/// A background colour set on an appearance without a `configureWith…` call (over the default
/// material) is drawn: it was ignored, and a transparent one keeps no hairline when told.
@Test @MainActor func aBackgroundColourSetWithoutConfiguringIsDrawn() throws {
  defer { UITabBar.resetAppearance() }
  let appearance = UITabBarAppearance()
  appearance.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  appearance.shadowColor = nil
  UITabBar.appearance().standardAppearance = appearance
  let elements = try bar()
  #expect(elements.first { $0.id == "tabBar.background" }?.color == RGBA(1, 0, 0, 1))
  #expect(!elements.contains { $0.id == "tabBar.hairline" })
}
