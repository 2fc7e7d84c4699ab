import Foundation

/// SwiftUI's `LabeledContent` (iOS 16): a label on the leading side and its value on the
/// trailing side in the secondary colour, as a `Form` row shows a setting's value.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  @MainActor public var body: some View {
    HStack(spacing: 8) {
      label
      Spacer(minLength: 0)
      content.foregroundStyle(.secondary)
    }
  }
}

extension LabeledContent where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
}

extension LabeledContent where Label == Text, Content == Text {
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
  /// iOS 16's formatted value (`LabeledContent("Price", value: 3.5, format: .currency(code:))`),
  /// formatted as `Text(_:format:)` formats it: in the view's locale, whatever the machine's.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

/// SwiftUI's `GroupBox`: its label in the headline font over its content, on the secondary
/// background in a rounded rectangle (iOS: 16 pt inside, 8 pt corners).
/// Or, inside `groupBoxStyle(_:)`, drawn by that style's `makeBody`.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content
  @Environment(\.groupBoxStyles) private var styles

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  @MainActor public var body: some View {
    if let make = styles.last {
      // The style's body sees the styles outside it: a `GroupBox(configuration)` there draws
      // the next style out, not this one again.
      let configuration = GroupBoxStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
      make(configuration).environment(\.groupBoxStyles, Array(styles.dropLast()))
    } else {
      VStack(alignment: .leading, spacing: 8) {
        if let label { label.font(.headline) }
        content
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(16)
      .background(Color(named: "secondarySystemBackground"), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The group box a style was given, drawn by the styles outside that style.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension GroupBox {
  /// The iOS 14 form: the label given as a view.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = label
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.label = nil
  }
}

extension GroupBox where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
}

/// SwiftUI's `DisclosureGroup`: its label with a chevron on the trailing side, turned down when
/// expanded, and its content below when expanded; a tap on the label toggles it, animated.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let external: Binding<Bool>?
  @State private var ownExpanded = false

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    external = nil
  }
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    external = isExpanded
  }

  private var expanded: Bool { external?.wrappedValue ?? ownExpanded }

  @MainActor public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 8) {
        label
        Spacer(minLength: 0)
        Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(Color.accentColor)
          .rotationEffect(.degrees(expanded ? 90 : 0))
      }
      .contentShape(Rectangle())
      .onTapGesture {
        withAnimation(.easeInOut(duration: 0.3)) {
          if let external { external.wrappedValue.toggle() } else { ownExpanded.toggle() }
        }
      }
      if expanded { content }
    }
  }
}

extension DisclosureGroup where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

/// SwiftUI's `ControlGroup`: its controls side by side, each as a bordered button of equal width
/// (a toolbar's or a menu's group is drawn as its buttons).
nonisolated public struct ControlGroup<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// With a label (shown when the group collapses into a menu, which a stage's never does).
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) { self.content = content() }

  @MainActor public var body: some View {
    HStack(spacing: 1) {
      content.frame(maxWidth: .infinity).padding(.vertical, 10)
        .background(Color(named: "tertiarySystemFill"))
    }
    .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
  }
}

/// SwiftUI's `ControlGroupStyle`: every style is drawn as the automatic one on a stage.
public protocol ControlGroupStyle: Sendable {}
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
  public static var navigation: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
  public static var compactMenu: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
  public static var palette: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
  public static var menu: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension View {
  nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
