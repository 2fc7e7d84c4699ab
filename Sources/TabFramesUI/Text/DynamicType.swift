import Foundation

/// SwiftUI's `DynamicTypeSize`: the reader's text size, `.large` by default. Text styles follow
/// it; `.system(size:)` fonts do not.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }
  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
}

extension Font.TextStyle {
  /// Point sizes at each Dynamic Type size, xSmall to accessibility5: the table of Apple's Human
  /// Interface Guidelines (Typography, "iOS, iPadOS Dynamic Type sizes").
  var sizes: [CGFloat] {
    switch self {
    case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    }
  }
}

extension Font {
  /// The font drawn smaller by a text's minimum scale factor: its size and its tracking.
  func shrunk(by scale: CGFloat) -> Font {
    var f = self
    f.size *= scale
    f.letterSpacing *= scale
    return f
  }

  /// The font at a Dynamic Type size: a text style's size from the table, a custom font's in
  /// proportion to the style it is relative to, any other unchanged.
  func scaled(for size: DynamicTypeSize) -> Font {
    guard size != .large else { return self }
    var f = self
    if let textStyle {
      f.size = textStyle.sizes[size.rawValue]
    } else if let relativeTo {
      let large = relativeTo.sizes[DynamicTypeSize.large.rawValue]
      f.size = self.size * relativeTo.sizes[size.rawValue] / large
    }
    return f
  }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

/// `dynamicTypeSize(_:)` with a range: the size in effect, clamped into the range.
nonisolated struct _DynamicTypeSizeRangeModifier: ViewModifier, PrimitiveModifier {
  let allowed: [DynamicTypeSize]
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    var inner = context
    let current = context.environment.dynamicTypeSize
    if let low = allowed.first, let high = allowed.last, !allowed.contains(current) {
      inner.environment.dynamicTypeSize = current < low ? low : high
    }
    return content(inner)
  }
}

extension View {
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    modifier(_DynamicTypeSizeRangeModifier(allowed: DynamicTypeSize.allCases.filter { range.contains($0) }))
  }
}

/// SwiftUI's `@ScaledMetric`: a length that grows with the Dynamic Type size. A stage's size is
/// the default (`.large`), where the value is as written.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: Sendable where Value: Sendable {
  private let base: Value
  public init(wrappedValue: Value) { base = wrappedValue }
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
  public var wrappedValue: Value { base }
}
