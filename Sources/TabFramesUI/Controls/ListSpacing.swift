import Foundation

// How far apart a list's rows and sections are: `listRowSpacing(_:)` (iOS 15) and
// `listSectionSpacing(_:)` (iOS 17), which the list body (ListBody.swift) reads.

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

private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
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
  /// The room between the rows of the lists inside: rows set apart, each on a card of its own
  /// (its corners rounded in an inset list), with no separators between them.
  nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View { environment(\.listRowSpacing, spacing) }
  /// The room between the sections of the grouped lists inside, in place of the style's 35 pt.
  nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacing, spacing.points)
  }
  nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View { environment(\.listSectionSpacing, spacing) }
}
