import Foundation

// iOS 13's alerts and action sheets, given as values (`alert(isPresented:content:)` with an
// `Alert`, `actionSheet(isPresented:content:)` with an `ActionSheet`): presented as the alerts and
// confirmation dialogs of iOS 15 are (Alerts.swift, Dialogs.swift), each `Alert.Button` a button
// with the role its kind names.

/// SwiftUI's legacy `Alert`: a title, a message and one or two buttons.
public struct Alert {
  /// A button of a legacy alert or action sheet: a label, a kind and an action.
  public struct Button {
    enum Kind: Sendable { case `default`, cancel, destructive }
    let kind: Kind
    let label: Text?
    let action: (() -> Void)?

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(kind: .default, label: label, action: action)
    }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(kind: .cancel, label: label, action: action)
    }
    /// A cancel button titled "Cancel", as the system titles it.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(kind: .cancel, label: nil, action: action) }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(kind: .destructive, label: label, action: action)
    }
  }

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// One button; none given, the alert's "OK".
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    (self.title, self.message, buttons) = (title, message, dismissButton.map { [$0] } ?? [])
  }
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    (self.title, self.message, buttons) = (title, message, [primaryButton, secondaryButton])
  }
}

/// SwiftUI's legacy `ActionSheet`: a title, a message and its buttons, a cancel one by default.
public struct ActionSheet {
  public typealias Button = Alert.Button
  let title: Text
  let message: Text?
  let buttons: [Button]
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    (self.title, self.message, self.buttons) = (title, message, buttons)
  }
}

/// A legacy alert's buttons as the buttons of an alert or dialog.
nonisolated struct _LegacyButtons: View {
  let buttons: [Alert.Button]
  var body: some View {
    ForEach(buttons.indices, id: \.self) { i in
      let button = buttons[i]
      let role: ButtonRole? = button.kind == .cancel ? .cancel : button.kind == .destructive ? .destructive : nil
      // SwiftUI takes the action as a plain `() -> Void`, so the author's closure keeps the main
      // actor of the body that wrote it; unsafe only in name: it is made and run on the main actor.
      nonisolated(unsafe) let action = button.action
      Button(role: role) {
        action?()
      } label: {
        button.label ?? Text("Cancel")
      }
    }
  }
}

extension View {
  /// iOS 13's alert, given as a value: presented while `isPresented` is true.
  nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return self.alert(
      alert.title, isPresented: isPresented, actions: { _LegacyButtons(buttons: alert.buttons) }, message: { alert.message })
  }
  /// iOS 13's alert for an item: presented while the item is not nil, taken down by setting it
  /// to nil.
  nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let alert = item.wrappedValue.map(content)
    let shown = Binding<Bool>(get: { alert != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return self.alert(
      alert?.title ?? Text(verbatim: ""), isPresented: shown, actions: { _LegacyButtons(buttons: alert?.buttons ?? []) },
      message: { alert?.message })
  }
  /// iOS 13's action sheet: presented while `isPresented` is true, as a confirmation dialog with
  /// its title shown.
  nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return confirmationDialog(
      sheet.title, isPresented: isPresented, titleVisibility: .visible, actions: { _LegacyButtons(buttons: sheet.buttons) },
      message: { sheet.message })
  }
}
