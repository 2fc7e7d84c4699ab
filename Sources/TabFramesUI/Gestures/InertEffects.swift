import Foundation

// SwiftUI's names for what a still frame cannot show, accepted as SwiftUI accepts them and drawing
// what a device shows at rest: a haptic is felt, not seen; a long press needs a finger held down,
// which a stage's taps never are; a symbol effect plays over the symbol's settled drawing; a
// content transition is how a change of text animates, and a stage draws the change as its own
// transition does (a cross-fade).

/// SwiftUI's `SensoryFeedback` (iOS 17): the haptic `sensoryFeedback(_:trigger:)` plays.
public struct SensoryFeedback: Equatable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let impact = SensoryFeedback(name: "impact")

  public struct Weight: Equatable, Sendable {
    let value: Double
    public static let light = Weight(value: 0.3)
    public static let medium = Weight(value: 0.6)
    public static let heavy = Weight(value: 1)
  }
  public struct Flexibility: Equatable, Sendable {
    let value: Double
    public static let rigid = Flexibility(value: 0)
    public static let solid = Flexibility(value: 0.5)
    public static let soft = Flexibility(value: 1)
  }
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

/// SwiftUI's `ContentTransition`: how a change of a view's content animates.
public struct ContentTransition: Equatable, Sendable {
  let name: String
  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")
  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
  /// A symbol's change played as a symbol effect (`.symbolEffect(.replace)`): a stage draws the
  /// change as its own transition does (a cross-fade).
  public static func symbolEffect(_ effect: _SymbolEffect, options: SymbolEffectOptions = .default) -> ContentTransition {
    ContentTransition(name: "symbolEffect")
  }
  public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

/// SwiftUI's symbol effects (iOS 17): `.bounce`, `.pulse`, `.variableColor`, `.scale`, `.appear`,
/// `.disappear`, `.wiggle`, `.rotate`, `.breathe`, with their `.byLayer`, `.wholeSymbol`,
/// `.up`, `.down`, `.iterative`… variants.
public struct _SymbolEffect: Equatable, Sendable {
  let name: String
  public static let bounce = _SymbolEffect(name: "bounce")
  public static let pulse = _SymbolEffect(name: "pulse")
  public static let variableColor = _SymbolEffect(name: "variableColor")
  public static let scale = _SymbolEffect(name: "scale")
  public static let appear = _SymbolEffect(name: "appear")
  public static let disappear = _SymbolEffect(name: "disappear")
  public static let wiggle = _SymbolEffect(name: "wiggle")
  public static let rotate = _SymbolEffect(name: "rotate")
  public static let breathe = _SymbolEffect(name: "breathe")
  public static let replace = _SymbolEffect(name: "replace")
  public static let automatic = _SymbolEffect(name: "automatic")
  public var downUp: _SymbolEffect { self }
  public var upUp: _SymbolEffect { self }
  public var offUp: _SymbolEffect { self }
  public static func magic(fallback: _SymbolEffect) -> _SymbolEffect { _SymbolEffect(name: "magic") }
  public var byLayer: _SymbolEffect { self }
  public var wholeSymbol: _SymbolEffect { self }
  public var up: _SymbolEffect { self }
  public var down: _SymbolEffect { self }
  public var iterative: _SymbolEffect { self }
  public var cumulative: _SymbolEffect { self }
  public var reversing: _SymbolEffect { self }
  public var nonReversing: _SymbolEffect { self }
}

/// SwiftUI's `SymbolEffectOptions`: how often and how fast an effect plays.
public struct SymbolEffectOptions: Equatable, Sendable {
  public static let `default` = SymbolEffectOptions()
  public static let nonRepeating = SymbolEffectOptions()
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
  public static let repeating = SymbolEffectOptions()
  public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
  public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

extension View {
  /// Plays a haptic when `trigger` changes: draws nothing.
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    modifier(_InertModifier())
  }

  /// A haptic chosen from the old and new values: draws nothing.
  nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
    modifier(_InertModifier())
  }

  /// Plays a haptic when `trigger` changes and `condition` holds for the old and new values: draws
  /// nothing.
  nonisolated public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View {
    modifier(_InertModifier())
  }

  /// A haptic chosen when `trigger` changes, without its values: draws nothing.
  nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
    modifier(_InertModifier())
  }

  /// Runs `action` after a press held for `minimumDuration`: a stage's taps are instant, so it never
  /// runs, as a quick tap does not on a device.
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(_InertModifier())
  }

  /// A symbol effect that plays when `value` changes: the symbol is drawn settled.
  nonisolated public func symbolEffect<T: Equatable>(_ effect: _SymbolEffect, options: SymbolEffectOptions = .default, value: T)
    -> some View
  {
    modifier(_InertModifier())
  }

  /// A symbol effect that plays while active: the symbol is drawn settled.
  nonisolated public func symbolEffect(_ effect: _SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true)
    -> some View
  {
    modifier(_InertModifier())
  }

  /// How a change of content animates: drawn as the stage draws any change of content.
  nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { modifier(_InertModifier()) }
}
