import Foundation
import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// A presented sheet or cover drawn as an iPhone draws it over the whole window, wherever the
// modifier is; its motion when it comes and goes; it alone takes touches and is read by
// VoiceOver while it is up. The metrics are docs/SWIFTUI.md's ("Sheets"): UIKit publishes none.

private let size = CGSize(width: 393, height: 852)
private let safe = Stage.iPhoneSafeArea
/// The full-height sheet's top, and its height (UIKit's page sheet: 10 pt under the status bar).
private let fullTop: CGFloat = 59 + 10
private let fullHeight = 852 - fullTop

private func textSize(_ s: String, _ f: Font) -> CGSize { CGSize(width: CGFloat(s.count) * f.size / 2, height: f.size * 1.2) }

private struct Shell: View {
  @State var showing: Bool
  var detents: Set<PresentationDetent> = [.large]
  var body: some View {
    VStack {
      Text("Inbox")
      Button("Compose") { showing = true }
      Spacer()
      Text("Footer")
    }
    .sheet(isPresented: $showing) { Composer(detents: detents) }
  }
}

private struct Composer: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented
  let detents: Set<PresentationDetent>
  var body: some View {
    VStack {
      Text(isPresented ? "New Message" : "not presented")
      Button("Cancel") { dismiss() }
    }
    .presentationDetents(detents)
  }
}

@MainActor private func stage(_ view: some View) -> Stage {
  var stage = Stage(name: "sheet", width: size.width, height: size.height) { view }
  stage.safeAreaInsets = safe
  return stage
}

/// A medium sheet: a card from the bottom edge half the full height tall, its view centred in its
/// safe area (above the home indicator), over the dimmed window; the window stays where it was.
@Test @MainActor func aMediumSheetIsACardOverTheDimmedWindow() throws {
  let leaves = try stage(Shell(showing: true, detents: [.medium])).layout(textSize: textSize)
  let top = 852 - (fullHeight / 2).rounded()
  let title = try #require(leaves.first { $0.text == "New Message" })
  let cancel = try #require(leaves.first { $0.text == "Cancel" })
  #expect(abs((title.frame.minY + cancel.frame.maxY) / 2 - (top + (852 - 34 - top) / 2)) < 1, "centred in the sheet's safe area")
  let inbox = try #require(leaves.firstIndex { $0.text == "Inbox" })
  let titleIndex = try #require(leaves.firstIndex { $0.text == "New Message" })
  #expect(inbox < titleIndex, "the sheet is drawn over the window")
  let dim = try #require(leaves.first { $0.id.hasSuffix("dimming/content") })
  #expect(dim.frame == CGRect(origin: .zero, size: size), "the dimming covers the window")
  let card = try #require(leaves.first { $0.kind == "shape" && $0.id.hasSuffix("background") })
  #expect(card.frame == CGRect(x: 0, y: top, width: 393, height: 852 - top), "\(card.frame)")
  #expect(leaves[inbox].transform?.matrix == .identity, "a medium sheet leaves the window in place")
  #expect(!leaves.contains { $0.id.contains("sheet/grabber") }, "one detent: no grabber")
  // Two detents: the smallest, with a grabber.
  let two = try stage(Shell(showing: true, detents: [.medium, .large])).layout(textSize: textSize)
  #expect(two.first { $0.kind == "shape" && $0.id.hasSuffix("background") }?.frame.minY == top)
  let grabber = try #require(two.first { $0.id.contains("sheet/grabber") })
  // Snapped to the pixel grid (a third of a point).
  #expect(abs(grabber.frame.midX - 393 / 2) < 0.34 && grabber.frame.minY == top + 5 && grabber.frame.size == CGSize(width: 36, height: 5))
}

/// At full height the window behind shrinks into a card 16 pt in from each side, its top at the
/// status bar's foot, on black.
@Test @MainActor func aFullHeightSheetShrinksTheWindowBehindIt() throws {
  let leaves = try stage(Shell(showing: true)).layout(textSize: textSize)
  let card = try #require(leaves.first { $0.kind == "shape" && $0.id.hasSuffix("background") })
  #expect(card.frame.minY == fullTop && card.frame.maxY == 852)
  #expect(leaves.first?.id.hasSuffix("backdrop") == true, "black under the window")
  let inbox = try #require(leaves.first { $0.text == "Inbox" })
  let m = try #require(inbox.transform?.cgMatrix)
  let s = (393.0 - 32) / 393
  let corner = CGPoint.zero.applying(m)
  #expect(abs(m.a - s) < 1e-9 && abs(m.d - s) < 1e-9 && abs(corner.x - 16) < 1e-9 && abs(corner.y - 59) < 1e-9, "\(m)")
  #expect(try #require(leaves.first { $0.text == "New Message" }).transform == nil, "the sheet itself is not shrunk")
}

/// Presented by a tap, the sheet comes up from the bottom edge as the window shrinks, with the
/// sheet's own motion though the tap's change is not animated; `dismiss()` in it takes it down
/// the same way. While it is up only it takes touches, and VoiceOver reads only it.
@Test @MainActor func aSheetComesUpAndDismissGoesDown() throws {
  let stage = stage(Shell(showing: false))
  func minY(_ text: String, _ frame: Frame) -> Double? {
    frame.displayList.elements.first { if case .text(let run) = $0.content { run.string == text } else { false } }?.frame.y
  }
  let up = try stage.play([.tap("Compose")]).frames
  let rest = try #require(up.last.flatMap { minY("New Message", $0) })
  let early = try #require(up.dropFirst(2).first.flatMap { minY("New Message", $0) })
  #expect(early > rest + 200, "it starts below its place: \(early) vs \(rest)")
  #expect(up.count > 10, "it moves over frames, not at once: \(up.count)")
  let window = try #require(
    up.last?.displayList.elements.first { if case .text(let r) = $0.content { r.string == "Inbox" } else { false } })
  #expect(window.transform.map { abs($0.matrix.a - (393.0 - 32) / 393) < 1e-6 } == true, "the window shrank")
  // The sheet is modal: the window's button cannot be tapped, the sheet's can.
  let names = try stage.accessibilityElements([.tap("Compose")]).map(\.label)
  #expect(names.contains("New Message") && !names.contains("Inbox"), "\(names)")
  let down = try stage.play([.tap("Compose"), .hold(1), .tap("Cancel")]).frames
  let goneAt = try #require(down.lastIndex { minY("New Message", $0) != nil })
  let leaving = down[(goneAt - 3)...goneAt].compactMap { minY("New Message", $0) }
  #expect(leaving.allSatisfy { $0 > rest + 100 }, "it goes down before it is gone: \(leaving)")
  #expect(down.last.map { minY("New Message", $0) == nil } == true, "dismissed")
}

/// A cover fills the window in the system background; the view behind is not drawn over but
/// covered, and a sheet from inside a tab's screen is the window's all the same.
@Test @MainActor func aCoverFillsTheWindow() throws {
  struct Onboarding: View {
    var body: some View {
      TabView {
        Text("Feed").tabItem { Label("Feed", systemImage: "house") }
      }
      .fullScreenCover(isPresented: .constant(true)) { Text("Welcome") }
    }
  }
  let leaves = try stage(Onboarding()).layout(textSize: textSize)
  let cover = try #require(leaves.first { $0.id.hasSuffix("fullScreenCover/background") })
  #expect(cover.frame == CGRect(origin: .zero, size: size))
  let welcome = try #require(leaves.first { $0.text == "Welcome" })
  #expect(abs(welcome.frame.midY - (59 + (852 - 59 - 34) / 2)) < 1, "centred in the window's safe area: \(welcome.frame)")
  #expect(try #require(leaves.firstIndex { $0.text == "Feed" }) < leaves.firstIndex { $0.text == "Welcome" }!)
}

/// The other detents, the corner radius and background options, and the item and popover forms:
/// `.fraction(f)` is that part of the full height, `.height(h)` h above the home indicator; the
/// selected detent wins over the smallest; the card takes `presentationCornerRadius`'s corners and
/// `presentationBackground`'s fill; `sheet(item:)` presents while its item is set, with it; a
/// popover is a sheet on an iPhone.
@Test @MainActor func detentsOptionsAndTheItemAndPopoverForms() throws {
  struct Options: View {
    let detents: Set<PresentationDetent>
    var selected: PresentationDetent? = nil
    var body: some View {
      Text("Window").sheet(isPresented: .constant(true)) {
        if let selected {
          Text("Sheet").presentationDetents(detents, selection: .constant(selected))
        } else {
          Text("Sheet").presentationDetents(detents).presentationCornerRadius(24).presentationBackground(Color.yellow)
        }
      }
    }
  }
  func card(_ leaves: [LayoutLeaf]) throws -> LayoutLeaf {
    try #require(leaves.first { $0.kind == "shape" && $0.id.hasSuffix("sheet/background") })
  }
  let quarter = try card(try stage(Options(detents: [.fraction(0.25)])).layout(textSize: textSize))
  #expect(abs(quarter.frame.height - (fullHeight * 0.25).rounded()) < 0.5, "\(quarter.frame)")
  // 3 pt in from the corner is inside a 10 pt corner's arc, outside a 24 pt one's.
  let corner = CGPoint(x: 3, y: quarter.frame.minY + 3)
  #expect(quarter.path.map { !$0.contains(corner) } == true, "24 pt corners")
  #expect(quarter.color == Color.yellow, "\(quarter.color)")
  let tall = try card(try stage(Options(detents: [.height(200)])).layout(textSize: textSize))
  #expect(abs(tall.frame.height - (200 + 34)) < 0.5, "\(tall.frame)")
  let chosen = try card(try stage(Options(detents: [.medium, .large], selected: .large)).layout(textSize: textSize))
  #expect(abs(chosen.frame.minY - fullTop) < 0.5, "the selected detent: \(chosen.frame)")

  struct Item: Identifiable { let id: Int }
  struct ByItem: View {
    let item: Item?
    var body: some View { Text("Window").sheet(item: .constant(item)) { Text("Item \($0.id)") } }
  }
  #expect(try stage(ByItem(item: Item(id: 7))).layout(textSize: textSize).contains { $0.text == "Item 7" })
  #expect(try !stage(ByItem(item: nil)).layout(textSize: textSize).contains { $0.id.contains("/sheet/") })
  let popover = try stage(Text("Window").popover(isPresented: .constant(true)) { Text("Tip") }).layout(textSize: textSize)
  #expect(abs(try card(popover).frame.minY - fullTop) < 0.5, "a popover is a full-height sheet")
}

/// iOS 17's inspector is a sheet on an iPhone, as SwiftUI presents it in a compact width: the
/// same card and text as `sheet(isPresented:)`, its detents read from its content; the column
/// widths are kept (a regular width's). It did not compile.
@Test @MainActor func anInspectorIsASheetOnAnIPhone() throws {
  struct Inspected: View {
    let inspector: Bool
    var body: some View {
      if inspector {
        Text("Trip").inspector(isPresented: .constant(true)) {
          Text("Details").presentationDetents([.medium]).inspectorColumnWidth(min: 200, ideal: 260, max: 320)
        }
      } else {
        Text("Trip").sheet(isPresented: .constant(true)) { Text("Details").presentationDetents([.medium]) }
      }
    }
  }
  func drawn(_ inspector: Bool) throws -> [String] {
    try stage(Inspected(inspector: inspector)).layout(textSize: textSize).map { "\($0.kind) \($0.text ?? "") \($0.frame)" }
  }
  let inspector = try drawn(true)
  #expect(inspector == (try drawn(false)))
  #expect(inspector.contains { $0.hasPrefix("text Details") })
}
