import Foundation
import TabFrames
import Testing

/// A stage with a device's safe area lays the root out inside it, and what ignores it reaches the
/// canvas's edges (issue 27 item 3): an iPhone 15's 59 pt above and 34 pt below.
@MainActor private func frames(_ view: some View, safe: Bool = true) throws -> [String: CGRect] {
  var stage = Stage(name: "safe", width: 393, height: 852, scale: 1) { view }
  if safe { stage.safeAreaInsets = Stage.iPhoneSafeArea }
  var found: [String: CGRect] = [:]
  for leaf in try stage.layout() where found[leaf.id] == nil { found[leaf.id] = leaf.frame }
  return found
}

@Test @MainActor func theRootIsLaidOutInsideTheSafeArea() throws {
  let view = VStack {
    Text("Top").accessibilityIdentifier("top")
    Spacer()
    Text("Bottom").accessibilityIdentifier("bottom")
  }
  let inside = try frames(view)
  #expect(try #require(inside["top"]).minY >= 59, "\(inside)")
  #expect(try #require(inside["bottom"]).maxY <= 852 - 34 + 0.5, "\(inside)")
  let bare = try frames(view, safe: false)
  #expect(try #require(bare["top"]).minY < 20, "without insets, the whole canvas: \(bare)")
}

@Test @MainActor func whatIgnoresTheSafeAreaReachesTheCanvasEdges() throws {
  // A colour: inside the safe area unless it ignores it.
  let plain = try frames(Color.green.accessibilityIdentifier("green"))
  #expect(plain.values.first { $0.height > 100 } == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
  let ignoring = try frames(Color.green.ignoresSafeArea())
  #expect(ignoring.values.first { $0.height > 100 } == CGRect(x: 0, y: 0, width: 393, height: 852))
  // Only the edges asked for.
  let top = try frames(Color.green.ignoresSafeArea(edges: .top))
  #expect(top.values.first { $0.height > 100 } == CGRect(x: 0, y: 0, width: 393, height: 852 - 34))
  // A style background ignores it by default, behind content that stays inside.
  let screen = VStack {
    Text("Title").accessibilityIdentifier("title")
    Spacer()
  }
  .frame(maxWidth: .infinity)
  .background(.blue)
  let laid = try frames(screen)
  let background = try #require(laid.first { $0.key.contains("background") }?.value)
  #expect(background == CGRect(x: 0, y: 0, width: 393, height: 852), "\(laid)")
  #expect(try #require(laid["title"]).minY >= 59)
  // A view that does not reach the safe area's edge does not grow.
  let small = try frames(Text("Hi").padding().background(.red))
  let red = try #require(small.first { $0.key.contains("background") }?.value)
  #expect(red.height < 60, "\(small)")
}

@Test @MainActor func aTabViewsBarFillsTheHomeIndicatorArea() throws {
  let tabs = TabView {
    // The bar's material shown (inside the tab, where SwiftUI reads it).
    Text("Home screen").accessibilityIdentifier("home").toolbarBackground(.visible, for: .tabBar)
      .tabItem { Label("Home", systemImage: "house") }
    Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }
  }
  let laid = try frames(tabs)
  let caption = try #require(
    laid.first { $0.value.height > 5 && $0.value.height < 20 && $0.key.contains("tabBar") && $0.value.minY > 700 }?.value)
  #expect(caption.maxY <= 852 - 34 + 0.5, "the items sit above the home indicator: \(caption)")
  #expect(caption.maxY > 852 - 34 - 20, "at the bottom of the safe area: \(caption)")
  // Above a home-indicator area the caption's line is 29.33 pt into the item (5 pt higher than on
  // a bar with none), as the Face ID iPhones lay it out.
  #expect(abs(caption.midY - (852 - 34 - 49 + 1 + 29.33 + 13.33 / 2)) < 0.5, "\(caption)")
  let bar = try #require(laid.first { $0.key.contains("tabBar.background") }?.value, "\(laid.keys.sorted())")
  #expect(bar.maxY == 852 && abs(bar.minY - (852 - 34 - 49)) < 0.5, "the bar's background down to the edge: \(bar)")
  // The tab's content in the safe area above the bar.
  let home = try #require(laid["home"])
  #expect(abs(home.midY - (59 + (852 - 34 - 49 - 59) / 2)) < 1, "\(home)")
}

/// iOS 15's rule for the bar's background (`toolbarBackground` left automatic): clear at the
/// scroll edge, where the content ends above the bar; the standard material and hairline while
/// content lies under it (docs/research/tabview-metrics.md) — issue 31 item 5.
@Test @MainActor func aTabBarShowsItsMaterialOnlyWhileContentRunsUnderIt() throws {
  func bar(rows: Int) throws -> Set<String> {
    let view = TabView {
      List(0..<rows, id: \.self) { Text("Row \($0)") }.tabItem { Label("Inbox", systemImage: "tray") }
      Text("Other").tabItem { Label("Other", systemImage: "gear") }
    }
    let stage = Stage(name: "edge", width: 393, height: 600, scale: 1) { view }
    return Set(try stage.layout().map(\.id).filter { $0.hasPrefix("tabBar.") })
  }
  #expect(try bar(rows: 3).isDisjoint(with: ["tabBar.background", "tabBar.hairline"]), "three rows end above the bar: clear")
  #expect(try bar(rows: 40).isSuperset(of: ["tabBar.background", "tabBar.hairline"]), "forty rows run under it: the material")
  // Asked for, the material shows whatever the content; hidden, never.
  let visible = Stage(name: "visible", width: 393, height: 600, scale: 1) {
    TabView { Text("Short").toolbarBackground(.visible, for: .tabBar).tabItem { Label("A", systemImage: "tray") } }
  }
  #expect(try visible.layout().contains { $0.id == "tabBar.background" })
}

/// A navigation screen whose root is a list, titled: the list's grouped background reaches under
/// the bar and up into the safe area, as on a device (it stopped at the bar when the title's
/// modifier wrapped the list).
@Test @MainActor func aTitledListsBackgroundReachesTheTopOfTheScreen() throws {
  var stage = Stage(name: "inbox", width: 393, height: 852, scale: 1) {
    NavigationStack { List(0..<3, id: \.self) { Text("Message \($0)") }.navigationTitle("Inbox") }
  }
  stage.safeAreaInsets = Stage.iPhoneSafeArea
  let list = try stage.displayList()
  let gray = list.elements.filter { $0.frame.width == 393 && $0.frame.minY == 0 && $0.frame.height == 852 }
  #expect(!gray.isEmpty, "a background from the top of the screen to its bottom")
}

/// The tab bar is its content's bottom safe area, as on iOS 15 and later: a background that
/// ignores the safe area — a list's grouped gray, a style background — runs on under the bar to
/// the tab view's bottom, where the bar's scroll-edge look (clear) lets it show, as the Settings
/// and Mail screens look; a view that respects the safe area (a colour as a view) stops at the
/// bar. (Before, every tab's content stopped at the bar's top, which showed white under it.)
@Test @MainActor func aTabsBackgroundRunsOnUnderItsBar() throws {
  func leaves(_ tab: some View) throws -> [Stage.Leaf] {
    try Stage(name: "under-bar", width: 393, height: 600, scale: 1) {
      TabView {
        tab.tabItem { Label("Inbox", systemImage: "tray") }
        Text("Other").tabItem { Label("Other", systemImage: "gear") }
      }
    }.layout()
  }
  let barTop: CGFloat = 600 - 49  // the bar is 49 pt (docs/FIDELITY.md)
  let list = try leaves(List(0..<3, id: \.self) { Text("Row \($0)") })
  #expect(list.contains { $0.kind == "color" && $0.frame.minY == 0 && $0.frame.maxY == 600 }, "the grouped gray reaches the bottom")
  #expect(!list.contains { $0.id == "tabBar.background" }, "the bar is clear over it")
  let styled = try leaves(Text("Styled").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow))
  #expect(styled.contains { $0.kind == "color" && $0.frame.maxY == 600 }, "a style background too")
  let plain = try leaves(Color.yellow)
  #expect(plain.first { $0.kind == "color" }?.frame.maxY == barTop, "a colour as a view stops at the bar")
}

/// The effects applied after `ignoresSafeArea` work on the grown frame, as SwiftUI's geometry of
/// the view is the grown one: a floating bar's `.ignoresSafeArea(edges: .bottom).clipShape(
/// Capsule())` cuts to the capsule of the bar grown to the canvas's bottom (it cut to the bar as
/// placed, slicing its labels through), and its shadow is the grown shape's.
@Test @MainActor func effectsAfterIgnoringTheSafeAreaApplyToTheGrownFrame() throws {
  var stage = Stage(name: "bar", width: 393, height: 852, scale: 1) {
    VStack {
      Spacer()
      HStack { Text("Home").frame(maxWidth: .infinity) }
        .frame(height: 50)
        .background(Color.gray)
        .ignoresSafeArea(edges: .bottom)
        .clipShape(Capsule())
        .shadow(radius: 4)
        .padding(.horizontal)
    }
  }
  stage.safeAreaInsets = Stage.iPhoneSafeArea
  let list = try stage.displayList()
  let fill = try #require(list.elements.first { $0.content == .rect && $0.color.a == 1 && $0.frame.height > 40 })
  let clip = try #require(fill.clip)
  #expect(clip.y == 852 - 34 - 50 && clip.height == 84, "the capsule reaches the canvas's bottom: \(clip)")
  let label = try #require(list.elements.first { if case .text = $0.content { true } else { false } })
  #expect(label.frame.maxY <= clip.y + clip.height, "the label is inside the cut")
  let shadow = try #require(list.elements.first { if case .shadow = $0.content { true } else { false } })
  #expect(shadow.frame.height == 84, "the shadow is the grown capsule's: \(shadow.frame)")
}

/// `safeAreaInset` makes the inset the view's safe area at that edge: a full-screen background
/// that ignores the safe area reaches on under a floating bar and the home indicator to the
/// canvas's bottom, as on a device, while the view's own content stays above the bar. Without a
/// stage safe area the background still reaches under the bar.
@Test @MainActor func whatIgnoresTheSafeAreaReachesUnderASafeAreaInset() throws {
  let screen = ZStack {
    Color.indigo.ignoresSafeArea().accessibilityIdentifier("backdrop")
    Text("Home").accessibilityIdentifier("title")
  }
  .safeAreaInset(edge: .bottom) { Capsule().fill(.white).frame(height: 60).accessibilityIdentifier("bar") }
  let device = try frames(screen)
  let bar = try #require(device["bar"])
  #expect(abs(bar.maxY - (852 - 34)) < 0.5, "the bar sits on the safe area's bottom: \(bar)")
  #expect(device["backdrop"] == CGRect(x: 0, y: 0, width: 393, height: 852), "\(device)")
  #expect(try #require(device["title"]).maxY < bar.minY)
  let bare = try frames(screen, safe: false)
  #expect(bare["backdrop"] == CGRect(x: 0, y: 0, width: 393, height: 852), "\(bare)")
  // At the top edge too, and a background that does not ignore the safe area stops at the inset.
  let header = Color.teal.ignoresSafeArea().accessibilityIdentifier("backdrop")
    .safeAreaInset(edge: .top) { Color.white.frame(height: 40).accessibilityIdentifier("bar") }
  #expect(try frames(header)["backdrop"] == CGRect(x: 0, y: 0, width: 393, height: 852))
  let bounded = Color.teal.accessibilityIdentifier("backdrop")
    .safeAreaInset(edge: .top) { Color.white.frame(height: 40).accessibilityIdentifier("bar") }
  #expect(try frames(bounded)["backdrop"] == CGRect(x: 0, y: 99, width: 393, height: 852 - 99 - 34))
}

/// What a reader's content was given.
@MainActor private final class ReaderInsets { var value = EdgeInsets() }

/// A `GeometryReader`'s `safeAreaInsets` are the stage's safe area as it reaches the reader: a
/// reader filling the safe area reads the 59 and 34 pt a device has above and below (a public
/// floating tab bar pads its bar by `safeAreaInsets.bottom` inside a reader and ignores the safe
/// area below it, so the bar clears the home indicator; it sat on the screen's edge), one in the
/// middle of the screen reads none, and a stage without a safe area reads none.
@Test @MainActor func aGeometryReaderReadsTheSafeAreaItReaches() throws {
  @MainActor func insets(padded: CGFloat, safe: Bool = true) throws -> EdgeInsets {
    let read = ReaderInsets()
    var stage = Stage(name: "reader", width: 393, height: 852, scale: 1) {
      GeometryReader { proxy in
        let _ = read.value = proxy.safeAreaInsets
        Color.clear
      }
      .padding(padded)
    }
    if safe { stage.safeAreaInsets = Stage.iPhoneSafeArea }
    _ = try stage.layout()
    return read.value
  }
  #expect(try insets(padded: 0) == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
  #expect(try insets(padded: 40) == EdgeInsets())
  #expect(try insets(padded: 0, safe: false) == EdgeInsets())
  // `visualEffect`'s proxy reads them as a reader's does.
  let effect = ReaderInsets()
  var stage = Stage(name: "effect", width: 393, height: 852, scale: 1) {
    Color.clear.visualEffect { content, proxy in
      let _ = MainActor.assumeIsolated { effect.value = proxy.safeAreaInsets }
      return content.opacity(1)
    }
  }
  stage.safeAreaInsets = Stage.iPhoneSafeArea
  _ = try stage.layout()
  #expect(effect.value == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), "\(effect.value)")
  // The floating bar: 60 pt tall, padded by the reader's bottom inset, the reader's content
  // ignoring the safe area below — it clears the home indicator.
  let bar = try frames(
    GeometryReader { proxy in
      Capsule().fill(.green).frame(width: 300, height: 60).accessibilityIdentifier("bar")
        .padding(.bottom, proxy.safeAreaInsets.bottom)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        .edgesIgnoringSafeArea(.bottom)
    })["bar"]
  #expect(bar.map { abs($0.maxY - (852 - 34)) < 0.5 } == true, "\(String(describing: bar))")
}

/// A scroll view reaches on through the safe area on its axis's edges, its content inset by as
/// much, as SwiftUI's does: rows rest clear of a `safeAreaInset` bar and of the home indicator,
/// and the rows past them are drawn on under the bar (a floating bar's material shows them), not
/// cut at its top. (Before, a scroll view was cut at its safe area: nothing under the bar.)
@Test @MainActor func aScrollViewsRowsRunOnUnderASafeAreaInset() throws {
  var stage = Stage(name: "floating-bar", width: 393, height: 852, scale: 1) {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<30, id: \.self) { i in Text("Row \(i)").frame(maxWidth: .infinity, minHeight: 50).accessibilityIdentifier("row.\(i)") }
      }
    }
    .safeAreaInset(edge: .bottom) { Capsule().fill(.regularMaterial).frame(height: 64).padding(.horizontal, 24) }
  }
  stage.safeAreaInsets = Stage.iPhoneSafeArea
  let list = try stage.displayList()
  let barTop: CGFloat = 852 - 34 - 64
  let first = try #require(list.elements.first { $0.id.hasPrefix("row.0") })
  #expect(first.frame.y + first.frame.height / 2 == 59 + 25, "the first row rests below the status bar: \(first.frame)")
  // A row laid out under the bar: seen down to the canvas's foot, not cut at the bar's top.
  let under = try #require(list.elements.first { $0.id.hasPrefix("row.14") })
  #expect(under.frame.y > barTop)
  let clip = try #require(under.clip)
  #expect(clip.y + clip.height == 852, "seen through the safe area to the canvas's bottom: \(clip)")
  #expect(clip.y == 0, "and up through the status bar's: \(clip)")
  // A scroll view inside the safe area's middle meets no edge: cut at its own frame.
  let framed = try Stage(name: "framed", width: 393, height: 852, scale: 1) {
    VStack {
      Color.clear.frame(height: 100)
      ScrollView { ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(height: 50) } }.frame(height: 300)
      Color.clear.frame(height: 100)
    }
  }.displayList()
  let inner = try #require(framed.elements.first { if case .text = $0.content { true } else { false } })
  #expect(inner.clip?.height == 300, "\(String(describing: inner.clip))")
}

/// A scroll view's content has no safe area on its axis — the scroll view turns it into an inset
/// of its content — so a background on the first card (a style, which would ignore the safe area)
/// stays with the card below the status bar, not stretched up under it; across the axis the
/// content keeps the safe area as any view does.
@Test @MainActor func aScrollViewsFirstCardKeepsItsBackgroundToItself() throws {
  var stage = Stage(name: "cards", width: 393, height: 852, scale: 1) {
    ScrollView {
      VStack(spacing: 12) {
        ForEach(0..<3, id: \.self) { i in
          Text("Card \(i)").frame(maxWidth: .infinity, minHeight: 80).background(Color.yellow).accessibilityIdentifier("card.\(i)")
        }
      }
    }
  }
  stage.safeAreaInsets = Stage.iPhoneSafeArea
  let list = try stage.displayList()
  let yellow = list.elements.filter { $0.content == .rect && $0.frame.height >= 80 }
  let first = try #require(yellow.min { $0.frame.y < $1.frame.y })
  #expect(first.frame.y == 59 && first.frame.height == 80, "the first card's background is its own: \(first.frame)")
}

/// `safeAreaPadding` adds its insets to the view's safe area: the view is laid out inset by them,
/// as by padding, but a background that ignores the safe area reaches on through them (to the
/// screen's edge where they meet its safe area), and a scroll view fills them. It was padding.
@Test @MainActor func safeAreaPaddingInsetsTheSafeAreaNotTheBackground() throws {
  let screen = ZStack(alignment: .bottom) {
    Color.green.ignoresSafeArea().accessibilityIdentifier("background")
    Text("Bar").accessibilityIdentifier("bar")
  }
  .safeAreaPadding(.bottom, 8)
  let found = try frames(screen)
  #expect(found["background"] == CGRect(x: 0, y: 0, width: 393, height: 852), "\(found)")
  #expect(try #require(found["bar"]).maxY == 852 - 34 - 8, "\(found)")
  // On a view in the middle of the screen, it sizes as padding does, and what ignores the safe
  // area inside grows through the padding only.
  let card = Color.blue.ignoresSafeArea().accessibilityIdentifier("fill")
    .frame(width: 100, height: 50).safeAreaPadding(10).background(Color.red.accessibilityIdentifier("card"))
  let middle = try frames(card)
  let outer = try #require(middle["card"])
  #expect(outer.size == CGSize(width: 120, height: 70), "\(middle)")
  #expect(middle["fill"] == outer, "\(middle)")
  // A carousel: the first card starts inset, and the scroll view reaches the screen's edges.
  let carousel = ScrollView(.horizontal) {
    HStack(spacing: 10) {
      ForEach(0..<4) { i in Color.orange.frame(width: 300, height: 100).accessibilityIdentifier("card\(i)") }
    }
  }
  .safeAreaPadding(.horizontal, 20)
  let cards = try frames(carousel)
  #expect(try #require(cards["card0"]).minX == 20, "\(cards)")
  #expect(try #require(cards["card1"]).minX == 330, "\(cards)")
}

/// A top inset over a list is drawn over the list's background, which reaches on under it: a
/// pinned filter bar above a list's rows was painted over by the list's grey and drew nothing.
@Test @MainActor func aTopInsetIsDrawnOverTheListsBackground() throws {
  let stage = Stage(name: "inset", width: 390, height: 500) {
    List { Text("Row 1") }
      .safeAreaInset(edge: .top) { Text("Pinned filter bar").frame(maxWidth: .infinity).padding(8).background(.yellow) }
  }
  let elements = try stage.displayList().elements
  let pinned = try #require(elements.firstIndex { if case .text(let r) = $0.content { r.string == "Pinned filter bar" } else { false } })
  let bar = elements[pinned].frame
  let covering = elements.indices.filter { i in
    let f = elements[i].frame
    return i > pinned && f.x <= bar.x && f.y <= bar.y && f.x + f.width >= bar.x + bar.width && f.y + f.height >= bar.y + bar.height
  }
  #expect(covering.isEmpty, "drawn after the bar and over it: \(covering.map { elements[$0].id })")
}
