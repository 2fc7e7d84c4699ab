import Foundation

/// SwiftUI's `Menu` as an iOS toolbar or inline menu draws it (docs/FIDELITY.md §7): closed, its
/// label is a borderless button in the tint; a tap opens a panel under it — about 250 pt wide,
/// 13 pt corners, 44 pt rows of 17 pt text with hairlines between them, a title leading and its
/// symbol trailing — over what follows; a tap on a row runs its action and closes the menu. The
/// panel's look is approximate (UIKit's context menu has no public numbers).
nonisolated public struct Menu<Label: View, Content: View>: View {
  @State private var isOpen = false
  @Environment(\._menuPartIdentifiers) private var parts
  private let content: Content
  private let label: Label

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  /// iOS 15's menu with a primary action (a tap runs it; a long press opens the menu, which a
  /// stage's taps never are): drawn as its label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
    self.content = content()
    self.label = label()
  }

  @MainActor public var body: some View {
    Button(action: { presentingMenu(opening: !isOpen) { isOpen.toggle() } }) { label }
      .overlay(alignment: .bottomTrailing) {
        if isOpen {
          // Hung from the label's bottom edge: a frame of no height there, the panel below it.
          _MenuRows(separators: parts.map { "\($0).separator" }) { content }
            .environment(\.menuRow, MenuRow { dismissingMenu { isOpen = false } })
            .frame(width: 250)
            .background(panel)
            // UIKit's menu casts one shadow of its platter, not one per row.
            .compositingGroup()
            .shadow(color: .black.opacity(0.15), radius: 20, y: 4)
            .modifier(_OnScreen(margin: 8))
            .padding(.top, 8)
            .frame(height: 0, alignment: .top)
            // Out of the button's corner (this frame's top trailing corner is the label's
            // bottom trailing one), and back into it.
            .transition(
              .asymmetric(
                insertion: .scale(scale: menuOpeningScale, anchor: .topTrailing).combined(with: .opacity),
                removal: .scale(scale: menuClosingScale, anchor: .topTrailing).combined(with: .opacity)))
        }
      }
      .zIndex(1)
  }

  @ViewBuilder private var panel: some View {
    let shape = RoundedRectangle(cornerRadius: 13).fill(Color(.named("menuBackground")))
    if let parts { shape.accessibilityIdentifier("\(parts).panel") } else { shape }
  }
}

extension EnvironmentValues {
  /// Names for an open menu's panel and separators (`<name>.panel`, `<name>.separator.i`): the
  /// title kind's layout dump has always named them `menu.…`. Unset, they are named by their
  /// place, as any view without an identifier.
  package var _menuPartIdentifiers: String? {
    get { self[MenuPartIdentifiersKey.self] }
    set { self[MenuPartIdentifiersKey.self] = newValue }
  }
}

private struct MenuPartIdentifiersKey: EnvironmentKey { static let defaultValue: String? = nil }

/// UIKit presents a menu with a motion of its own, whatever the tap's transaction: the panel
/// springs out of its button, growing from a small scale about the button's corner as it fades
/// in, with a little overshoot; it goes back faster than it came, shrinking a little as it fades
/// (docs/FIDELITY.md §7: the numbers are chosen to look like iOS 17's, which has none public). A
/// tap on the menu's button played in a transaction of its own (`Stage.Action.tap(_:animation:)`)
/// uses that one instead.
private let menuOpening = Animation.spring(response: 0.4, dampingFraction: 0.8)
private let menuClosing = Animation.easeOut(duration: 0.2)
private let menuOpeningScale: CGFloat = 0.25
private let menuClosingScale: CGFloat = 0.8

@MainActor private func presentingMenu(opening: Bool, _ change: () -> Void) {
  withTransaction(Transaction.current ?? Transaction(animation: opening ? menuOpening : menuClosing), change)
}

/// The menu closes with its own motion, whatever the action of the row tapped was animated with;
/// in a transaction that animates nothing, at once.
@MainActor private func dismissingMenu(_ change: () -> Void) {
  if let current = Transaction.current, current.disablesAnimations || current.animation == nil {
    withTransaction(current, change)
  } else {
    withTransaction(Transaction(animation: menuClosing), change)
  }
}

/// A menu's rows, top to bottom with a hairline between each two, as UIKit separates them.
struct _MenuRows<Content: View>: View, PrimitiveView {
  /// `<name>.i` names the hairline above row i.
  let separators: String?
  @ViewBuilder let content: () -> Content
  var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    var inner = context.child("MenuRows")
    inner.stackAxis = .vertical
    var children: [LayoutNode] = []
    for (i, row) in TabFramesUI.makeNodes(content(), inner).enumerated() {
      if i > 0 {
        let place = inner.child("separator.\(i)")
        children +=
          separators.map { TabFramesUI.makeNodes(Divider().accessibilityIdentifier("\($0).\(i)"), place) } ?? Divider().makeNodes(place)
      }
      children.append(row)
    }
    return [
      StackNode(
        axis: .vertical, alignment: Alignment(horizontal: .leading, vertical: .center), spacing: 0, children: children,
        path: context.path, scale: context.scale)
    ]
  }
}

extension Menu where Label == Text {
  /// With a primary action (a tap runs it; a long press opens the menu): drawn as its title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == TabFramesUI.Label<Text, Image> {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { TabFramesUI.Label(title, systemImage: systemImage) }
  }
}

/// Inside an open menu: buttons are its rows, and a row's tap closes it.
struct MenuRow {
  let dismiss: @MainActor () -> Void
}

private struct MenuRowKey: EnvironmentKey { static let defaultValue: MenuRow? = nil }

extension EnvironmentValues {
  var menuRow: MenuRow? {
    get { self[MenuRowKey.self] }
    set { self[MenuRowKey.self] = newValue }
  }
}

/// A label in a menu row: the title leading, the symbol trailing.
struct MenuRowLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      Spacer(minLength: 16)
      configuration.icon
    }
  }
}

/// Keeps a view on the canvas: moved sideways, as UIKit moves a menu, so that it stays a margin
/// inside the screen's edges when its place would cut it off.
nonisolated struct _OnScreen: ViewModifier, PrimitiveModifier {
  let margin: CGFloat
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [OnScreenNode(child: single(content, context), margin: margin, record: context.record)]
  }
}

final class OnScreenNode: WrapperNode, @unchecked Sendable {
  let margin: CGFloat
  let record: BuildRecord

  init(child: LayoutNode, margin: CGFloat, record: BuildRecord) {
    self.margin = margin
    self.record = record
    super.init(child: child, id: child.id)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    guard let canvas = record.canvas else { return child.place(in: bounds, proposal: proposal, pass: pass) }
    var box = bounds
    if box.minX < canvas.minX + margin {
      box.origin.x = canvas.minX + margin
    } else if box.maxX > canvas.maxX - margin {
      box.origin.x = max(canvas.minX + margin, canvas.maxX - margin - box.width)
    }
    child.place(in: box, proposal: proposal, pass: pass)
  }
}

/// SwiftUI's `MenuStyle`: menus are drawn as their label whatever the style.
public protocol MenuStyle: Sendable {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// iOS 16's `MenuOrder`.
public struct MenuOrder: Hashable, Sendable {
  public static let automatic = MenuOrder()
  public static let priority = MenuOrder()
  public static let fixed = MenuOrder()
}

extension View {
  nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
  nonisolated public func menuOrder(_ order: MenuOrder) -> some View { self }
  nonisolated public func menuIndicator(_ visibility: Visibility) -> some View { self }
  nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

/// iOS 16.4's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Sendable {
  public static let automatic = MenuActionDismissBehavior()
  public static let enabled = MenuActionDismissBehavior()
  public static let disabled = MenuActionDismissBehavior()
}
