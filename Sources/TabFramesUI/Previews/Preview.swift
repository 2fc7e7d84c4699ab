import Foundation

/// SwiftUI's `Preview` (DeveloperToolsSupport): what `#Preview` makes of its name, traits and body.
@MainActor
public struct Preview {
  /// The kind of traits a view preview takes.
  public enum ViewTraits {}

  public let displayName: String?
  let traits: [PreviewTrait<ViewTraits>]
  package let body: @MainActor () -> any View

  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    displayName = name
    self.traits = traits
    self.body = body
  }

  /// How the preview's canvas is sized: the last layout trait given, else the device.
  package var layout: PreviewLayout {
    traits.reversed().lazy.compactMap(\.layout).first ?? .device
  }

  /// Whether a landscape trait turns the device canvas on its side (the last orientation given).
  package var isLandscape: Bool {
    traits.reversed().lazy.compactMap(\.landscape).first ?? false
  }
}

/// SwiftUI's `PreviewTrait`: how a preview is shown (its layout, the device's orientation).
@MainActor
public struct PreviewTrait<T> {
  let layout: PreviewLayout?
  let landscape: Bool?
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's screen.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device, landscape: nil) }
  /// The view's own size.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits, landscape: nil) }
  /// A canvas of the given size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(layout: .fixed(width: width, height: height), landscape: nil)
  }
  public static var portrait: PreviewTrait<T> { PreviewTrait(layout: nil, landscape: false) }
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(layout: nil, landscape: false) }
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(layout: nil, landscape: true) }
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(layout: nil, landscape: true) }
}

// The macros. Their implementation is a compiler plugin, scripts/install-preview-macro installs it
// into the toolchain; without it the compiler says "plugin for module 'TabFramesPreviewMacros' not
// found" and shows the comment below beside the declaration.

/// SwiftUI's `#Preview { … }` and `#Preview("Name") { … }`: a preview TabFrames finds by itself
/// (`Stage.previews()`, `assertPreviewSnapshots()`, `tabframes previews`).
@freestanding(declaration)
// "plugin for module 'TabFramesPreviewMacros' not found"? Run TabFrames' scripts/setup, or
// scripts/install-preview-macro, once on this machine (docs/PREVIEWS.md).
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TabFramesPreviewMacros", type: "PreviewMacro")

/// SwiftUI's `#Preview("Name", traits: .sizeThatFitsLayout) { … }`.
@freestanding(declaration)
// "plugin for module 'TabFramesPreviewMacros' not found"? Run TabFrames' scripts/setup, or
// scripts/install-preview-macro, once on this machine (docs/PREVIEWS.md).
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TabFramesPreviewMacros", type: "PreviewMacro")

/// SwiftUI's `@Previewable`: a `@State` (or other dynamic property) declared at the root of a
/// `#Preview` body, which becomes the preview's own state.
@attached(peer)
// "plugin for module 'TabFramesPreviewMacros' not found"? Run TabFrames' scripts/setup, or
// scripts/install-preview-macro, once on this machine (docs/PREVIEWS.md).
public macro Previewable() = #externalMacro(module: "TabFramesPreviewMacros", type: "PreviewableMacro")
