import Foundation
import Seed002Example1
import Seed002Example2
import Seed002Example3
import TabFramesAnimation
import TabFramesDisplayList
import Testing

@testable import TabFrames
@testable import TabFramesSeeds
@testable import TabFramesUI

/// The seeds' own code (Examples/Seeds), run frame by frame: what each does, as its code says.

/// Seed 004: a tap runs the tab's `withAnimation { self.tabindex = … }` (the default animation:
/// easeInOut 0.35 s on the iOS 16 era of the stage), the white circle moves by its offset
/// (a third of the width from tab to tab) and the tapped symbol grows to 1.5×.
@Test @MainActor func seed004sCircleMovesByItsOffset() throws {
  let frames = try Seed004.stage.play([.hold(0.1), .tap("cart.fill")]).frames
  func circle(_ i: Int) throws -> Element {
    try #require(frames[i].displayList.elements.first { if case .ellipse = $0.content { true } else { false } })
  }
  let start = try circle(0).frame
  let end = try circle(frames.count - 1).frame
  #expect(abs((end.midX - start.midX) - 390.0 / 3) < 0.34, "from home's third to cart's: \(start.midX) → \(end.midX)")
  #expect(start.width == 90 && end.width == 90, "a 90 pt circle")
  // The tap at 0.1 s (frame 6) starts the curve; halfway in time (0.275 s, after 10.5 frames)
  // easeInOut is halfway along.
  #expect(try circle(6).frame.midX == start.midX)
  let half = (try circle(16).frame.midX + (try circle(17).frame.midX)) / 2
  #expect(abs(half - (start.midX + end.midX) / 2) < 3, "eased: about halfway at 0.275 s")
  #expect(frames.count == 6 + 21 + 1, "0.35 s of motion after the tap, at 60 fps")
  // The selected symbol scales to 1.5, the others back to 1.
  let cart = try #require(
    frames.last?.displayList.elements.first { if case .symbol(let n, _) = $0.content { n == "cart.fill" } else { false } })
  #expect(cart.scale == 1.5)
}

/// Seed 000: the bar under the labels follows the finger (its own `onChanged` sets
/// `barDragOffset` to the translation), selects as the finger crosses each critical point, and on
/// release springs home (`withAnimation(.spring())`) from where it was let go.
@Test @MainActor func seed000sDragFollowsTheFingerAndSpringsHomeFromTheRelease() throws {
  // 390 pt wide: three 130 pt options. From Photos' bar (x 0…130) at 65 to 300 in 0.5 s.
  let frames = try Seed000.stage.play([.drag(from: (x: 65, y: 40), to: (x: 300, y: 40), duration: 0.5)]).frames
  func bar(_ i: Int) throws -> Element {
    try #require(frames[i].displayList.elements.first { if case .rect = $0.content { $0.frame.height == 4 } else { false } })
  }
  #expect(try bar(0).frame.x == 0)
  // 470 pt/s: 7.8 pt at 1/60 s is under the 10 pt minimum distance; at 2/60 s, 15.7 pt.
  #expect(try bar(1).frame.x == 0)
  #expect(abs(try bar(2).frame.x - 235.0 * 2 / 30) < 1e-6, "under the finger")
  #expect(abs(try bar(20).frame.x - 235.0 * 20 / 30) < 1e-6)
  // Released at 0.5 s with the bar at 235; Music (x ≥ 260) was selected on the way: the bar
  // springs to 260, overshooting a little (spring(): response 0.55, damping 0.825).
  #expect(abs(try bar(30).frame.x - 235) < 1e-6)
  let after = try (31..<frames.count).map { try bar($0).frame.x }
  #expect(after.allSatisfy { $0 > 235 }, "moving home from the release point")
  #expect((after.max() ?? 0) > 260.01, "a spring, not a curve: it overshoots")
  #expect(abs(try bar(frames.count - 1).frame.x - 260) < 0.01)
}

/// Seed 000's labels carry `.animation(.spring())` (no value: on every change), so their colour
/// springs whatever the transaction — on a tap (the tap's `withAnimation` is easeInOut 0.35 s on
/// this era) and on the plain, unanimated updates of a drag.
@Test @MainActor func seed000sLabelsSpringTheirColourOnEveryChange() throws {
  let frames = try Seed000.stage.play([.tap("Music")]).frames
  func music(_ i: Int) throws -> Double {
    let e = try #require(frames[i].displayList.elements.first { if case .text(let r) = $0.content { r.string == "Music" } else { false } })
    return e.color.r
  }
  // Gray (0.557) to primary black (0): a spring of response 0.55 is still on its way at 0.35 s,
  // where the bar's easeInOut has finished.
  #expect(try music(0) > 0.5)
  #expect(try music(21) > 0.01, "still changing at 0.35 s: not the tap's 0.35 s curve")
  #expect(try music(frames.count - 1) < 0.001)
  #expect(frames.count > 40, "the colour spring settles after the bar (SwiftUI's settling rule: about 1.07 s)")
}

/// Seed 003: the indicator is drawn from the selected item's anchor preference (resolved in the
/// overlay's GeometryReader): as wide as the item and under it, and it moves and resizes with the
/// tap's `withAnimation(.default)` (easeInOut 0.35 s on this era).
@Test @MainActor func seed003sIndicatorFollowsTheSelectedItemsAnchor() throws {
  let frames = try Seed003.stage.play([.tap("Drafts")]).frames
  func indicator(_ i: Int) throws -> Rect {
    try #require(frames[i].displayList.elements.first { if case .rect = $0.content { $0.frame.height == 1 } else { false } }).frame
  }
  func text(_ s: String, _ i: Int) throws -> Rect {
    try #require(frames[i].displayList.elements.first { if case .text(let r) = $0.content { r.string == s } else { false } }).frame
  }
  let inbox = try text("Inbox", 0)
  let drafts = try text("Drafts", frames.count - 1)
  let start = try indicator(0)
  let end = try indicator(frames.count - 1)
  // The item is its VStack: as wide as its text, the widest of symbol and title.
  #expect(abs(start.x - inbox.x) < 0.34 && abs(start.width - inbox.width) < 0.34, "under Inbox, as wide")
  #expect(abs(end.x - drafts.x) < 0.34 && abs(end.width - drafts.width) < 0.34, "under Drafts, as wide")
  #expect(abs(end.y - (drafts.y + drafts.height + 3 - 1)) < 1, "at the bottom, 3 pt down")
  let mid = try indicator(10)
  #expect(mid.x > start.x + 1 && mid.x < end.x - 1, "moving")
  #expect(frames.count == 22, "0.35 s")
}

/// Seed 001: its `onChange` calls `reader.scrollTo` outside any animation, so the row jumps to
/// show the tapped tab at once, while the colours and the matched underline, under
/// `.animation(.spring(response: 0.8), value:)`, spring; and `onChange` does not fire for the
/// first selection (the row starts unscrolled).
@Test @MainActor func seed001sRowJumpsWhileTheColoursAndUnderlineSpring() throws {
  let frames = try Seed001.stage.play([.hold(0.1), .tap("Last but not least")]).frames
  func text(_ s: String, _ i: Int) throws -> Element {
    try #require(frames[i].displayList.elements.first { if case .text(let r) = $0.content { r.string == s } else { false } })
  }
  func underline(_ i: Int) throws -> Rect {
    // Both copies of the matched underline move together (cross-fading): either will do.
    try #require(frames[i].displayList.elements.first { $0.id.hasPrefix("matched.") }).frame
  }
  // At rest: not scrolled (no onChange for the first value): the first title 12 pt from the edge.
  #expect(abs(try text("I want first content", 0).frame.x - 12) < 0.34)
  // The tap at 0.1 s (frame 6): the titles are where the scroll puts them from that frame on.
  let last = frames.count - 1
  let tapped = try text("Last but not least", 6).frame
  #expect(tapped.x == (try text("Last but not least", last).frame.x), "the row jumped")
  #expect(abs(tapped.x + tapped.width + 12 - 390) < 0.34, "scrolled to the trailing edge (anchor .trailing for the last tab)")
  // …while the underline, moving with the spring, is still on its way under the new tab.
  let moving = try underline(8)
  let arrived = try underline(last)
  #expect(abs(moving.x - arrived.x) > 20, "the underline springs across: \(moving.x) vs \(arrived.x)")
  // And the colours: the new tab's title still between secondary and primary after 0.1 s.
  let c = try text("Last but not least", 12).color
  #expect(c.r > 0.02 && c.a > 0.65, "springing towards primary: \(c)")
  #expect(frames.count > 40, "a 0.8 s spring")
}

/// Seed 002: TabTitleBar (written from the seed's description) with its examples as they are.
/// Three titles fit: a tap selects one (active at full size, the others at 70 %). Seven do not:
/// the bar collapses to the current title and a Menu, whose rows change the tab and close it.
@Test @MainActor func seed002sTitlesSelectAndItsMenuChangesTheTab() throws {
  let one = try Seed002Example1.stage.play([.tap("Item 2")]).frames
  func text(_ f: [Frame], _ s: String, _ i: Int) -> Element? {
    f[i].displayList.elements.first { if case .text(let r) = $0.content { r.string == s } else { false } }
  }
  let last = one.count - 1
  #expect(text(one, "Item 2", last)?.scale == 1 && text(one, "Item 0", last)?.scale == 0.7)
  #expect(text(one, "Item 0", 0)?.scale == 1, "Item 0 was the active one")

  let two = try Seed002Example2.stage.play([.hold(0.1), .tap("Change Tab"), .hold(0.2), .tap("Workouts")]).frames
  // Collapsed: one title (the current), and the menu's label; the rows only while it is open.
  #expect(text(two, "Shoes", 0) != nil && text(two, "Recents", 0) == nil)
  #expect(two.indices.contains { text(two, "Recents", $0) != nil }, "the open menu lists every tab")
  let final = two.count - 1
  #expect(text(two, "Workouts", final) != nil && text(two, "Recents", final) == nil, "Workouts chosen, the menu closed")
  // The menu fades in, as UIKit's appears, and its parts are named by their place (only the title
  // kind names them `menu.…`).
  let opened = try #require(two.indices.first { text(two, "Recents", $0) != nil })
  #expect((text(two, "Recents", opened)?.opacity ?? 1) < 1)
  let named = Set(two.flatMap { f in f.displayList.elements.map(\.id).filter { $0.hasPrefix("menu.") } })
  #expect(named.isEmpty, "\(named)")
}

/// Every seed's stage played through its timeline with each size cached for its own proposal
/// alone, and with sizes shared across the dimensions they do not depend on, each shared one
/// worked out again (ProposalDependence): no shared size may differ, nor any frame.
/// (TabFramesKindsTests checks every sample scene the same way.)
@Test @MainActor func sharedSizeAnswersChangeNoFrameOfAnySeed() throws {
  let seeds: [(String, Stage, [Stage.Action])] = [
    ("000", Seed000.stage, Seed000.timeline), ("001", Seed001.stage, Seed001.timeline), ("003", Seed003.stage, Seed003.timeline),
    ("004", Seed004.stage, Seed004.timeline), ("002-1", Seed002Example1.stage, Seed002Example1.timeline),
    ("002-2", Seed002Example2.stage, Seed002Example2.timeline), ("002-3", Seed002Example3.stage, Seed002Example3.timeline),
  ]
  defer { sizeCacheSharing = .shared }
  for (name, stage, timeline) in seeds {
    sizeCacheSharing = .exact
    let exact = try stage.play(timeline).frames
    sizeCacheSharing = .verified
    sizeCacheMismatches = []
    let shared = try stage.play(timeline).frames
    sizeCacheSharing = .shared
    #expect(sizeCacheMismatches.isEmpty, "seed \(name): \(sizeCacheMismatches.prefix(3))")
    #expect(shared.count == exact.count && shared.count > 1, "\(name)")
    let differing = zip(shared, exact).filter { $0.displayList != $1.displayList }.map(\.0.index)
    #expect(differing.isEmpty, "seed \(name): frames \(differing.prefix(5)) differ")
  }
}
