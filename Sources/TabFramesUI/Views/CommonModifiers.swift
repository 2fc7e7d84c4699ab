import Foundation

// Modifiers tab bar code uses everywhere, with what each means on a stage. What VoiceOver reads
// is in Accessibility.swift.

/// SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A modifier with no effect on layout or drawing here (its meaning is elsewhere: input labels,
/// actions, the large-content viewer).
nonisolated struct _InertModifier: ViewModifier, PrimitiveModifier {
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    content(context)
  }
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
nonisolated struct _AspectRatioModifier: ViewModifier, PrimitiveModifier, UnaryLayout {
  let ratio: CGFloat?
  let mode: ContentMode
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    let child = single(content, context)
    return [UnaryLayoutNode(self, child: child, id: child.id)]
  }

  /// Works its size out from the proposal itself.
  var readsProposal: ProposalDependence { .both }
  var keepsTextSpacingAbove: Bool { true }
  var keepsTextSpacingBelow: Bool { true }

  /// The child's size for the proposal of the ratio.
  func size(for proposal: ProposedViewSize, child: UnaryChild) -> (size: CGSize, childProposal: ProposedViewSize) {
    let p = proposalForChild(proposal, child: child)
    return (child.size(p), p)
  }

  /// Centred by its size alone: the child's own centre guides are not read.
  func childOrigin(size: CGSize, childProposal: ProposedViewSize, in bounds: CGRect, child: UnaryChild) -> CGPoint {
    Alignment.center.origin(of: size, in: bounds)
  }

  private func proposalForChild(_ p: ProposedViewSize, child: UnaryChild) -> ProposedViewSize {
    let ideal = child.size(.unspecified)
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
  /// SwiftUI's do; a button in a built-in style is drawn in the disabled colour (`Button`).
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    modifier(_DisabledModifier(disabled: disabled))
  }
}

nonisolated struct _DisabledModifier: ViewModifier, PrimitiveModifier {
  let disabled: Bool
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

extension View {
  /// SwiftUI's debugging aids, called in `body` (`let _ = Self._printChanges()`): on a device they
  /// print what made the view's body run again. Accepted here and silent — a stage does not trace
  /// why a body runs — so a view that calls one compiles and draws as it does.
  public static func _printChanges() {}
  public static func _logChanges() {}
}
