import Foundation

/// What a link pushes.
/// `@unchecked Sendable`: a view or a value a link holds, pushed on the main actor only, where
/// views run.
struct _PushEntry: @unchecked Sendable {
  let entry: NavigationEntry
}

/// iOS 13's programmatic link (`isActive:`, `tag:selection:`): whether its destination is pushed,
/// and how to push and pop it.
/// `@unchecked Sendable`: a binding's closures, called on the main actor only, where views run.
struct _ActiveLink: @unchecked Sendable {
  let isActive: () -> Bool
  let activate: () -> Void
  let deactivate: () -> Void
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
  /// A programmatic link's binding (nil: the link pushes when tapped, and nothing holds it).
  var active: _ActiveLink? = nil
  @Environment(\.isInList) private var isInList
  @Environment(\.listRowBadge) private var badge
  @Environment(\.editMode) private var editMode
  @Environment(\.navigationPush) private var navigation
  @Environment(\.self) private var environment

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

  /// iOS 13's programmatic form: the destination is pushed while `isActive` is true; a tap sets
  /// it, the back button clears it.
  @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(destination: destination, label: label)
    active = _ActiveLink(
      isActive: { isActive.wrappedValue }, activate: { isActive.wrappedValue = true }, deactivate: { isActive.wrappedValue = false })
  }
  @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) where Label == Text {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }
  /// iOS 13's programmatic form by a value: pushed while `selection` is `tag`.
  @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
  public init<V: Hashable>(tag: V, selection: Binding<V?>, destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
    active = _ActiveLink(
      isActive: { selection.wrappedValue == tag }, activate: { selection.wrappedValue = tag },
      deactivate: { if selection.wrappedValue == tag { selection.wrappedValue = nil } })
  }
  @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
  public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
    self.init(tag: tag, selection: selection, destination: { destination }, label: label)
  }
  @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>)
  where Label == Text {
    self.init(tag: tag, selection: selection, destination: { destination }) { Text(title) }
  }

  /// A tap's push, on the stack around (none outside one: the link does nothing).
  @MainActor private var push: @MainActor @Sendable () -> Void {
    let (entry, navigation, environment, active) = (entry, navigation, environment, active)
    return {
      // A programmatic link pushes by its binding (its destination is presented while it holds).
      if let active {
        withAnimation(.navigationPush) { active.activate() }
        return
      }
      guard let entry else { return }
      // In a list with a selection (a split view's sidebar), a value selects itself.
      if case .value(let value) = entry.entry, let selection = environment.listSelection, selection.choose(value, in: environment) {
        return
      }
      guard let navigation else { return }
      withAnimation(.navigationPush) { navigation.push(entry.entry) }
    }
  }

  @MainActor public var body: some View {
    // A programmatic link whose binding holds presents its destination where it is written.
    let (active, entry) = (active, entry)
    return _NeutralNavigationMarker(content: link) {
      guard let active, active.isActive(), case .view(let view)? = entry?.entry else { return nil }
      return .presented(view, dismiss: { active.deactivate() })
    }
  }

  @MainActor @ViewBuilder private var link: some View {
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
