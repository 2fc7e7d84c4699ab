import Foundation
import TabFrames
import TabFramesDisplayList
import Testing

// A presented alert drawn as UIKit's alert controller draws it on an iPhone: the numbers are
// docs/SWIFTUI.md's ("Alerts"), chosen to match iOS 15–18's screenshots (UIKit publishes none).

private func textSize(_ s: String, _ f: Font) -> CGSize { CGSize(width: CGFloat(s.count) * f.size / 2, height: f.size * 1.2) }

private struct Confirm: View {
  @State var confirming = true
  @State var deleted = false
  var actions = 2
  var body: some View {
    Text(deleted ? "Deleted" : "Photos")
      .alert("Delete?", isPresented: $confirming) {
        if actions > 0 { Button("Delete", role: .destructive) { deleted = true } }
        if actions > 1 { Button("Cancel", role: .cancel) {} }
        if actions > 2 { Button("Archive") {} }
      } message: {
        Text("This cannot be undone.")
      }
  }
}

@MainActor private func leaves(_ view: some View) throws -> [LayoutLeaf] {
  var stage = Stage(name: "alert", width: 393, height: 852) { view }
  stage.safeAreaInsets = Stage.iPhoneSafeArea
  return try stage.layout(textSize: textSize)
}

/// Two buttons side by side, the cancel one leading though written second; a 270 pt card in the
/// middle of the safe area, title over message over the buttons, over the dimmed window.
@Test @MainActor func anAlertIsACardInTheMiddleWithItsButtonsInUIKitsOrder() throws {
  let all = try leaves(Confirm())
  func text(_ s: String) throws -> LayoutLeaf { try #require(all.first { $0.text == s }, "\(s) is drawn") }
  let (title, message, cancel, delete) = (try text("Delete?"), try text("This cannot be undone."), try text("Cancel"), try text("Delete"))
  #expect(cancel.frame.midX < delete.frame.midX && abs(cancel.frame.midY - delete.frame.midY) < 0.5, "side by side, cancel leading")
  #expect(title.frame.maxY <= message.frame.minY && message.frame.maxY < cancel.frame.minY)
  let card = try #require(all.first { $0.kind == "shape" && $0.frame.width == 270 }, "the card")
  #expect(abs(card.frame.midX - 393 / 2) < 0.5 && abs(card.frame.midY - (59 + (852 - 59 - 34) / 2)) < 0.5, "\(card.frame)")
  #expect(abs(cancel.frame.midX - (card.frame.minX + 270 / 4)) < 0.5, "each button takes half the card")
  #expect(try #require(all.firstIndex { $0.text == "Photos" }) < all.firstIndex { $0.id.hasSuffix("dimming/content") }!)
}

/// No button: UIKit's "OK". Three: stacked, the cancel one last.
@Test @MainActor func anAlertWithoutButtonsHasOKAndThreeAreStacked() throws {
  let none = try leaves(Confirm(actions: 0))
  #expect(none.contains { $0.text == "OK" })
  let three = try leaves(Confirm(actions: 3))
  let order = three.filter { ["Delete", "Cancel", "Archive"].contains($0.text) }.sorted { $0.frame.minY < $1.frame.minY }.compactMap(\.text)
  #expect(order == ["Delete", "Archive", "Cancel"], "\(order)")
}

/// A button runs its action and takes the alert down.
@Test @MainActor func anAlertsButtonRunsItsActionAndDismissesIt() throws {
  let stage = Stage(name: "alert", width: 393, height: 852) { Confirm() }
  let list = try #require(try stage.play([.tap("Delete")]).frames.last).displayList
  let texts = list.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }
  #expect(texts == ["Deleted"], "\(texts)")
}
