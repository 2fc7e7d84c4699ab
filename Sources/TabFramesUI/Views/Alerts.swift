import Foundation

// An alert whose flag is set, drawn as UIKit's alert controller draws it on an iPhone: a
// 270 pt card with 14 pt corners in the centre of the window's safe area over the dimmed window;
// its title (headline) over its message (footnote), centred, then a hairline and its buttons —
// two side by side with a hairline between them, the cancel one leading; one, or three and more,
// stacked, the cancel one last — each 44 pt tall in the body font, the tint (red for a
// destructive one, bold for the cancel one). An alert with no buttons gets an "OK". Any button
// runs its action and takes the alert down. The numbers are docs/SWIFTUI.md's ("Alerts"): UIKit
// publishes none.

enum AlertMetrics {
  static let width: CGFloat = 270
  static let cornerRadius: CGFloat = 14
  static let textInsets = EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)
  static let buttonHeight: CGFloat = 44
}

/// Inside a presented alert: buttons are its actions, and a tap on one takes the alert down.
struct AlertAction {
  let dismiss: @MainActor () -> Void
  /// A confirmation dialog's (an action sheet's) row: taller, in the title 3 style.
  var inDialog = false
}

private struct AlertActionKey: EnvironmentKey { static let defaultValue: AlertAction? = nil }

extension EnvironmentValues {
  var alertAction: AlertAction? {
    get { self[AlertActionKey.self] }
    set { self[AlertActionKey.self] = newValue }
  }
}

/// A button of an alert, with its role (the buttons are ordered by it).
final class AlertButtonNode: WrapperNode, @unchecked Sendable {
  let role: ButtonRole?
  init(child: LayoutNode, role: ButtonRole?) {
    self.role = role
    super.init(child: child, id: child.id)
  }
}

extension Button {
  /// The button as an alert's action: its label centred across its row in the tint, the system
  /// red when destructive, semibold when it cancels.
  @MainActor func alertActionNodes(_ action: AlertAction, _ context: BuildContext) -> [LayoutNode] {
    var inner = context.child("Button")
    inner.environment.alertAction = nil
    let isPressed = context.store?.pressedButton == context.path
    inner.environment.foregroundColor = role == .destructive ? .red : TintShapeStyle()._color(in: context.environment)
    let font: Font = action.inDialog ? .title3 : .body
    let row =
      label
      .font(role == .cancel ? font.weight(.semibold) : font)
      .lineLimit(1)
      .padding(.horizontal, 8)
      .frame(maxWidth: .infinity, minHeight: action.inDialog ? DialogMetrics.buttonHeight : AlertMetrics.buttonHeight)
      .contentShape(Rectangle())
    let drawn = isPressed ? AnyView(row.background(ButtonHighlight.menuRow)) : AnyView(row)
    let run = self.action
    let tap = TapNode(
      child: AccessibilityNode.wrapping(TabFramesUI.makeNode(drawn, inner), Self.reading, context), id: context.path,
      pressID: context.path
    ) {
      run()
      action.dismiss()
    }
    return [AlertButtonNode(child: tap, role: role)]
  }
}

/// The card: title and message, then the buttons.
struct _AlertCard<Actions: View, Message: View>: View {
  let title: Text
  let actions: Actions
  let message: Message?

  var body: some View {
    VStack(spacing: 0) {
      VStack(spacing: 2) {
        title.font(.headline)
        if let message { message.font(.footnote) }
      }
      .multilineTextAlignment(.center)
      .frame(maxWidth: .infinity)
      .padding(AlertMetrics.textInsets)
      Divider()
      _AlertButtons { actions }
    }
    // As tall as its text and rows (side by side, the hairline between the buttons would take
    // all the height offered).
    .fixedSize(horizontal: false, vertical: true)
    .frame(width: AlertMetrics.width)
    .background(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius).fill(Color(.named("menuBackground"))))
    .clipShape(RoundedRectangle(cornerRadius: AlertMetrics.cornerRadius))
  }
}

/// The alert's buttons, ordered and divided as UIKit's: two side by side, the cancel one
/// leading; otherwise stacked, the cancel one last; none gets an "OK".
struct _AlertButtons<Content: View>: View, PrimitiveView {
  @ViewBuilder let content: () -> Content
  var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let inner = context.child("AlertButtons")
    var buttons = TabFramesUI.makeNodes(content(), inner)
    if buttons.isEmpty { buttons = TabFramesUI.makeNodes(Button("OK") {}, inner.child("ok")) }
    let isCancel = { (node: LayoutNode) in (node as? AlertButtonNode)?.role == .cancel }
    let sideBySide = buttons.count == 2
    if sideBySide {
      if isCancel(buttons[1]) && !isCancel(buttons[0]) { buttons.swapAt(0, 1) }
    } else {
      buttons = buttons.filter { !isCancel($0) } + buttons.filter(isCancel)
    }
    var children: [LayoutNode] = []
    var place = inner
    place.stackAxis = sideBySide ? .horizontal : .vertical
    for (i, button) in buttons.enumerated() {
      if i > 0 { children += TabFramesUI.makeNodes(Divider(), place.child("separator.\(i)")) }
      children.append(button)
    }
    return [
      StackNode(
        axis: sideBySide ? .horizontal : .vertical, alignment: .center, spacing: 0, children: children, path: context.path,
        scale: context.scale)
    ]
  }
}

extension View {
  nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
    -> some View
  {
    presentedAlert(Text(String(title)), isPresented: isPresented, actions: actions(), message: EmptyView?.none)
  }
  nonisolated public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentedAlert(Text(String(title)), isPresented: isPresented, actions: actions(), message: message())
  }
  nonisolated public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let shown = data.map { (actions($0), true) }
    return presentedAlert(
      Text(String(title)), isPresented: shown == nil ? .constant(false) : isPresented, actions: shown?.0, message: EmptyView?.none)
  }
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let shown = data.map { (actions($0), message($0)) }
    return presentedAlert(
      Text(String(title)), isPresented: shown == nil ? .constant(false) : isPresented, actions: shown?.0, message: shown?.1)
  }
  nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    presentedAlert(title, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
  }
  nonisolated public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    presentedAlert(title, isPresented: isPresented, actions: actions(), message: message())
  }

  private nonisolated func presentedAlert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, actions: A?, message: M?)
    -> some View
  {
    let content = isPresented.wrappedValue ? actions.map { _AlertContent(title: title, actions: $0, message: message) } : nil
    let presented = content.map { shown in { @MainActor in shown } }
    let binding = isPresented
    let dismiss: @MainActor () -> Void = { binding.wrappedValue = false }
    return modifier(_PresentationModifier(style: .alert, presented: presented, dismiss: dismiss))
  }
}

/// The alert's content, its buttons knowing they are the alert's.
nonisolated struct _AlertContent<Actions: View, Message: View>: View {
  let title: Text
  let actions: Actions
  let message: Message?
  @Environment(\.dismiss) private var dismiss

  @MainActor var body: some View {
    _AlertCard(title: title, actions: actions, message: message)
      .environment(\.alertAction, AlertAction { dismiss() })
  }
}

// `@unchecked Sendable`: an alert's content is made where the modifier is written and read on the
// main actor only, when the alert is built.
extension _AlertContent: @unchecked Sendable {}
