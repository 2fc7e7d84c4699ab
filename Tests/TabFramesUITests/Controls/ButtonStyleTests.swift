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
