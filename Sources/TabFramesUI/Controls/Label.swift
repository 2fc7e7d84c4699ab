import Foundation

/// SwiftUI's `Label`: a title and an icon, arranged by the label style in the environment. The
/// default (iOS, outside lists and toolbars) is title-and-icon: the icon, then the title, 8 pt
/// apart (an HStack's default spacing beside a non-text view, docs/FIDELITY.md §7), the icon centred
/// on the title's cap height (a symbol's baseline, docs/FIDELITY.md §5) by first-baseline alignment.
nonisolated public struct Label<Title: View, Icon: View>: View, PrimitiveView {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: AnyView(title)), icon: LabelStyleConfiguration.Icon(content: AnyView(icon)))
    let styled =
      context.environment.labelStyle?.body(configuration) ?? AnyView(TitleAndIconLabelStyle().makeBody(configuration: configuration))
    // One element read as the title (a Label combines its title and icon, and its icon is not
    // read), even where the style shows the icon alone.
    var reading: [AccessibilityEdit] = [.element(.combine)]
    if let title = title as? Text { reading.append(.labelText(title)) }
    return TabFramesUI.makeNodes(_Accessible(reading) { styled }, context.child("Label"))
  }
}

extension Label where Title == Text, Icon == Image {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label whose icon is an asset catalogue's image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

/// What a label style arranges: the label's title and icon, as views.
public struct LabelStyleConfiguration {
  public struct Title: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBodyNotCalled() }
    func makeNodes(_ context: BuildContext) -> [LayoutNode] { TabFramesUI.makeNodes(content, context) }
  }
  public struct Icon: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBodyNotCalled() }
    func makeNodes(_ context: BuildContext) -> [LayoutNode] {
      // In a list, a label's icon is in the accent colour (the tint), or the list's item tint,
      // unless a foreground style is set around it (docs/SWIFTUI.md, the `Label` row).
      var own = context
      if context.environment.isInList, context.environment.foregroundColor == nil {
        own.environment.foregroundColor = context.environment.listItemTint ?? TintShapeStyle()._color(in: context.environment)
      }
      return TabFramesUI.makeNodes(content, own).map { AccessibilityNode.wrapping($0, [.hidden(true)], context) }
    }
  }
  public let title: Title
  public let icon: Icon
}

/// SwiftUI's `LabelStyle`: user styles write `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    HStack(alignment: .firstTextBaseline) {
      configuration.icon
      configuration.title
    }
  }
}

nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

nonisolated public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// On iOS, outside lists, menus and toolbars: title and icon.
nonisolated public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  nonisolated public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == DefaultLabelStyle {
  nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

/// A label style held in the environment, its body erased.
struct AnyLabelStyle {
  let body: @MainActor (LabelStyleConfiguration) -> AnyView
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue: AnyLabelStyle? = nil }

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// How every label inside is arranged.
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    // `nonisolated(unsafe)`: the style is only read by the main-actor closure below, which runs
    // while views are built on the main actor; nothing else holds it.
    nonisolated(unsafe) let style = style
    return environment(
      \.labelStyle, AnyLabelStyle { configuration in AnyView(_StyleBody(style: style) { $0.makeBody(configuration: configuration) }) })
  }
}
