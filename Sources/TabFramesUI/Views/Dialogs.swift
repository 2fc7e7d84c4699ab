import Foundation

// A confirmation dialog whose flag is set, drawn as UIKit's action sheet on an iPhone: at the
// foot of the window's safe area, 8 pt in from the sides, over the dimmed window — a card of its
// message (and its title, when `titleVisibility` is `.visible`) in the footnote style over its
// buttons, 57 pt rows in the title 3 style (the tint; a destructive one red) with hairlines
// between; under it, 8 pt apart, the cancel button in a card of its own, semibold (a "Cancel" when
// the dialog has none, as SwiftUI adds on iPhone). A button runs its action and takes the dialog
// down, and so does a tap beside it. The numbers are docs/SWIFTUI.md's ("Dialogs"), chosen to
// match iOS 15–18's screenshots: UIKit publishes none.

enum DialogMetrics {
  static let margin: CGFloat = 8
  static let cornerRadius: CGFloat = 13
  static let buttonHeight: CGFloat = 57
  static let headerInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
}

/// Which buttons of the dialog's actions a part shows: the group's, or the cancel card's.
enum DialogPart { case group, cancel }

/// The dialog's buttons for one part, stacked with hairlines between (the group's after a hairline
/// under the header, when it has one).
struct _DialogButtons<Content: View>: View, PrimitiveView {
  let part: DialogPart
  let afterHeader: Bool
  @ViewBuilder let content: () -> Content
  var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = context.child("DialogButtons")
    let all = TabFramesUI.makeNodes(content(), inner)
    let isCancel = { (node: LayoutNode) in (node as? AlertButtonNode)?.role == .cancel }
    var buttons = part == .group ? all.filter { !isCancel($0) } : all.filter(isCancel).prefix(1).map { $0 }
    if part == .cancel && buttons.isEmpty {
      buttons = TabFramesUI.makeNodes(Button("Cancel", role: .cancel) {}, inner.child("cancel"))
    }
    var place = inner
    place.stackAxis = .vertical
    var children: [LayoutNode] = []
    for (i, button) in buttons.enumerated() {
      if i > 0 || afterHeader { children += TabFramesUI.makeNodes(Divider(), place.child("separator.\(i)")) }
      children.append(button)
    }
    return [
      StackNode(axis: .vertical, alignment: .center, spacing: 0, children: children, path: context.path, scale: context.scale)
    ]
  }
}

/// The dialog: the group's card over the cancel card, at the foot of the space offered.
nonisolated struct _DialogContent<Actions: View, Message: View>: View {
  let title: Text?
  let actions: Actions
  let message: Message?
  @Environment(\.dismiss) private var dismiss
  @Environment(\.stageSafeArea) private var safeArea

  @MainActor var body: some View {
    let card = RoundedRectangle(cornerRadius: DialogMetrics.cornerRadius)
    let hasHeader = title != nil || message != nil
    VStack(spacing: DialogMetrics.margin) {
      VStack(spacing: 0) {
        if hasHeader {
          VStack(spacing: 4) {
            if let title { title.font(.footnote.weight(.semibold)) }
            if let message { message.font(.footnote) }
          }
          .foregroundStyle(.secondary)
          .multilineTextAlignment(.center)
          .frame(maxWidth: .infinity)
          .padding(DialogMetrics.headerInsets)
        }
        _DialogButtons(part: .group, afterHeader: hasHeader) { actions }
      }
      .background(card.fill(Color(.named("menuBackground"))))
      .clipShape(card)
      _DialogButtons(part: .cancel, afterHeader: false) { actions }
        .background(card.fill(Color(.named("secondarySystemGroupedBackground"))))
        .clipShape(card)
    }
    .fixedSize(horizontal: false, vertical: true)
    .padding(.horizontal, DialogMetrics.margin)
    // Above the home indicator, or 8 pt above the screen's edge without one.
    .padding(.bottom, safeArea.bottom > 0 ? 0 : DialogMetrics.margin)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    .environment(\.alertAction, AlertAction(dismiss: { dismiss() }, inDialog: true))
  }
}

// `@unchecked Sendable`: a dialog's content is made where the modifier is written and read on the
// main actor only, when the dialog is built.
extension _DialogContent: @unchecked Sendable {}

extension View {
  /// On iPhone the title shows only when `titleVisibility` is `.visible`.
  nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    presentedDialog(
      titleVisibility == .visible ? Text(String(title)) : nil, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
  }
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    presentedDialog(
      titleVisibility == .visible ? Text(String(title)) : nil, isPresented: isPresented, actions: actions(), message: message())
  }
  nonisolated public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    presentedDialog(titleVisibility == .visible ? title : nil, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
  }

  nonisolated public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    presentedDialog(titleVisibility == .visible ? title : nil, isPresented: isPresented, actions: actions(), message: message())
  }

  /// Presented while `isPresented` is true and `data` is not nil; the actions (and message) are
  /// made from the data.
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    confirmationDialog(Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
  }
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    confirmationDialog(
      Text(String(title)), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions, message: message)
  }
  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let shown = data.map { actions($0) }
    return presentedDialog(
      titleVisibility == .visible ? title : nil, isPresented: shown == nil ? .constant(false) : isPresented, actions: shown,
      message: EmptyView?.none)
  }
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = data.map { (actions($0), message($0)) }
    return presentedDialog(
      titleVisibility == .visible ? title : nil, isPresented: shown == nil ? .constant(false) : isPresented, actions: shown?.0,
      message: shown?.1)
  }

  private nonisolated func presentedDialog<A: View, M: View>(_ title: Text?, isPresented: Binding<Bool>, actions: A?, message: M?)
    -> some View
  {
    let content = isPresented.wrappedValue ? actions.map { _DialogContent(title: title, actions: $0, message: message) } : nil
    let presented = content.map { shown in { @MainActor in shown } }
    let binding = isPresented
    let dismiss: @MainActor () -> Void = { binding.wrappedValue = false }
    return modifier(_PresentationModifier(style: .dialog, presented: presented, dismiss: dismiss))
  }
}
