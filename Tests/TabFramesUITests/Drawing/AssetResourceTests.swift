import CoreGraphics
import Foundation
import TabFrames
import TabFramesDisplayList
import Testing
import UIKit

// Xcode's asset resources (the types generated asset symbols name): `Color(.brand)`,
// `Image(.logo)`, `UIColor(resource:)`, `UIImage(resource:)`, `Label` and `Button` with an image
// resource, each the catalogue's asset as its name gives it (Tests/Fixtures/Assets.xcassets).
// The file imports UIKit and CoreGraphics beside Testing, as an iOS team's test file does: Swift
// Testing's cross-import overlays for them are TabFrames' empty stand-ins on Linux.

extension ColorResource {
  fileprivate static let brand = ColorResource(name: "Brand", bundle: .main)
}

extension ImageResource {
  fileprivate static let logo = ImageResource(name: "Logo", bundle: .main)
}

@MainActor private func elements<V: View>(_ view: V) throws -> [TabFramesDisplayList.Element] {
  try Stage(name: "resource", width: 120, height: 60) { view }.displayList().elements
}

@Test @MainActor func aResourceIsTheCataloguesAssetOfItsName() throws {
  #expect(Color(.brand) == Color("Brand"))
  #expect(try elements(Color(.brand)).first?.color == elements(Color("Brand")).first?.color)
  #expect(Color(uiColor: UIColor(resource: .brand)) == Color("Brand"))
  #expect(UIImage(resource: .logo) == UIImage(named: "Logo"))
  #expect(try elements(Image(.logo)) == elements(Image("Logo")))
  #expect(try elements(Label("Logo", image: .logo)) == elements(Label("Logo", image: "Logo")))
  #expect(try elements(Button("Go", image: .logo) {}) == elements(Button(action: {}) { Label("Go", image: "Logo") }))
  #expect(ColorResource(name: "Brand", bundle: .main) == .brand && ImageResource(name: "Other", bundle: .main) != .logo)
}

/// A UIKit colour still converts with `Color(_:)` when no resource has the member's name, and the
/// resource wins where generated symbols give both (`UIColor.brand` beside `ColorResource.brand`).
@Test @MainActor func aResourceIsPreferredToAUIColorOfTheSameName() throws {
  #expect(Color(.systemGray6) == Color(uiColor: .systemGray6))
  #expect(Color(.brand) == Color("Brand"))
}

extension UIColor {
  fileprivate static var brand: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
}
