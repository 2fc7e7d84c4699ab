import Foundation
import TabFramesAssetSymbols
import Testing

// Xcode's generated asset symbols, as the AssetSymbols plugin writes them: the names Xcode gives
// (checked against names and identifiers seen in Xcode's own GeneratedAssetSymbols.swift files in
// public projects) and the file's members.

@Test func assetNamesBecomeXcodesIdentifiers() {
  let colors: [(String, String)] = [
    ("AccentColor", "accent"), ("BackgroundColor", "background"), ("Brand", "brand"), ("DSSurfaceInset", "dsSurfaceInset"),
    ("color_000000", "color000000"), ("LightGrayColor", "lightGray"), ("Color", "color"), ("brand-primary", "brandPrimary"),
  ]
  for (name, identifier) in colors {
    #expect(AssetSymbols.identifier(for: .init(kind: .color, name: name)) == identifier, "\(name)")
  }
  let images: [(String, String)] = [
    ("Auto & Transport", "autoTransport"), ("map_b", "mapB"), ("BMR", "BMR"), ("Empty man PP", "emptyManPP"),
    ("tiko_avatar", "tikoAvatar"), ("polaroid.I-1.fill.symbols", "polaroidI1FillSymbols"), ("App icon", "appIcon"),
    ("1x", "_1x"), ("default", "`default`"), ("HeaderImage", "header"),
  ]
  for (name, identifier) in images {
    #expect(AssetSymbols.identifier(for: .init(kind: .image, name: name)) == identifier, "\(name)")
  }
}

@Test func aCataloguesColoursAndImagesAreFoundAndItsIconsLeftOut() throws {
  let catalogue = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(UUID().uuidString)/A.xcassets")
  defer { try? FileManager.default.removeItem(at: catalogue.deletingLastPathComponent()) }
  for folder in ["Brand.colorset", "Group/BlueColor.colorset", "Logo.imageset", "star.custom.symbolset", "AppIcon.appiconset"] {
    try FileManager.default.createDirectory(at: catalogue.appendingPathComponent(folder), withIntermediateDirectories: true)
  }
  let assets = AssetSymbols.assets(inCatalogues: [catalogue])
  #expect(
    assets == [
      .init(kind: .color, name: "BlueColor"), .init(kind: .color, name: "Brand"), .init(kind: .image, name: "Logo"),
      .init(kind: .image, name: "star.custom"),
    ])
  let source = AssetSymbols.source(for: assets)
  #expect(source.hasPrefix("// Generated") && source.contains("#if os(Linux)"), "empty on Apple's platforms, where Xcode generates")
  // The module's own names for the types, so that a file importing Foundation alone names them.
  #expect(source.contains("typealias ImageResource = TabFramesUI.ImageResource"))
  #expect(source.contains(#"static let brand = ColorResource(name: "Brand", bundle: resourceBundle)"#))
  #expect(source.contains(#"static let starCustom = ImageResource(name: "star.custom", bundle: resourceBundle)"#))
  #expect(source.contains("static var brand: Color { .init(.brand) }"))
  #expect(source.contains("static var logo: UIImage { .init(resource: .logo) }"))
  // A colour named as SwiftUI's own gets its resource, and a warning in place of the Color member.
  #expect(source.contains(#"static let blue = ColorResource(name: "BlueColor", bundle: resourceBundle)"#))
  #expect(
    source.contains(
      #"#warning("The \"BlueColor\" color asset name resolves to a conflicting Color symbol \"blue\". Try renaming the asset.")"#))
  #expect(!source.contains("static var blue:"))
}

/// A project that declares members itself (`extension Color { static let fill1 = Color("Fill 1") }`,
/// as one public transit app does beside `Color(.fill1)`) builds with Xcode's extension members
/// off: those names are left to it, the resources still generated.
@Test func membersTheCodeDeclaresAreLeftToIt() {
  let code = """
    import SwiftUI

    extension Color {
        static let fill1 = Color("Fill 1")
        static var halo: Color { Color("Halo") }
    }

    extension UIColor {
        static let fill1 = UIColor(named: "Fill 1") ?? UIColor(Color(.fill1))
    }

    struct Other { static let key = 1 }
    """
  let declared = AssetSymbols.declaredMembers(inSources: [code])
  #expect(declared["Color"] == ["fill1", "halo"] && declared["UIColor"] == ["fill1"] && declared["UIImage"] == nil)
  let assets: [AssetSymbols.Asset] = [.init(kind: .color, name: "Fill 1"), .init(kind: .color, name: "Key")]
  let source = AssetSymbols.source(for: assets, declared: declared)
  #expect(source.contains(#"static let fill1 = ColorResource(name: "Fill 1", bundle: resourceBundle)"#))
  #expect(!source.contains("static var fill1"), "no Color, ShapeStyle or UIColor member of its own name")
  #expect(source.contains("static var key: Color") && source.contains("static var key: UIColor"), "a name declared elsewhere is not")
}

/// Two assets whose names give one symbol ("Brand" and "BrandColor"): the first keeps it and the
/// other is named in a warning, where a second declaration would stop the build.
@Test func twoAssetsOfOneSymbolKeepTheFirstAndWarn() {
  let source = AssetSymbols.source(for: [.init(kind: .color, name: "Brand"), .init(kind: .color, name: "BrandColor")])
  #expect(source.components(separatedBy: "static let brand = ").count == 2, "declared once: \(source)")
  #expect(source.contains(#"static let brand = ColorResource(name: "Brand", bundle: resourceBundle)"#))
  #expect(
    source.contains(
      #"#warning("The \"BrandColor\" asset name resolves to the symbol \"brand\", which another asset has. Try renaming the asset.")"#))
}
