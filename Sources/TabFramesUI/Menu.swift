import Foundation

/// SwiftUI's `Menu` as an iOS toolbar or inline menu draws it (FIDELITY.md §7): closed, its
/// label is a borderless button in the tint; a tap opens a panel under it — about 250 pt wide,
/// 13 pt corners, 44 pt rows of 17 pt text, a title leading and its symbol trailing — over what
/// follows; a tap on a row runs its action and closes the menu. The panel's look is approximate
/// (UIKit's context menu has no public numbers).
public struct Menu<Label: View, Content: View>: View {
  @State private var isOpen = false
  private let content: Content
  private let label: Label

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    Button(action: { isOpen.toggle() }) { label }
      .overlay(alignment: .bottomTrailing) {
        if isOpen {
          // Hung from the label's bottom edge: a frame of no height there, the panel below it.
          VStack(alignment: .leading, spacing: 0) { content }
            .environment(\.menuRow, MenuRow { isOpen = false })
            .frame(width: 250)
            .background(RoundedRectangle(cornerRadius: 13).fill(Color(white: 0.97, opacity: 0.98)))
            .shadow(color: .black.opacity(0.15), radius: 20, y: 4)
            .modifier(_OnScreen(margin: 8))
            .padding(.top, 8)
            .frame(height: 0, alignment: .top)
        }
      }
      .zIndex(1)
  }
}

extension Menu where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == TabFramesUI.Label<Text, Image> {
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
struct _OnScreen: ViewModifier, PrimitiveModifier {
  let margin: CGFloat
  func body(content: Content) -> Never { fatalError("laid out directly") }
  func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
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

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    guard let canvas = record.canvas else { return child.place(in: bounds, proposal: proposal) }
    var box = bounds
    if box.minX < canvas.minX + margin {
      box.origin.x = canvas.minX + margin
    } else if box.maxX > canvas.maxX - margin {
      box.origin.x = max(canvas.minX + margin, canvas.maxX - margin - box.width)
    }
    child.place(in: box, proposal: proposal)
  }
}
