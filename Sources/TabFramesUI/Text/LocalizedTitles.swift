import Foundation

// The titles SwiftUI's views take as a `LocalizedStringKey` when given a literal (a `String`
// variable takes the `StringProtocol` form, shown as it is). Each draws its title as
// `Text(key)` does: translated for the view's locale where it draws a text; the navigation
// title and the fields' placeholders show the key's own text.

extension LocalizedStringKey {
  /// The key's text with its values put in (what shows when no table translates it).
  var untranslated: String { format.display }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
}

extension Button where Label == Text {
  @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }
  @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
}

extension Button where Label == TabFramesUI.Label<Text, Image> {
  @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { TabFramesUI.Label(titleKey, systemImage: systemImage) }
  }
  @preconcurrency public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { TabFramesUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(titleKey) } }
}

extension Menu where Label == TabFramesUI.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { TabFramesUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(titleKey.untranslated, content: content) }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(destination: destination) { Text(titleKey) } }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(titleKey.untranslated, text: text) }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(titleKey.untranslated, text: text, prompt: prompt)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(titleKey.untranslated, text: text, axis: axis)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(titleKey.untranslated, text: text, prompt: prompt, axis: axis)
  }
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey.untranslated, text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
  }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(titleKey.untranslated, text: text) }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(titleKey.untranslated, text: text, onCommit: onCommit)
  }
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(titleKey.untranslated, text: text, prompt: prompt)
  }
}

extension ContentUnavailableView where Label == _UnavailableLabel, Description == Text?, Actions == EmptyView {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(titleKey.untranslated, systemImage: name, description: description)
  }
}

extension Tab where Label == DefaultTabLabel {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.init(titleKey.untranslated, systemImage: systemImage, value: value, content: content)
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(titleKey.untranslated, systemImage: systemImage, content: content)
  }
}

extension View {
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey.untranslated) }
}
