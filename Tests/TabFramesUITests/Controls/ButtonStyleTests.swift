import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesSceneFormat
import Testing

// iOS 15's bordered button styles: the label on the tint at 15 % (`.bordered`) or white on the
// tint (`.borderedProminent`), padded by the control size, shaped by the border shape.

@Test @MainActor func borderedStylesDrawTheirBackgrounds() throws {
  let stage = Stage(name: "buttons", width: 300, height: 200) {
    VStack(spacing: 20) {
      Button("Save") {}.buttonStyle(.borderedProminent)
      Button("Cancel") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
      Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large).tint(.green)
    }
  }
  let list = try stage.displayList()
  func label(_ text: String) throws -> Element {
    try #require(list.elements.first { if case .text(let r) = $0.content { r.string == text } else { false } })
  }
  func background(of text: String) throws -> Element {
    let l = try label(text)
    return try #require(
      list.elements.first { e in
        if case .text = e.content { return false }
        return e.frame.minX < l.frame.minX && e.frame.maxX > l.frame.maxX && e.frame.minY < l.frame.minY && e.frame.maxY > l.frame.maxY
      })
  }
  let save = try background(of: "Save")
  #expect(try label("Save").color == RGBA(1, 1, 1, 1), "white on the tint")
  #expect(save.color.a == 1 && save.color.b > 0.9, "the blue tint: \(save.color)")
  #expect(abs((try label("Save").frame.minX) - save.frame.minX - 12) < 0.5, "12 pt in at the regular size")
  let cancel = try background(of: "Cancel")
  #expect(abs(cancel.color.a - 0.15) < 0.01, "the tint at 15 %: \(cancel.color)")
  // A capsule: its corners half its height; the rounded rectangle's are 6 pt.
  #expect(abs(cancel.cornerRadius - cancel.frame.height / 2) < 0.5, "a capsule: \(cancel.cornerRadius), \(cancel.frame)")
  #expect(abs(save.cornerRadius - 6) < 0.01, "\(save.cornerRadius)")
  let go = try background(of: "Continue")
  #expect(abs((try label("Continue").frame.minX) - go.frame.minX - 20) < 0.5, "20 pt in at the large size")
  #expect(go.color.g > go.color.b, "tinted green: \(go.color)")
}

/// A foreground style set around a bordered button draws its label, over the style's own white
/// or tint: a row of category chips (`.borderedProminent`, a grey tint and `.primary` text when
/// not chosen) showed white text on light grey.
@Test @MainActor func aForegroundStyleAroundABorderedButtonColoursItsLabel() throws {
  let stage = Stage(name: "chips", width: 300, height: 200) {
    VStack(spacing: 20) {
      Button("All") {}.buttonStyle(.borderedProminent).tint(.gray).foregroundStyle(.black)
      Button("Lunch") {}.buttonStyle(.bordered).foregroundStyle(.red)
      Button("Save") {}.buttonStyle(.borderedProminent)
    }
  }
  let list = try stage.displayList()
  func color(_ text: String) throws -> RGBA {
    try #require(list.elements.first { if case .text(let r) = $0.content { r.string == text } else { false } }).color
  }
  #expect(try color("All") == RGBA(0, 0, 0, 1))
  let lunch = try color("Lunch")
  #expect(lunch.r > 0.9 && lunch.g < 0.3 && lunch.b < 0.3, "\(lunch)")
  #expect(try color("Save") == RGBA(1, 1, 1, 1), "white where nothing is set")
}

/// A destructive button is drawn in the system red by SwiftUI's own styles: the label of a
/// form's "Sign Out", a bordered prominent button's fill, a menu row's label. An author's own
/// style decides for itself (it is given the role), so its label keeps the tint.
@Test @MainActor func aDestructiveButtonIsRedInTheBuiltInStyles() throws {
  struct Underlined: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label.underline() }
  }
  let stage = Stage(name: "destructive", width: 390, height: 500) {
    VStack {
      Color.red.frame(width: 10, height: 10)
      List {
        Button("Sign Out", role: .destructive) {}
        Button("Edit") {}
      }
      .frame(height: 200)
      Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent)
      Button("Remove", role: .destructive) {}.buttonStyle(Underlined())
    }
  }
  let list = try stage.displayList()
  let red = try #require(list.elements.first).color
  func element(_ text: String) throws -> Element {
    try #require(list.elements.first { if case .text(let r) = $0.content { r.string == text } else { false } })
  }
  let signOut = try element("Sign Out").color
  let edit = try element("Edit").color
  #expect(signOut == red, "\(signOut)")
  #expect(edit != red && edit.b > 0.9, "the tint: \(edit)")
  let delete = try element("Delete")
  let fill = try #require(
    list.elements.first { e in
      if case .text = e.content { return false }
      return e.frame.minX < delete.frame.minX && e.frame.maxX > delete.frame.maxX && e.frame.minY < delete.frame.minY
        && e.frame.maxY > delete.frame.maxY
    })
  #expect(fill.color == red && delete.color == RGBA(1, 1, 1, 1), "red under a white label: \(fill.color)")
  #expect(try element("Remove").color != red, "an author's style keeps the tint")
}

/// An open menu's destructive row is red, its other rows in the primary colour.
@Test @MainActor func aMenusDestructiveRowIsRed() throws {
  let stage = Stage(name: "menu-delete", width: 390, height: 300) {
    VStack {
      Color.red.frame(width: 10, height: 10)
      Menu("Actions") {
        Button("Duplicate") {}
        Button("Delete", role: .destructive) {}
      }
      .frame(maxHeight: .infinity, alignment: .top)
    }
  }
  let last = try #require(try stage.play([.tap("Actions")]).frames.last).displayList
  let red = try #require(last.elements.first).color
  func color(_ text: String) throws -> RGBA {
    try #require(last.elements.first { if case .text(let r) = $0.content { r.string == text } else { false } }).color
  }
  #expect(try color("Delete") == red)
  let duplicate = try color("Duplicate")
  #expect(duplicate != red && duplicate.r < 0.1 && duplicate.g < 0.1, "the primary colour: \(duplicate)")
}

/// A small or mini bordered button's text is subheadline (15 pt), a regular or large one's body
/// (17 pt); a font set around the button wins (docs/SWIFTUI.md). `controlSize(.small)` shrank
/// only the padding, so a compact toolbar button's text stayed body-sized.
@Test @MainActor func aSmallBorderedButtonsTextIsSubheadline() throws {
  let stage = Stage(name: "sizes", width: 300, height: 300) {
    VStack(spacing: 12) {
      Button("Mini") {}.buttonStyle(.bordered).controlSize(.mini)
      Button("Small") {}.buttonStyle(.borderedProminent).controlSize(.small)
      Button("Regular") {}.buttonStyle(.bordered)
      Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
      Button("Captioned") {}.buttonStyle(.bordered).controlSize(.small).font(.caption)
      Button("Glass") {}.buttonStyle(.glass).controlSize(.small)
    }
  }
  let list = try stage.displayList()
  func size(_ text: String) throws -> Double {
    let run = try #require(list.elements.lazy.compactMap { if case .text(let r) = $0.content, r.string == text { r } else { nil } }.first)
    return run.font.size
  }
  #expect(try size("Mini") == 15)
  #expect(try size("Small") == 15)
  #expect(try size("Regular") == 17)
  #expect(try size("Large") == 17)
  #expect(try size("Captioned") == 12)
  #expect(try size("Glass") == 15)
}
