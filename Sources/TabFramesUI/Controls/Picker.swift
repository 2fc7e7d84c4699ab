import Foundation

/// SwiftUI's `Picker`: one of its content's views, each identified by its `tag` (or its
/// `ForEach` id), chosen through the selection binding. Styles: `.segmented` (UISegmentedControl
/// as iOS 13–18 draws it) and `.menu`, which `.automatic` is in a plain view on iOS 16+.
/// Numbers and their sources: docs/research/segmented-metrics.md.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  private let selection: Binding<SelectionValue>
  private let content: Content
  private let label: Label

  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
    self.label = label
  }

  @MainActor public var body: some View {
    let selection = selection
    _PickerLayout(
      content: content, label: label, selected: AnyHashable(selection.wrappedValue),
      select: { key in
        // An option whose tag is not a selection value cannot be chosen, as in SwiftUI.
        if let value = key.base as? SelectionValue { selection.wrappedValue = value }
      })
  }
}

extension Picker where Label == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// SwiftUI's `PickerStyle`, the styles TabFramesUI draws.
public protocol PickerStyle: Sendable {
  var _kind: PickerStyleKind { get }
}

/// Which look a picker takes.
public enum PickerStyleKind: Sendable, Hashable { case menu, segmented, navigationLink, wheel, inline }

public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}

public struct MenuPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}

/// `.automatic`: a menu, as iOS 16+ shows a picker outside a list or form.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .menu }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
/// `.wheel`: UIPickerView's drum (PickerStyles.swift).
public struct WheelPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .wheel }
}
/// `.inline`: in a list or form, the options as rows of their own, the selected one checked; a
/// wheel elsewhere, as on iOS (PickerStyles.swift).
public struct InlinePickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .inline }
}
/// `.navigationLink`: a row that leads on to the options (PickerStyles.swift).
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .navigationLink }
}
/// `.palette` is drawn as the segmented control it looks like at rest.
public struct PalettePickerStyle: PickerStyle {
  public init() {}
  public var _kind: PickerStyleKind { .segmented }
}
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }

extension EnvironmentValues {
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyle, style._kind) }
}

/// One option of a picker.
struct PickerOption {
  var key: AnyHashable
  var title: String?
  var symbol: String?
}

/// Reads the options from the content's views and draws the picker in its style.
struct _PickerLayout<Content: View, Label: View>: View, PrimitiveView {
  let content: Content
  let label: Label
  let selected: AnyHashable
  let select: @MainActor (AnyHashable) -> Void

  var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    let options = TabFramesUI.makeNodes(content, context.child("options")).enumerated().map { position, node in
      PickerOption(key: node.selectionKey(position: position), title: node.firstText, symbol: node.firstSymbol)
    }
    let index = options.firstIndex { $0.key == selected }
    let choose: @MainActor (Int) -> Void = { i in select(options[i].key) }
    switch context.environment.pickerStyle {
    case .segmented:
      let inner = context.child("segmented")
      let control = TabFramesUI.makeNode(_SegmentedControl(options: options, selected: index, select: choose), inner)
      return [PlatformDrawnNode(child: control, id: inner.path)]
    case .menu:
      let menu = _MenuPicker(options: options, selected: index, select: choose)
      guard context.environment.isInList, !context.environment.labelsHidden else {
        return TabFramesUI.makeNodes(menu, context.child("menu"))
      }
      // In a list or form row (iOS 16+), the picker's label leads and its value trails in the
      // secondary colour, as Settings' rows show a choice.
      return TabFramesUI.makeNodes(
        HStack {
          label; Spacer(minLength: 8); menu.foregroundStyle(.secondary)
        }, context.child("row"))
    case .navigationLink:
      // A tap pushes the options' screen, titled with the label; choosing one goes back.
      let navigation = context.environment.navigationPush
      let title = TabFramesUI.makeNode(label, context.child("title")).firstText
      var open: (@MainActor () -> Void)?
      if let navigation {
        let screen = _PickerOptionsScreen(options: options, selected: index, title: title) { i in
          choose(i)
          withAnimation(.navigationPush) { navigation.pop() }
        }
        open = { withAnimation(.navigationPush) { navigation.push(.view(AnyView(screen))) } }
      }
      let link = _NavigationLinkPicker(label: label, value: index.flatMap { options[$0].title }, open: open)
      return TabFramesUI.makeNodes(link, context.child("link"))
    case .inline where context.environment.isInList:
      // Rows of the list: the label's (unless labels are hidden), then one for each option.
      let labelRow = context.environment.labelsHidden ? [] : TabFramesUI.makeNodes(label, context.child("label"))
      return labelRow
        + options.indices.flatMap { i in
          TabFramesUI.makeNodes(_InlinePickerRow(option: options[i], isSelected: i == index) { choose(i) }, context.child("option\(i)"))
        }
    case .wheel, .inline:
      // Outside a list, an inline picker is the wheel, as on iOS.
      let inner = context.child("wheel")
      return [PlatformDrawnNode(child: TabFramesUI.makeNode(_WheelPicker(options: options, selected: index), inner), id: inner.path)]
    }
  }
}

/// UISegmentedControl's look (docs/research/segmented-metrics.md).
enum SegmentedMetrics {
  static let height: CGFloat = 32
  static let cornerRadius: CGFloat = 8
  static let thumbInset: CGFloat = 2
  static let thumbRadius: CGFloat = 6
  static let dividerWidth: CGFloat = 1
  static let dividerInset: CGFloat = 7
  static let titlePadding: CGFloat = 9
  static let font = Font.system(size: 13, weight: .medium)
  static let selectedFont = Font.system(size: 13, weight: .semibold)
  /// The thumb's slide: UIKit's spring of stiffness 503.551, damping 44.88 (critically damped,
  /// response 2π/√503.551 ≈ 0.28 s).
  static let slide = Animation.spring(response: 2 * Double.pi / 503.551.squareRoot(), dampingFraction: 1)
  static func background(_ scheme: ColorScheme) -> Color {
    Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: scheme == .dark ? 0.24 : 0.12)
  }
  static func thumb(_ scheme: ColorScheme) -> Color {
    scheme == .dark ? Color(red: 0x63 / 255, green: 0x63 / 255, blue: 0x66 / 255) : .white
  }
  static func divider(_ scheme: ColorScheme) -> Color {
    Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: scheme == .dark ? 0.36 : 0.2)
  }
}

/// A segmented picker: equal segments across the offered width, 1 pt apart, the selected one on
/// a thumb that slides to a new selection; dividers between unselected neighbours.
struct _SegmentedControl: View {
  let options: [PickerOption]
  let selected: Int?
  let select: @MainActor (Int) -> Void
  @Namespace private var segments
  @Environment(\.colorScheme) private var scheme

  var body: some View {
    HStack(spacing: SegmentedMetrics.dividerWidth) {
      ForEach(options.indices, id: \.self) { i in
        // A segment is read as a button, the selected one selected (UISegmentedControl's).
        _Accessible([.element(.combine), .removeTraits(.isStaticText), .addTraits(i == selected ? [.isButton, .isSelected] : .isButton)]) {
          segment(i)
        }
        .frame(maxWidth: .infinity)
        .frame(height: SegmentedMetrics.height)
        // The segment's frame, for the thumb to take (a clear source: the title keeps its id).
        .background(Color.clear.matchedGeometryEffect(id: i, in: segments))
        .overlay(alignment: .trailing) { divider(after: i) }
        .contentShape(Rectangle())
        .onTapGesture { select(i) }
      }
    }
    .background {
      ZStack {
        RoundedRectangle(cornerRadius: SegmentedMetrics.cornerRadius).fill(SegmentedMetrics.background(scheme))
        if let selected {
          RoundedRectangle(cornerRadius: SegmentedMetrics.thumbRadius).fill(SegmentedMetrics.thumb(scheme))
            .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
            .padding(SegmentedMetrics.thumbInset)
            .matchedGeometryEffect(id: selected, in: segments, isSource: false)
            .animation(SegmentedMetrics.slide, value: selected)
        }
      }
    }
  }

  private func segment(_ i: Int) -> some View {
    Group {
      if let title = options[i].title {
        Text(title).font(i == selected ? SegmentedMetrics.selectedFont : SegmentedMetrics.font).lineLimit(1)
      } else if let symbol = options[i].symbol {
        Image(systemName: symbol).font(SegmentedMetrics.font)
      }
    }
    .padding(.horizontal, SegmentedMetrics.titlePadding)
    .foregroundColor(.primary)
  }

  /// A 1 pt line in the gap after a segment, 7 pt short of the top and bottom, where neither
  /// neighbour is selected.
  @ViewBuilder private func divider(after i: Int) -> some View {
    if i < options.count - 1 && i != selected && i + 1 != selected {
      SegmentedMetrics.divider(scheme)
        .frame(width: SegmentedMetrics.dividerWidth)
        .padding(.vertical, SegmentedMetrics.dividerInset)
        .offset(x: SegmentedMetrics.dividerWidth)
    }
  }
}

/// A menu picker: the selected option and an up-down chevron in the tint (in a list row, in the
/// secondary colour after the picker's label); a tap opens a menu of the options with a checkmark
/// on the selected one.
struct _MenuPicker: View {
  let options: [PickerOption]
  let selected: Int?
  let select: @MainActor (Int) -> Void

  var body: some View {
    Menu {
      ForEach(options.indices, id: \.self) { i in
        Button(action: { select(i) }) {
          if i == selected {
            TabFramesUI.Label(options[i].title ?? "", systemImage: "checkmark")
          } else {
            Text(options[i].title ?? "")
          }
        }
      }
    } label: {
      HStack(spacing: 5) {
        Text(selected.flatMap { options[$0].title } ?? "")
        Image(systemName: "chevron.up.chevron.down").imageScale(.small).font(.body.weight(.semibold))
      }
    }
  }
}
