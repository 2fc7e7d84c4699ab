import Foundation

// How far apart a list's rows and sections are: `listRowSpacing(_:)` (iOS 15) and
// `listSectionSpacing(_:)` (iOS 17), which the list body (ListBody.swift) reads; and the tint
// of its labels' icons, `listItemTint(_:)` (iOS 14), which a label reads (Label.swift).

/// SwiftUI's `ListSectionSpacing`: the room between a grouped list's sections.
public struct ListSectionSpacing: Sendable {
  /// The room in points; nil: the list style's own.
  let points: CGFloat?
  /// The style's own spacing.
  public static let `default` = ListSectionSpacing(points: nil)
  /// iOS's compact spacing: drawn at the style's own (its value is not measured here).
  public static let compact = ListSectionSpacing(points: nil)
  /// So many points between sections.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// SwiftUI's `ListItemTint`: the colour a list gives its labels' icons.
public struct ListItemTint: Sendable {
  let color: Color
  /// A grey (the system grey: chosen, not measured).
  public static let monochrome = ListItemTint(color: .gray)
  /// This colour.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// This colour, which the system may override (it does not on iPhone).
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
}

private struct ListItemTintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
  /// `listItemTint`: the colour of the list labels' icons inside, in place of the tint.
  var listItemTint: Color? {
    get { self[ListItemTintKey.self] }
    set { self[ListItemTintKey.self] = newValue }
  }
  /// `listRowSpacing`: the room between rows; nil or 0, rows touch with separators between.
  var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }
  /// `listSectionSpacing`: the room between sections; nil, the style's.
  var listSectionSpacing: CGFloat? {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }
}

extension View {
  /// The colour of the labels' icons in the lists inside, in place of the accent colour (for
  /// sidebars in SwiftUI; a stage applies it wherever list labels take the accent colour,
  /// docs/SWIFTUI.md). nil keeps the tint from outside.
  nonisolated public func listItemTint(_ tint: Color?) -> some View {
    transformEnvironment(\.listItemTint) { if let tint { $0 = tint } }
  }
  nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View {
    transformEnvironment(\.listItemTint) { if let tint { $0 = tint.color } }
  }
  /// The room between the rows of the lists inside: rows set apart, each on a card of its own
  /// (its corners rounded in an inset list), with no separators between them.
  nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View { environment(\.listRowSpacing, spacing) }
  /// The room between the sections of the grouped lists inside, in place of the style's 35 pt.
  nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacing, spacing.points)
  }
  nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View { environment(\.listSectionSpacing, spacing) }
}
