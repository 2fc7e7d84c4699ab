/// The tab bar to draw: its kind, items, initial selection and style.
public struct Component: Sendable {
  public var kind: ComponentKind
  public var items: [TabItem]
  public var selection: Int
  public var style: ComponentStyle
  /// The kind's description, from the registry the scene was read with (what the decoder read the
  /// scene by); the registry plays the scene by the kind's name.
  public var description: any SceneKindDescription
}

/// A kind's name, as `component.kind` gives it; what the name means is its description's
/// (`SceneKindDescription`), found in the registry the scene was loaded with.
public struct ComponentKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }
}

/// A kind's style, every field with its default: its own type, decoded by its description and
/// read back by its view (no other module knows its shape).
public enum ComponentStyle: Sendable {
  case view(any Sendable)
}
