import Foundation

/// SwiftUI's `SymbolRenderingMode`. A stage's symbols are drawn from one outline each, so a
/// symbol's layers are known for one family only: an enclosed mark (`checkmark.circle.fill`,
/// `xmark.square.fill`, `checkmark.seal.fill`), whose mark and enclosure `.palette` and
/// `.hierarchical` paint apart (two foreground styles with no mode given are `.palette`). Every
/// other symbol, and `.multicolor`, draws as `.monochrome`: in the first style (docs/SWIFTUI.md).
public struct SymbolRenderingMode: Sendable, Equatable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct SymbolPaletteKey: EnvironmentKey { static let defaultValue: [Color] = [] }

extension EnvironmentValues {
  /// The rendering mode `symbolRenderingMode(_:)` gives the symbols inside (nil: each symbol's own,
  /// monochrome for those drawn here).
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
  /// The second and third styles of `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`, as
  /// colours: what a symbol's secondary and tertiary layers are painted with.
  var symbolPalette: [Color] {
    get { self[SymbolPaletteKey.self] }
    set { self[SymbolPaletteKey.self] = newValue }
  }
}

extension Image {
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var image = self
    image.symbolMode = mode
    return image
  }
}

extension View {
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
  /// Two styles: the first paints text, shapes and a symbol's first layer; the second a symbol's
  /// second layer (in `.palette` mode), as SwiftUI's do.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    modifier(_SymbolPaletteModifier(styles: [secondary])).foregroundStyle(primary)
  }
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View { modifier(_SymbolPaletteModifier(styles: [secondary, tertiary])).foregroundStyle(primary) }
}

/// Resolves a palette's further styles where they are given (a hierarchical one against the
/// foreground there) into the environment's `symbolPalette`.
nonisolated struct _SymbolPaletteModifier: ViewModifier, PrimitiveModifier {
  let styles: [any ShapeStyle]
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var inner = context
    inner.environment.symbolPalette = styles.map { $0._color(in: context.environment) }
    return content(inner)
  }
}

extension Image {
  /// Whether a symbol is a small mark cut out of the middle of a filled circle or square (or a
  /// seal: `checkmark.seal.fill`, the verified badge), the layers a stage can paint apart: a
  /// check, a cross, a plus, an arrow. A figure that reaches the enclosure's edge
  /// (`person.crop.circle.fill`) is drawn whole.
  static func isEnclosedMark(_ name: String) -> Bool {
    if name == "checkmark.seal.fill" { return true }
    guard name.hasSuffix(".circle.fill") || name.hasSuffix(".square.fill") else { return false }
    return centralMarks.contains { name.hasPrefix($0 + ".") }
  }
  private static let centralMarks = [
    "checkmark", "xmark", "plus", "minus", "multiply", "divide", "equal", "questionmark", "exclamationmark", "info", "arrow",
    "arrowtriangle", "chevron", "play", "pause", "stop", "ellipsis", "heart", "star", "bolt", "bell", "bookmark", "flag", "tag",
    "house", "magnifyingglass", "gear", "gearshape", "cart", "trash", "pencil", "lock", "mappin", "location", "phone",
    "video", "envelope", "message", "calendar", "clock", "folder", "book", "music.note", "camera", "mic", "link",
  ]

  /// An enclosed mark in two layers: the enclosure in the second style (`.palette`'s second, or
  /// `.hierarchical`'s secondary level of the foreground) and the mark in the first. The mark is
  /// what the symbol leaves uncovered inside its enclosure: a disc well inside the enclosure, cut
  /// by the symbol itself, over the symbol in the second style.
  @MainActor func layeredNodes(_ name: String, mode: SymbolRenderingMode, _ context: BuildContext) -> [LayoutNode]? {
    guard mode == .palette || mode == .hierarchical, Self.isEnclosedMark(name) else { return nil }
    let environment = context.environment
    let primary = context.foreground
    let secondary =
      mode == .palette ? (environment.symbolPalette.first ?? primary) : HierarchicalShapeStyle(level: 1)._color(in: environment)
    var plain = self
    plain.symbolMode = .monochrome
    var cut = plain
    cut.spoken = .decorative
    // The cut is opaque whatever the foreground: a translucent one would leave part of the disc.
    // The marks SF draws inside an enclosure keep to about its middle half; a disc of 72 % of the
    // symbol's box stays inside the enclosure's outline and covers them.
    let layers = plain.foregroundColor(secondary).overlay {
      ZStack {
        Circle().fill(primary).scaleEffect(0.72)
        cut.foregroundColor(.black).blendMode(.destinationOut)
      }
      .compositingGroup()
    }
    return TabFramesUI.makeNodes(layers, context.child("layers"))
  }
}
