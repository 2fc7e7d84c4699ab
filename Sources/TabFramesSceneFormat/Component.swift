/// The tab bar to draw: its kind, items, initial selection and style.
public struct Component: Sendable {
  public var kind: ComponentKind
  public var items: [TabItem]
  public var selection: Int
  public var style: ComponentStyle
  /// The kind's description, from the registry the scene was read with: a kind drawn by a view
  /// plays the scene itself (the driver needs no registry for it).
  public var description: any SceneKindDescription
}

/// A kind's name, as `component.kind` gives it; what the name means is its description's
/// (`SceneKindDescription`), found in the registry the scene was loaded with.
public struct ComponentKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }

  public static let title = ComponentKind(rawValue: "title")
}

/// Per-kind style, every field with the seed's default.
public enum ComponentStyle: Sendable {
  case title(TitleStyle)
  /// A kind drawn by a view: its own style, decoded by its description.
  case view(any Sendable)
}

/// Seed 002's TabTitleBar.
public struct TitleStyle: Sendable {
  public var inactiveScale = 0.7
  public var labelColor: ColorSpec = .named("secondary", opacity: 1)
  public var labelSelectedColor: ColorSpec = .named("primary", opacity: 1)
  public var changeTabLabel = "Change Tab"
  public var changeTabSymbol = "arrow.left.arrow.right.square"
  public var accentColor: ColorSpec = .named("accentColor", opacity: 1)
  /// nil: SwiftUI's default HStack spacing (8 pt).
  public var spacing: Double? = nil
  public init() {}
}
