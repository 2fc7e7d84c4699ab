import Foundation

// What iOS presents over or around a screen — sheets' interaction, the status bar, drag and
// drop, keyboard focus, the pointer — accepted as SwiftUI accepts them. A stage has no keyboard
// or pointer, and a presented sheet is drawn at rest (Sheets.swift), so none of these changes
// what it draws; the modifiers return the view as it is.

/// iOS 16.4's `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
  public static let automatic = PresentationBackgroundInteraction()
  public static let enabled = PresentationBackgroundInteraction()
  public static let disabled = PresentationBackgroundInteraction()
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

/// iOS 16.4's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable {
  public static let automatic = PresentationAdaptation()
  public static let none = PresentationAdaptation()
  public static let popover = PresentationAdaptation()
  public static let sheet = PresentationAdaptation()
  public static let fullScreenCover = PresentationAdaptation()
}

/// iOS 16's `ToolbarRole`.
public struct ToolbarRole: Sendable {
  public static let automatic = ToolbarRole()
  public static let navigationStack = ToolbarRole()
  public static let browser = ToolbarRole()
  public static let editor = ToolbarRole()
}

/// SwiftUI's `KeyEquivalent` and `EventModifiers`, for `keyboardShortcut`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public let character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  public static let `return` = KeyEquivalent("\r")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
}
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = EventModifiers(rawValue: 1)
  public static let control = EventModifiers(rawValue: 2)
  public static let option = EventModifiers(rawValue: 4)
  public static let command = EventModifiers(rawValue: 8)
  public static let all: EventModifiers = [.shift, .control, .option, .command]
}
public struct KeyboardShortcut: Hashable, Sendable {
  public static let defaultAction = KeyboardShortcut()
  public static let cancelAction = KeyboardShortcut()
}

/// SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
  public static let automatic = HoverEffect()
  public static let highlight = HoverEffect()
  public static let lift = HoverEffect()
}

/// iOS 17's `BadgeProminence`: badges are drawn at the standard prominence.
public struct BadgeProminence: Hashable, Sendable {
  public static let standard = BadgeProminence()
  public static let increased = BadgeProminence()
  public static let decreased = BadgeProminence()
}

extension View {
  nonisolated public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    self
  }
  nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
  nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
  nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

  nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
  nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }
  /// iOS 17's name for the title's display mode: `.large`, `.inline`, `.automatic` as
  /// `navigationBarTitleDisplayMode` draws them; `.inlineLarge` as `.large` (its bar look is not
  /// drawn: the title stays at the leading edge in the large-title font).
  nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.mode)
  }
  /// A title that can be renamed in place (iOS 16): shown as the title it holds.
  nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(title.wrappedValue) }

  nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
  /// iOS 18's zoom transition into a pushed screen: drawn as the standard push (the zoom from
  /// its source is not drawn).
  nonisolated public func navigationTransition(_ style: NavigationTransition) -> some View { self }
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
  /// With the source's look during the zoom (its clip shape, shadow, background): the zoom is
  /// not drawn, so neither is the look.
  nonisolated public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
    id: some Hashable, in namespace: Namespace.ID, configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
  ) -> some View { self }
  /// iOS 18's name for `toolbar(_:for:)`.
  nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    _toolbar(visibility, for: bars)
  }
  /// iOS 18's name for `toolbarBackground(_:for:)` with a visibility: for the tab bar, its
  /// material and hairline shown or hidden while the tab is selected.
  nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(_ToolbarBackgroundModifier(visibility: visibility, style: nil, bar: nil, applies: bars.isEmpty || bars.contains(.tabBar)))
  }
  nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
  nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
  nonisolated public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
  )
    -> some View
  { self }
  nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
  nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
  nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
  nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
  /// iOS 16.4's scopes shown as the search is presented or text entered: a stage's search field
  /// is at rest, where neither shows them.
  nonisolated public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View { self }
  nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
  nonisolated public func searchCompletion(_ completion: String) -> some View { self }
  nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
  nonisolated public func draggable<T: Transferable, P: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> P)
    -> some View
  { self }
  nonisolated public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View { self }
}

/// iOS 17's `ToolbarTitleDisplayMode`.
public struct ToolbarTitleDisplayMode: Sendable {
  let mode: NavigationBarItem.TitleDisplayMode
  public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
  public static let large = ToolbarTitleDisplayMode(mode: .large)
  public static let inline = ToolbarTitleDisplayMode(mode: .inline)
  public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

/// iOS 16.4's `PresentationContentInteraction`.
public struct PresentationContentInteraction: Sendable {
  public static let automatic = PresentationContentInteraction()
  public static let resizes = PresentationContentInteraction()
  public static let scrolls = PresentationContentInteraction()
}

/// iOS 17's `FocusInteractions` and `DefaultFocusEvaluationPriority`.
public struct FocusInteractions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let activate = FocusInteractions(rawValue: 1)
  public static let edit = FocusInteractions(rawValue: 2)
  public static let automatic: FocusInteractions = [.activate, .edit]
}
public struct DefaultFocusEvaluationPriority: Sendable {
  public static let automatic = DefaultFocusEvaluationPriority()
  public static let userInitiated = DefaultFocusEvaluationPriority()
}

/// Core Transferable's protocol, which `draggable` and `ShareLink` take: strings, URLs and
/// images are transferable.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Image: Transferable {}
extension Data: Transferable {}

/// iOS 18's `NavigationTransition` (`.automatic`, `.zoom(sourceID:in:)`).
public struct NavigationTransition: Sendable {
  public static let automatic = NavigationTransition()
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> NavigationTransition { NavigationTransition() }
}

/// iOS 18's look of a zoom transition's source (`matchedTransitionSource(id:in:configuration:)`).
public protocol MatchedTransitionSourceConfiguration: Sendable {}

extension MatchedTransitionSourceConfiguration {
  public func background(_ style: some ShapeStyle) -> Self { self }
  public func clipShape(_ shape: some Shape) -> Self { self }
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> Self
  { self }
}

/// The configuration a source starts from.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// SwiftUI's `SearchScopeActivation` (iOS 16.4): when a search's scopes appear.
public struct SearchScopeActivation: Sendable {
  public static let automatic = SearchScopeActivation()
  public static let onTextEntry = SearchScopeActivation()
  public static let onSearchPresentation = SearchScopeActivation()
}
