import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesValues
import Testing

// A sheet's content is at UIKit's elevated level: in dark appearance its system backgrounds are
// a step lighter than the screen's, so the sheet stands out from the dimmed black behind it. A
// form in a dark sheet was black on black, its top edge invisible.

private struct Screen: View {
  var body: some View {
    Color(.systemBackground).accessibilityIdentifier("screen")
      .sheet(isPresented: .constant(true)) {
        Form { Text("Goal").accessibilityIdentifier("row") }
          .presentationDetents([.medium])
      }
  }
}

@MainActor private func drawn(_ appearance: Appearance) throws -> [Element] {
  var stage = Stage(name: "level", width: 393, height: 852, appearance: appearance) { Screen() }
  stage.safeAreaInsets = Stage.iPhoneSafeArea
  return try stage.displayList().elements
}

@Test @MainActor func aSheetsSystemBackgroundsAreAStepLighterInDark() throws {
  let dark = try drawn(.dark)
  let screen = try #require(dark.first { $0.id.hasSuffix("screen") })
  #expect(screen.color == RGBA(0, 0, 0, 1), "the screen's own: base level")
  let card = try #require(dark.first { $0.id.hasSuffix("sheet/background") })
  #expect(card.color == RGBA(hex: 0x1C1C1E), "the sheet's card: elevated systemBackground: \(card.color)")
  // The form inside: its grouped background and its rows' card, each a step up.
  let form = dark.filter { $0.id.contains("sheet/content") }.map(\.color)
  #expect(form.contains(RGBA(hex: 0x1C1C1E)) && form.contains(RGBA(hex: 0x2C2C2E)), "\(form)")
  #expect(!form.contains(RGBA(0, 0, 0, 1)), "no black in the sheet: \(form)")
  let light = try drawn(.light)
  let lightForm = light.filter { $0.id.contains("sheet/content") }.map(\.color)
  #expect(try #require(light.first { $0.id.hasSuffix("sheet/background") }).color == RGBA(1, 1, 1, 1))
  #expect(lightForm.contains(RGBA(hex: 0xF2F2F7)) && lightForm.contains(RGBA(1, 1, 1, 1)), "light is unchanged: \(lightForm)")
}
