import Foundation

/// SwiftUI's `Text`: a string in the environment's font (`.body` when none).
public struct Text: View, PrimitiveView, Equatable {
  let string: String
  var fontOverride: Font?
  /// `bold()` / `fontWeight(_:)`: applied to whatever font the text ends up with (its own or
  /// the environment's), as SwiftUI applies them.
  var weightOverride: Font.Weight?

  public init<S: StringProtocol>(_ content: S) { string = String(content) }
  public init(verbatim content: String) { string = content }

  public var body: Never { primitiveBodyNotCalled() }

  /// `Text("a").font(.title)` returns Text, as in SwiftUI (so texts can be concatenated later).
  public func font(_ font: Font?) -> Text {
    var t = self
    t.fontOverride = font
    return t
  }
  public func bold() -> Text { fontWeight(.bold) }
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var t = self
    t.weightOverride = weight
    return t
  }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let resolved = fontOverride ?? context.environment.font ?? .body
    let font = weightOverride.map { resolved.weight($0) } ?? resolved
    let (measure, string) = (context.measure, string)
    let measured = measure(string, font, nil) ?? .zero
    let layout = TextLayout(
      ideal: measured, lineHeight: max(measured.height, 1), lineLimit: context.environment.lineLimit,
      characters: string.count,
      wrapped: { width in measure(string, font, width) })
    return [
      LeafNode(
        kind: .text, id: context.path, content: .text(string, font), sizing: .text(layout),
        color: context.environment.foregroundColor ?? .primary, metrics: context.fontMetrics(font))
    ]
  }
}

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}

extension View {
  public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
}
