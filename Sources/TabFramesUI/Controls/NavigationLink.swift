import Foundation

/// What a link pushes.
/// `@unchecked Sendable`: a view or a value a link holds, pushed on the main actor only, where
/// views run.
struct _PushEntry: @unchecked Sendable {
  let entry: NavigationEntry
}

/// SwiftUI's `NavigationLink`: its label, drawn as a button's (in the tint); a tap pushes its
/// destination (or its value) on the stack around it. In a list or form row it is a row that
/// leads somewhere, as iOS draws one: the label in the primary colour and a disclosure chevron
/// at the row's trailing edge, in the tertiary label colour.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  /// What a tap pushes: the destination view, or the value (nil: nothing, as SwiftUI's link
  /// with a nil value).
  let entry: _PushEntry?
  @Environment(\.isInList) private var isInList
  @Environment(\.listRowBadge) private var badge
  @Environment(\.editMode) private var editMode
  @Environment(\.navigationPush) private var navigation

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    entry = _PushEntry(entry: .view(AnyView(destination)))
  }
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) where Label == Text {
    self.init(destination: destination) { Text(title) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text {
    self.init(destination: destination()) { Text(title) }
  }
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
    self.label = label()
    if let value { entry = _PushEntry(entry: .value(AnyHashable(value))) } else { entry = nil }
  }
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text, Destination == Never {
    self.init(value: value) { Text(title) }
  }

  /// A tap's push, on the stack around (none outside one: the link does nothing).
  @MainActor private var push: @MainActor @Sendable () -> Void {
    let (entry, navigation) = (entry, navigation)
    return {
      guard let entry, let navigation else { return }
      withAnimation(.navigationPush) { navigation.push(entry.entry) }
    }
  }

  @MainActor public var body: some View {
    if isInList {
      Button(action: push) {
        HStack {
          label.environment(\.listRowBadge, nil)
          // The chevron keeps clear of a label that fills the row (a custom row with a
          // `Spacer` and a value: "Home" then the chevron, apart).
          Spacer(minLength: 8)
          if let badge { Text(verbatim: badge.take()).foregroundStyle(.secondary) }
          // Editing, a list hides its rows' chevrons, as UIKit hides a cell's accessory.
          if editMode?.wrappedValue.isEditing != true { Image.disclosureChevron }
        }
      }
      .buttonStyle(.plain)
    } else {
      Button(action: push) { label }
    }
  }
}

extension Image {
  /// A row's disclosure chevron, as a list row that leads on draws it (`chevron.right`, footnote
  /// semibold, in the tertiary label colour).
  nonisolated static var disclosureChevron: some View {
    Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(Color(.named("tertiaryLabel")))
  }
}
