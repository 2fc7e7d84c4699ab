import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesSceneFormat
import Testing

// Asset-catalogue colours read from the project's own `Assets.xcassets` (here the repository's
// Tests/Fixtures/Assets.xcassets, found under the folder `swift test` runs in): light and dark
// appearances, sRGB, Display P3 and grey, the component formats Xcode writes, references to
// UIKit's colours; a name no catalogue has is drawn clear.

@MainActor private func fill(_ color: Color, _ appearance: Appearance = .light) throws -> RGBA {
  try #require(try Stage(name: "asset", width: 20, height: 20, appearance: appearance) { color }.displayList().elements.first).color
}

private func close(_ a: RGBA, _ b: (Double, Double, Double, Double)) -> Bool {
  abs(a.r - b.0) < 0.003 && abs(a.g - b.1) < 0.003 && abs(a.b - b.2) < 0.003 && abs(a.a - b.3) < 0.003
}

@Test @MainActor func assetColoursFollowTheAppearance() throws {
  let brand = Color("Brand")
  #expect(close(try fill(brand), (1, 0.2, 0.4, 1)), "floating-point components, light")
  #expect(close(try fill(brand, .dark), (1, 64 / 255, 128 / 255, 1)), "8-bit components, dark; high contrast passed over")
}

@Test @MainActor func assetColoursReadEveryFormat() throws {
  // Display P3 red, hex components, half alpha: P3's red lies beyond sRGB, clipped to it.
  let tint = try fill(Color("Tint"))
  #expect(tint.r > 0.99 && tint.g < 0.01 && abs(tint.a - 128 / 255.0) < 0.003, "\(tint)")
  // A grey in gray-gamma, and a reference to UIKit's system blue (SwiftUI's .blue).
  #expect(close(try fill(Color("Shade")), (0.25, 0.25, 0.25, 1)))
  #expect(try fill(Color("SystemLink")) == (try fill(Color.blue)))
}

@Test @MainActor func aMissingAssetColourIsClear() throws {
  #expect(try fill(Color("NoSuchColour")).a == 0)
}

/// UIKit's `UIColor(named:)` reads the same catalogues; nil for a name none has.
@Test @MainActor func uiColorNamedReadsTheCatalogues() throws {
  let brand = try #require(UIColor(named: "Brand"))
  #expect(close(try fill(Color(uiColor: brand), .dark), (1, 64 / 255, 128 / 255, 1)))
  #expect(UIColor(named: "NoSuchColour") == nil)
}
