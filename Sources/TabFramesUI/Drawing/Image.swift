import Foundation

/// SwiftUI's `Image(systemName:)`: an SF Symbol at the environment's font size and weight. An
/// image is not resizable: it takes its symbol's box whatever it is proposed, and the box comes
/// from the symbol's drawing (docs/FIDELITY.md §5: it varies per symbol), through the measurer the
/// layout is given.
nonisolated public struct Image: View, PrimitiveView, Sendable {
  let systemName: String
  /// `resizable()`: the symbol takes the frame it is offered.
  var isResizable = false
  /// An asset catalogue image's name (nil: a symbol).
  var assetName: String?
  /// `renderingMode(.template)`: an asset image drawn as its alpha in the foreground colour.
  var renderingMode: TemplateRenderingMode?
  /// `Image(uiImage: UIImage())`: nothing drawn, no space taken.
  var isEmpty = false
  /// What VoiceOver reads: its name's reading, the label it was given, or nothing.
  enum Spoken: Sendable {
    case name
    case label(Text)
    case decorative
  }
  var spoken = Spoken.name
  /// `symbolRenderingMode(_:)` on the image itself, over the environment's.
  var symbolMode: SymbolRenderingMode?

  public init(systemName: String) { self.systemName = systemName }
  /// A variable symbol at a value (iOS 16): drawn whole, at its full value (docs/SWIFTUI.md).
  public init(systemName: String, variableValue: Double?) { self.systemName = systemName }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    if isEmpty {
      return [LeafNode(kind: .color, id: context.path, content: .fill(.clear), sizing: .fixed(.zero), color: .clear)]
    }
    // An asset catalogue's image; else its symbol set, drawn below as a symbol is; else nothing.
    if let assetName, let asset = AssetCatalog.image(named: assetName) {
      let leaf = LeafNode(
        kind: .image, id: context.path, content: .image(asset.path), sizing: isResizable ? .resizable(asset.size) : .fixed(asset.size),
        color: .white)
      leaf.imageLabel = spokenLabel(assetName, context.environment)
      guard renderingMode == .template else { return [leaf] }
      // Its alpha in the foreground colour: white where it is drawn, then multiplied.
      let white = EffectNode(
        child: leaf, id: context.path, effect: .colorFilter(.matrix([0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0])))
      return [EffectNode(child: white, id: context.path, effect: .colorFilter(.multiply(context.foreground)))]
    }
    if let assetName, AssetCatalog.symbolFile(named: assetName) == nil {
      AssetCatalog.warnMissingImage(assetName)
      return [LeafNode(kind: .color, id: context.path, content: .fill(.clear), sizing: .fixed(.zero), color: .clear)]
    }
    let base = context.environment.font ?? .body
    let font = (context.environment.fontWeight.map { base.weight($0) } ?? base).scaled(for: context.environment.dynamicTypeSize)
    let symbol = assetName ?? systemName
    let variant = context.environment.symbolVariants.apply(to: symbol)
    let name = assetName == nil && variant != symbol && context.hasSymbol(variant) ? variant : symbol
    let box = context.symbolSize(name, font).scaled(by: context.environment.imageScale.factor)
    // Two or three foreground styles and no mode given paint a symbol's layers as `.palette` does.
    let implied: SymbolRenderingMode? = context.environment.symbolPalette.isEmpty ? nil : .palette
    if let mode = symbolMode ?? context.environment.symbolRenderingMode ?? implied, let layered = layeredNodes(name, mode: mode, context) {
      return layered
    }
    let leaf = LeafNode(
      kind: .symbol, id: context.path, content: .symbol(name, font), sizing: isResizable ? .resizable(box) : .fixed(box),
      color: context.foreground, metrics: context.fontMetrics(font))
    // Read by the name written, not the variant drawn (a tab item's `house` drawn as `house.fill`).
    leaf.imageLabel = spokenLabel(symbol, context.environment)
    // A gradient foreground style paints the symbol across its box.
    leaf.gradient = context.environment.foregroundPaint?.gradient
    return [leaf]
  }

  /// What VoiceOver reads of an image by name: the name's translation in the project's
  /// `Localizable` strings when it has one (as SwiftUI looks the name up), else the name with its
  /// dots read as spaces ("person bicycle" for `person.bicycle`, "star fill" for `star.fill`).
  /// On a device some SF Symbols carry a description of their own; those are not known here
  /// (docs/SWIFTUI.md).
  static func reading(_ name: String) -> String {
    name.split(separator: ".").joined(separator: " ")
  }

  @MainActor private func spokenLabel(_ name: String, _ environment: EnvironmentValues) -> String? {
    switch spoken {
    case .name: StringTables.translation(name, table: "Localizable", locale: environment.locale) ?? Self.reading(name)
    case .label(let text): text.accessibilityString(in: environment)
    case .decorative: nil
    }
  }
}

extension Image {
  /// SF Symbols' scales: small and large relative to medium (docs/FIDELITY.md §5: about 0.78× and
  /// 1.29×, not verified on a device).
  public enum Scale: Hashable, Sendable, CaseIterable {
    case small, medium, large
    var factor: CGFloat {
      switch self {
      case .small: return 0.78
      case .medium: return 1
      case .large: return 1.29
      }
    }
  }
}

extension Image {
  /// SwiftUI's `Image.TemplateRenderingMode`.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  /// SwiftUI's `Image.Interpolation`.
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

  /// `.template` draws an asset image as its shape in the foreground colour (as a tab bar's
  /// icons are); `.original` as its own colours. Symbols are drawn in the foreground colour
  /// either way (a stage's symbols have one colour).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.renderingMode = renderingMode
    return image
  }
  /// How a scaled image is resampled: a stage always resamples smoothly.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  /// Accepted; a stage always draws antialiased.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension CGSize {
  fileprivate func scaled(by k: CGFloat) -> CGSize { CGSize(width: width * k, height: height * k) }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// The scale of symbol images inside.
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}

extension Image {
  /// An asset catalogue's image (`Image("Logo")`): its PNG for the largest scale given, at its
  /// size in points (pixels over the scale); or its custom symbol (a `.symbolset`), drawn as an
  /// SF Symbol is, at the font's size and in the foreground colour. A name no catalogue has draws
  /// nothing and takes no space, as on a device, with a warning naming it.
  public init(_ name: String, bundle: Bundle? = nil) {
    systemName = ""
    assetName = name
  }

  /// An asset image read by `label` rather than by its name.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
    spoken = .label(label)
  }

  /// AppKit's image, which SwiftUI has on macOS only: unavailable on an iPhone, as here.
  @available(*, unavailable, message: "Image(nsImage:) is macOS's (AppKit): an iPhone's view uses Image(uiImage:) or Image(_:)")
  public init<T>(nsImage: T) { fatalError("unavailable") }

  /// A decorative asset image: drawn the same, not read by VoiceOver.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    spoken = .decorative
  }
}
