import Foundation

// The environment values an iPhone's system sets, as a stage shows an iPhone in portrait: a
// compact width and a regular height, three pixels a point, no accessibility settings turned
// on, the current calendar and time zone. Each can be set for a subtree as in SwiftUI
// (`.environment(\.horizontalSizeClass, .regular)`).

/// SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

/// SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable { case standard, increased }

/// SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

/// SwiftUI's `EditMode` (`@Environment(\.editMode)`): whether a list's rows are being edited.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}

/// SwiftUI's `DismissSearchAction`: no search is being presented on a stage.
public struct DismissSearchAction: Sendable {
  public func callAsFunction() {}
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? .current }
private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilitySettingKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Compact: an iPhone in portrait.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// Regular: an iPhone in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
  /// Pixels a point: 3, an iPhone's (a stage's own scale is for the images it writes).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// One pixel, in points.
  public var pixelLength: CGFloat { 1 / displayScale }
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
  /// Set by `redacted(reason:)`; empty on a stage unless set.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
  /// The edit mode of the navigation container the view is in (its own, or one set with
  /// `.environment(\.editMode, …)`); nil outside both, as on a device.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
  /// Gregorian, the same on every machine, so that what a view shows of dates does not depend on
  /// where it is drawn.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
  /// UTC, the same on every machine (as the calendar).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
  public var isSearching: Bool { self[IsSearchingKey.self] }
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverKey.self] }
    set { self[VoiceOverKey.self] = newValue }
  }
  public var accessibilityEnabled: Bool {
    get { self[AccessibilitySettingKey.self] }
    set { self[AccessibilitySettingKey.self] = newValue }
  }
}
