import Foundation

/// SwiftUI's `GroupBoxStyle`: a group box's look made from its label and its content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle`'s `makeBody` gets: the box's label and content, as views.
public struct GroupBoxStyleConfiguration {
  public typealias Label = _StyleConfigurationLabel
  public typealias Content = _StyleConfigurationLabel
  public let label: Label
  public let content: Content
}

/// The standard look: the label in the headline font over the content on the secondary
/// background.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    GroupBox(configuration).environment(\.groupBoxStyles, [])
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  nonisolated public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStylesKey: EnvironmentKey {
  static let defaultValue: [@MainActor (GroupBoxStyleConfiguration) -> AnyView] = []
}

extension EnvironmentValues {
  /// The `groupBoxStyle`s set around a view, outermost first; a group box draws with the last
  /// (none: the standard look).
  var groupBoxStyles: [@MainActor (GroupBoxStyleConfiguration) -> AnyView] {
    get { self[GroupBoxStylesKey.self] }
    set { self[GroupBoxStylesKey.self] = newValue }
  }
}

extension View {
  /// Group boxes inside drawn by `style`.
  nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    // `nonisolated(unsafe)`: the style's body is asked on the main actor only, where views are built.
    nonisolated(unsafe) let style = style
    if style is DefaultGroupBoxStyle { return transformEnvironment(\.groupBoxStyles) { $0 = [] } }
    return transformEnvironment(\.groupBoxStyles) { $0.append { AnyView(style.makeBody(configuration: $0)) } }
  }
}
