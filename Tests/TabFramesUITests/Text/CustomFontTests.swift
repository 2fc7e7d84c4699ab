import Foundation
import TabFramesDisplayList
import TabFramesSceneFormat
import Testing

@testable import TabFrames

// `Font.custom` as apps name their fonts: by PostScript name ("Avenir-Heavy"). An installed
// family draws as named; one fontconfig does not have draws in the system font at the weight and
// slant its name says (a device falls back to the system font for a name it lacks), with a
// warning naming it, where fontconfig's first substitute at regular weight was drawn before.

@MainActor private func runs(_ view: some View) throws -> [String: FontSpec] {
  var found: [String: FontSpec] = [:]
  for element in try Stage(name: "custom-fonts", width: 300, height: 200) { view }.displayList().elements {
    if case .text(let run) = element.content { found[run.string] = run.font }
  }
  return found
}

@Test @MainActor func aFontThatIsNotInstalledDrawsInTheSystemFontAtItsNamedWeight() throws {
  let fonts = try runs(
    VStack {
      Text("Heavy").font(.custom("Avenir-Heavy", size: 15))
      Text("Bold italic").font(.custom("Avenir-BoldItalic", size: 15))
      Text("Next").font(.custom("Avenir Next", size: 16))
      Text("Told light").font(.custom("Avenir-Heavy", size: 15).weight(.light))
      Text("Installed").font(.custom("DejaVu Sans", size: 15))
      Text("System").font(.system(size: 15, weight: .heavy))
    })
  let system = try #require(fonts["System"])
  let heavy = try #require(fonts["Heavy"])
  #expect(heavy.family == system.family && heavy.weight == .heavy && !heavy.italic)
  #expect(heavy.letterSpacing == system.letterSpacing, "tracked as the system font at that size and weight")
  let boldItalic = try #require(fonts["Bold italic"])
  #expect(boldItalic.family == system.family && boldItalic.weight == .bold && boldItalic.italic)
  #expect(fonts["Next"]?.family == system.family && fonts["Next"]?.weight == .regular)
  #expect(fonts["Told light"]?.weight == .light, "a weight the code gives wins over the name's")
  let installed = try #require(fonts["Installed"])
  #expect(installed.family == "DejaVu Sans" && installed.letterSpacing == 0, "an installed family is drawn as named, untracked")
}

@Test @MainActor func aMissingFontIsNamedInAWarningOnce() throws {
  let stage = Stage(name: "missing-font", width: 300, height: 100) {
    VStack {
      Text("One").font(.custom("Avenir-Heavy", size: 15))
      Text("Two").font(.custom("Avenir-Heavy", size: 13))
      Text("Three").font(.custom("DejaVu Sans", size: 13))
    }
  }
  let warnings = try stage.symbolWarnings().filter { $0.contains("font") }
  #expect(warnings.count == 1 && warnings.first?.contains("\"Avenir-Heavy\" is not installed") == true, "\(warnings)")
  #expect(try stage.silencing(.font).symbolWarnings().allSatisfy { !$0.contains("Avenir") })
}
