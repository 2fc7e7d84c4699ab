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

private struct PhotoOptions: View {
  @State var showing = true
  @State var shared = false
  var visible = Visibility.automatic
  var body: some View {
    Text(shared ? "Shared" : "Photo")
      .confirmationDialog("Options", isPresented: $showing, titleVisibility: visible) {
        Button("Share") { shared = true }
        Button("Delete", role: .destructive) {}
      } message: {
        Text("Choose one.")
      }
  }
}

/// A confirmation dialog is UIKit's action sheet: at the foot of the safe area, its message over
/// its buttons in one card and a Cancel (added, as SwiftUI adds it on iPhone) in a card under it;
/// the title only when `.visible`.
@Test @MainActor func aConfirmationDialogIsAnActionSheetAtTheFoot() throws {
  let all = try leaves(PhotoOptions())
  func text(_ s: String) throws -> LayoutLeaf { try #require(all.first { $0.text == s }, "\(s) is drawn") }
  let (message, share, delete, cancel) = (try text("Choose one."), try text("Share"), try text("Delete"), try text("Cancel"))
  #expect(message.frame.maxY < share.frame.minY && share.frame.maxY < delete.frame.minY && delete.frame.maxY < cancel.frame.minY)
  #expect(!all.contains { $0.text == "Options" }, "the title is hidden unless visible")
  let cards = all.filter { $0.kind == "shape" && abs($0.frame.width - (393 - 16)) < 0.5 }.sorted { $0.frame.minY < $1.frame.minY }
  #expect(cards.count == 2, "\(cards.map(\.frame))")
  #expect(abs((cards.last?.frame.maxY ?? 0) - (852 - 34)) < 0.5 && abs((cards.last?.frame.height ?? 0) - 57) < 0.5, "the cancel card")
  #expect(abs((cards.last?.frame.minY ?? 0) - (cards.first?.frame.maxY ?? 0) - 8) < 0.5, "8 pt between the cards")
  #expect(try leaves(PhotoOptions(visible: .visible)).contains { $0.text == "Options" })
}

/// A dialog's button runs its action and dismisses it; a tap beside it dismisses it.
@Test @MainActor func aDialogsButtonOrATapBesideItDismissesIt() throws {
  func texts(_ timeline: [Stage.Action]) throws -> [String] {
    let stage = Stage(name: "dialog", width: 393, height: 852) { PhotoOptions() }
    let list = try #require(try stage.play(timeline).frames.last).displayList
    return list.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }
  }
  #expect(try texts([.tap("Share")]) == ["Shared"])
  #expect(try texts([.tap(at: (196, 100))]) == ["Photo"])
}

/// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`: presented
/// while its flag is set and its data is there, with actions and message made from the data, as
/// a notes app confirms deleting the note it names. It did not compile.
@Test @MainActor func aConfirmationDialogPresentingDataMakesItsActionsFromIt() throws {
  struct Notes: View {
    @State var pending: String? = "Groceries"
    @State var asking = true
    @State var deleted = ""
    var body: some View {
      Text(deleted.isEmpty ? "Notes" : "Deleted \(deleted)")
        .confirmationDialog("Delete this note?", isPresented: $asking, titleVisibility: .visible, presenting: pending) { note in
          Button("Delete \(note)", role: .destructive) { deleted = note }
        } message: { note in
          Text("\(note) will be gone.")
        }
    }
  }
  let shown = try leaves(Notes())
  #expect(
    ["Delete this note?", "Groceries will be gone.", "Delete Groceries", "Cancel"].allSatisfy { t in shown.contains { $0.text == t } })
  let stage = Stage(name: "notes", width: 393, height: 852) { Notes() }
  let last = try #require(try stage.play([.tap("Delete Groceries")]).frames.last).displayList
  #expect(last.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } } == ["Deleted Groceries"])
  // No data, no dialog, even with the flag set.
  #expect(!(try leaves(Notes(pending: nil))).contains { $0.text == "Cancel" })
}

/// iOS 13's alerts and action sheets, given as values, are presented as iOS 15's are: the same
/// card, texts and buttons in the same places. They were never presented.
@Test @MainActor func aLegacyAlertIsDrawnAsTheAlertItNames() throws {
  func texts(_ view: some View) throws -> [String: CGRect] {
    var found: [String: CGRect] = [:]
    for leaf in try leaves(view) { if let text = leaf.text { found[text] = leaf.frame } }
    return found
  }
  let legacy = try texts(
    Text("Photos").alert(isPresented: .constant(true)) {
      Alert(
        title: Text("Delete?"), message: Text("This cannot be undone."), primaryButton: .destructive(Text("Delete")),
        secondaryButton: .cancel())
    })
  #expect(legacy == (try texts(Confirm())), "\(legacy)")
  // A title alone: its "OK", as an alert without buttons has, and no room for a message.
  let saved = try texts(Text("Photos").alert(isPresented: .constant(true)) { Alert(title: Text("Saved")) })
  #expect(saved == (try texts(Text("Photos").alert("Saved", isPresented: .constant(true)) {})), "\(saved)")
  #expect(saved["OK"] != nil)
  // An action sheet: a confirmation dialog with its title shown.
  let sheet = try texts(
    Text("Photo").actionSheet(isPresented: .constant(true)) {
      ActionSheet(title: Text("Options"), message: Text("Choose one."), buttons: [.default(Text("Share")), .destructive(Text("Delete"))])
    })
  #expect(sheet == (try texts(PhotoOptions(visible: .visible))), "\(sheet)")
}

/// A legacy alert's button takes it down, and `alert(item:)` shows its item's alert.
@Test @MainActor func aLegacyAlertsButtonDismissesIt() throws {
  struct Legacy: View {
    @State var showing = true
    var body: some View {
      Text("Photos").alert(isPresented: $showing) { Alert(title: Text("Saved"), dismissButton: .default(Text("Fine"))) }
    }
  }
  let stage = Stage(name: "legacy", width: 393, height: 852) { Legacy() }
  let list = try #require(try stage.play([.tap("Fine")]).frames.last).displayList
  #expect(list.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } } == ["Photos"])
  struct Item: Identifiable { let id = 1 }
  let item = try leaves(Text("Photos").alert(item: .constant(Item())) { _ in Alert(title: Text("Item \(1)")) })
  #expect(item.contains { $0.text == "Item 1" })
  let none = try leaves(Text("Photos").alert(item: .constant(Item?.none)) { _ in Alert(title: Text("Item")) })
  #expect(!none.contains { $0.text == "Item" })
}
