import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesScene
import Testing

@testable import TabFrames

// A list in edit mode, as the common preview idiom `.environment(\.editMode, .constant(.active))`
// and an `EditButton` show it: the rows of a collection with `onDelete` get UIKit's delete
// control before their content, those with `onMove` the reorder control after it, and rows that
// lead somewhere lose their chevron. Nothing changed before: the rows drew as at rest and the
// button said "Edit".

private struct Fruits: View {
  let mode: EditMode
  var body: some View {
    NavigationStack {
      List {
        ForEach(["Apple", "Banana"], id: \.self) { Text($0) }
          .onDelete { _ in }
          .onMove { _, _ in }
        Text("Fixed")
        ForEach(["Kept"], id: \.self) { Text($0).deleteDisabled(true) }
          .onDelete { _ in }
        NavigationLink("Storage") { Text("Storage") }
      }
      .toolbar { EditButton() }
    }
    .environment(\.editMode, .constant(mode))
  }
}

@MainActor private func leaves(_ mode: EditMode) throws -> [Stage.Leaf] {
  try Stage(name: "fruits", width: 390, height: 500) { Fruits(mode: mode) }.layout()
}

private func x(_ leaves: [Stage.Leaf], _ text: String) -> CGFloat? { leaves.first { $0.text == text }?.frame.minX }

@Test @MainActor func anActiveEditModeShowsTheEditControls() throws {
  let rest = try leaves(.inactive)
  let editing = try leaves(.active)
  for fruit in ["Apple", "Banana"] {
    let (a, b) = (try #require(x(rest, fruit)), try #require(x(editing, fruit)))
    #expect(b - a == 38, "\(fruit) moves over for the delete control: \(a) → \(b)")
  }
  #expect(x(rest, "Fixed") == x(editing, "Fixed"), "a row its collection does not edit stays")
  #expect(x(rest, "Kept") == x(editing, "Kept"), "deleteDisabled keeps a row out")
  // The delete control: a red disc before each deletable row; the reorder control after it.
  let discs = editing.filter { $0.kind == "shape" && $0.color == .red && $0.frame.width == 22 }
  #expect(discs.count == 2, "one disc for each deletable row: \(discs.map(\.frame))")
  let grips = editing.filter { $0.text == "line.3.horizontal" }
  #expect(grips.count == 2, "one reorder control for each movable row")
  let apple = try #require(editing.first { $0.text == "Apple" })
  #expect(grips.allSatisfy { $0.frame.minX > apple.frame.maxX && $0.frame.maxX <= 390 - 32 }, "at the trailing edge")
  #expect(!rest.contains { $0.text == "line.3.horizontal" || ($0.kind == "shape" && $0.color == .red) }, "none at rest")
  // Editing hides a navigation row's chevron; the button says Done, in semibold.
  #expect(rest.contains { $0.text == "chevron.right" } && !editing.contains { $0.text == "chevron.right" })
  #expect(rest.contains { $0.text == "Edit" } && !rest.contains { $0.text == "Done" })
  let done = try #require(editing.first { $0.text == "Done" })
  #expect(done.font?.weight == .semibold)
}

/// The common pattern: the edit mode set on the list, around its `toolbar`, reaches the toolbar's
/// `EditButton` (built in the bar). It said "Edit" while the rows were being edited.
@Test @MainActor func anEditModeSetAroundTheToolbarReachesItsEditButton() throws {
  let leaves = try Stage(name: "fruits", width: 390, height: 300) {
    NavigationStack {
      List {
        ForEach(["Apple"], id: \.self) { Text($0) }.onDelete { _ in }
      }
      .toolbar { EditButton() }
      .environment(\.editMode, .constant(.active))
    }
  }.layout()
  #expect(leaves.contains { $0.text == "Done" } && !leaves.contains { $0.text == "Edit" })
}

/// An `EditButton` turns the edit mode it is given on, animated: the rows slide over as the
/// controls come in.
@Test @MainActor func theEditButtonTurnsEditModeOn() throws {
  struct Editable: View {
    @State private var mode = EditMode.inactive
    var body: some View {
      NavigationStack {
        List {
          ForEach(["Apple"], id: \.self) { Text($0) }.onDelete { _ in }
        }
        .toolbar { EditButton() }
      }
      .environment(\.editMode, $mode)
    }
  }
  let stage = Stage(name: "editable", width: 390, height: 400) { Editable() }
  let frames = try stage.play([.tap("Edit")]).frames
  func appleX(_ frame: Frame) -> Double? {
    frame.displayList.elements.first { if case .text(let r) = $0.content { r.string == "Apple" } else { false } }?.frame.x
  }
  let xs = frames.compactMap(appleX)
  let (first, last) = (try #require(xs.first), try #require(xs.last))
  #expect(last - first == 38, "\(first) → \(last)")
  #expect(xs.contains { $0 > first + 1 && $0 < last - 1 }, "and slides there: \(xs)")
  let end = try #require(frames.last).displayList.elements
  #expect(end.contains { if case .text(let r) = $0.content { r.string == "Done" } else { false } })
}

/// Apple's `EditButton` example as it is written: no edit mode set anywhere, the navigation
/// stack's own is the one the button turns. The button did nothing and said "Edit".
@Test @MainActor func theEditButtonTurnsItsNavigationStacksOwnEditMode() throws {
  struct Fruits: View {
    @State private var fruits = ["Apple", "Banana"]
    var body: some View {
      NavigationStack {
        List {
          ForEach(fruits, id: \.self) { Text($0) }
            .onDelete { fruits.remove(atOffsets: $0) }
        }
        .navigationTitle("Fruits")
        .toolbar { EditButton() }
      }
    }
  }
  let stage = Stage(name: "fruits", width: 390, height: 400) { Fruits() }
  let rest = try stage.layout()
  #expect(rest.contains { $0.text == "Edit" } && !rest.contains { $0.id.contains("_DeleteControl") })
  let end = try #require(try stage.play([.tap("Edit")]).frames.last).displayList.elements
  let texts = end.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }
  #expect(texts.contains("Done") && !texts.contains("Edit"), "\(texts)")
  let discs = end.filter { $0.id.hasSuffix("_DeleteControl/content/content") && $0.frame.width == 22 }
  #expect(discs.count == 2, "a delete control for each row")
  // Outside a navigation container there is none to turn, as on a device.
  let bare = Stage(name: "bare", width: 390, height: 200) { EditButton() }
  let after = try #require(try bare.play([.tap("Edit")]).frames.last).displayList.elements
  #expect(after.contains { if case .text(let r) = $0.content { r.string == "Edit" } else { false } })
}
