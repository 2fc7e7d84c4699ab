import Foundation

/// Xcode's asset resources (DeveloperToolsSupport's, which SwiftUI brings): an asset catalogue's
/// colour by name. Xcode generates a static member for each colour set of an app's catalogues
/// (`ColorResource.brand`, with `Color.brand`); on Linux the AssetSymbols plugin generates them
/// (docs/PREVIEWS.md, "Asset symbols"). The bundle is not kept: the catalogues are found as
/// `Color("Name")` finds them, and an app has one set of them.
public struct ColorResource: Hashable, Sendable {
  let name: String
  public init(name: String, bundle: Bundle) { self.name = name }
}

/// An asset catalogue's image by name (`ImageResource.logo`, generated as for `ColorResource`).
public struct ImageResource: Hashable, Sendable {
  let name: String
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
  /// The asset catalogue's colour the resource names (`Color(.brand)`), as `Color("Brand")`.
  public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
  /// The asset catalogue's image the resource names (`Image(.logo)`), as `Image("Logo")`.
  public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension UIColor {
  /// The asset catalogue's colour the resource names (`UIColor(resource: .brand)`).
  public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}

extension Label where Title == Text, Icon == Image {
  /// A label whose icon is the asset catalogue's image the resource names.
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}

extension Button where Label == TabFramesUI.Label<Text, Image> {
  /// A button labelled by a title and the asset catalogue's image the resource names.
  @preconcurrency public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { TabFramesUI.Label(titleKey, image: image) }
  }
  @_disfavoredOverload
  @preconcurrency public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { TabFramesUI.Label(title, image: image) }
  }
}
