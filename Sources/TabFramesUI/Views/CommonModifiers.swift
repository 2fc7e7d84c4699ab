import Foundation

// Modifiers tab bar code uses everywhere, with what each means on a stage: a canvas has no safe
// area and no assistive technology, so some change nothing drawn, exactly as in SwiftUI on a
// screen without insets or VoiceOver.

/// SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A modifier with no effect on layout or drawing here (its meaning is elsewhere: safe areas,
/// accessibility).
nonisolated struct _InertModifier: ViewModifier, PrimitiveModifier {
  @MainActor func body(content: Content) -> Never { fatalError("laid out directly") }
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    content(context)
  }
}

extension View {
  /// What VoiceOver reads: nothing drawn changes.
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityLabel(_ label: Text) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityHint(_ hint: Text) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityValue(_ value: Text) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
    modifier(_InertModifier())
  }
  nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityShowsLargeContentViewer() -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
    modifier(_InertModifier())
  }
  nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
    -> some View
  { modifier(_InertModifier()) }
  nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
    modifier(_InertModifier())
  }
  nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
    modifier(_InertModifier())
  }
  /// The deprecated iOS 13 forms.
  nonisolated public func accessibility(label: Text) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibility(hint: Text) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibility(value: Text) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibility(hidden: Bool) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View { modifier(_InertModifier()) }
  nonisolated public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
}

/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
  public static let escape = AccessibilityActionKind(name: "escape")
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  public static let delete = AccessibilityActionKind(name: "delete")
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  public init(named name: Text) { self.name = name.string }
  init(name: String) { self.name = name }
}

/// SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

/// SwiftUI's `AccessibilityTraits` (what `accessibilityAddTraits` takes).
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
}

// MARK: Font weight and design for a whole view (iOS 16)

private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
  /// `fontWeight(_:)` / `bold(_:)` above: the weight every text and symbol inside takes.
  var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }
  /// `textCase(_:)` above.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension Text {
  /// SwiftUI's `Text.Case`.
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

extension View {
  /// The weight of every text and symbol inside, whatever their fonts (iOS 16's `fontWeight`).
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }
  /// Bold text and symbols inside (iOS 16); `bold(false)` changes nothing.
  nonisolated public func bold(_ isActive: Bool = true) -> some View { transformEnvironment(\.fontWeight) { if isActive { $0 = .bold } } }
  /// Texts inside drawn in upper or lower case.
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}

// MARK: Resizable images and aspect ratios

/// SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

extension Image {
  /// The symbol stretched to whatever frame it is given (its own size where nothing is proposed).
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
}

/// `aspectRatio(_:contentMode:)`: the child is proposed the largest size of that ratio inside
/// the proposal (`.fit`) or the smallest that covers it (`.fill`); without a ratio, the child's
/// own (its ideal size's).
nonisolated struct _AspectRatioModifier: ViewModifier, PrimitiveModifier {
  let ratio: CGFloat?
  let mode: ContentMode
  @MainActor func body(content: Content) -> Never { fatalError("laid out directly") }
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [AspectRatioNode(child: single(content, context), ratio: ratio, mode: mode)]
  }
}

final class AspectRatioNode: WrapperNode, @unchecked Sendable {
  let ratio: CGFloat?
  let mode: ContentMode

  init(child: LayoutNode, ratio: CGFloat?, mode: ContentMode) {
    self.ratio = ratio
    self.mode = mode
    super.init(child: child, id: child.id)
  }

  private func proposalForChild(_ p: ProposedViewSize) -> ProposedViewSize {
    let ideal = child.sizeThatFits(.unspecified)
    let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard r > 0, r.isFinite else { return p }
    switch (p.width, p.height) {
    case (let w?, let h?) where w.isFinite && h.isFinite:
      let width = mode == .fit ? min(w, h * r) : max(w, h * r)
      return ProposedViewSize(width: width, height: width / r)
    case (let w?, _) where w.isFinite: return ProposedViewSize(width: w, height: w / r)
    case (_, let h?) where h.isFinite: return ProposedViewSize(width: h * r, height: h)
    default:
      // Nothing (or infinity) proposed: the ideal size, at the ratio.
      return ProposedViewSize(width: ideal.width, height: ideal.width / r)
    }
  }

  /// Works its size out from the proposal itself.
  override var readsProposal: ProposalDependence { .both }
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposalForChild(proposal)) }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let p = proposalForChild(proposal)
    let size = child.sizeThatFits(p)
    child.place(in: CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size), proposal: p)
  }
}

extension View {
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioModifier(ratio: aspectRatio, mode: contentMode))
  }
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioModifier(ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, mode: contentMode))
  }
  nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

// MARK: Enabled state

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// False inside `disabled(true)`: buttons and gestures there do not respond.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

extension View {
  /// Buttons and gestures inside stop responding (taps pass through to what is behind), as
  /// SwiftUI's do. (A disabled button's dimmed label is not drawn yet: no source gives its colour.)
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    modifier(_DisabledModifier(disabled: disabled))
  }
}

nonisolated struct _DisabledModifier: ViewModifier, PrimitiveModifier {
  let disabled: Bool
  @MainActor func body(content: Content) -> Never { fatalError("laid out directly") }
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    guard disabled else { return content(context) }
    var inner = context
    inner.environment.isEnabled = false
    return [HitTestingNode(child: single(content, inner), id: context.path, enabled: false)]
  }
}

/// A style's body, its dynamic properties linked first as a view's are (a style's
/// `@Environment(\.isEnabled)` reads the button's environment; a missing environment object is a
/// layout error, not a crash). Drawn in the styled view's own place: ids do not change.
struct _StyleBody<Style, Body: View>: View, PrimitiveView {
  let style: Style
  let make: @MainActor (Style) -> Body
  var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    if let failure = linkDynamicProperties(style, context.child("style:\(identityName(Style.self))")) {
      return [context.error("\(context.path): \(identityName(Style.self)): \(failure)")]
    }
    return TabFramesUI.makeNodes(make(style), context)
  }
}
