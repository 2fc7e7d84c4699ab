import Foundation

/// SwiftUI's `Color`: a named or semantic colour resolved for the appearance when drawn, or
/// explicit sRGB components. As a view it fills the space it is offered.
public struct Color: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case named(String)
    case rgb(red: Double, green: Double, blue: Double)
  }
  let storage: Storage
  public let opacityValue: Double

  init(_ storage: Storage, opacity: Double = 1) {
    self.storage = storage
    self.opacityValue = opacity
  }

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(.rgb(red: red, green: green, blue: blue), opacity: opacity)
  }

  public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

  public func opacity(_ opacity: Double) -> Color { Color(storage, opacity: opacityValue * opacity) }

  /// A colour by its SwiftUI name (`systemBackground`, `gray`), resolved where it is drawn: what a
  /// scene file's named colours become when a scene kind's view draws them.
  package init(named name: String, opacity: Double = 1) { self.init(.named(name), opacity: opacity) }

  /// The sRGB components and opacity of an explicit colour (named colours resolve per
  /// appearance where they are drawn: see `name`).
  package var components: (red: Double, green: Double, blue: Double, opacity: Double) {
    switch storage {
    case .rgb(let r, let g, let b): return (r, g, b, opacityValue)
    case .named: return (0, 0, 0, opacityValue)
    }
  }

  /// The SwiftUI name, for named and semantic colours.
  public var name: String? {
    if case .named(let n) = storage { return n }
    return nil
  }

  public static let red = Color(.named("red"))
  public static let orange = Color(.named("orange"))
  public static let yellow = Color(.named("yellow"))
  public static let green = Color(.named("green"))
  public static let mint = Color(.named("mint"))
  public static let teal = Color(.named("teal"))
  public static let cyan = Color(.named("cyan"))
  public static let blue = Color(.named("blue"))
  public static let indigo = Color(.named("indigo"))
  public static let purple = Color(.named("purple"))
  public static let pink = Color(.named("pink"))
  public static let brown = Color(.named("brown"))
  public static let white = Color(.named("white"))
  public static let gray = Color(.named("gray"))
  public static let black = Color(.named("black"))
  public static let clear = Color(.named("clear"))
  public static let primary = Color(.named("primary"))
  public static let secondary = Color(.named("secondary"))
  public static let accentColor = Color(.named("accentColor"))

}

/// As a view (declared apart, so a colour value is not tied to the main actor, as in SwiftUI).
extension Color: View, PrimitiveView {
  public var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [LeafNode(kind: .color, id: context.path, content: .fill(self), sizing: .flexible, color: _color(in: context.environment))]
  }
}
