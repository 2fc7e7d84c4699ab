/// SwiftUI's `SymbolVariants`: `.fill`, `.circle`, `.square`, `.rectangle`, `.slash` and their
/// combinations (`.circle.fill`), which `Image(systemName:)` applies to its name when the symbol
/// has that variant (`house` with `.fill` draws `house.fill`), else draws the name as given.
public struct SymbolVariants: Hashable, Sendable {
  var shape: String?
  var fills = false
  var slashes = false

  public static let none = SymbolVariants()
  public static let circle = SymbolVariants(shape: "circle")
  public static let square = SymbolVariants(shape: "square")
  public static let rectangle = SymbolVariants(shape: "rectangle")
  public static let fill = SymbolVariants(fills: true)
  public static let slash = SymbolVariants(slashes: true)

  public var circle: SymbolVariants { with { $0.shape = "circle" } }
  public var square: SymbolVariants { with { $0.shape = "square" } }
  public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
  public var fill: SymbolVariants { with { $0.fills = true } }
  public var slash: SymbolVariants { with { $0.slashes = true } }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var v = self
    change(&v)
    return v
  }

  /// The name with the variants in SF's order (`.slash`, then the enclosure, then `.fill`),
  /// leaving out the parts the name has already.
  func apply(to name: String) -> String {
    var parts = name.split(separator: ".").map(String.init)
    if slashes && !parts.contains("slash") { parts.append("slash") }
    if let shape, !parts.contains(shape) { parts.append(shape) }
    if fills && !parts.contains("fill") { parts.append("fill") }
    return parts.joined(separator: ".")
  }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

extension View {
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }
}
