/// The tab bar to draw: its kind, items, initial selection and style.
public struct Component: Sendable {
  public var kind: ComponentKind
  public var items: [TabItem]
  public var selection: Int
  public var style: ComponentStyle
  /// The kind's description, from the registry the scene was read with (what the decoder read the
  /// scene by); the registry plays the scene by the kind's name.
  package var description: any SceneKindDescription
}

/// A kind's name, as `component.kind` gives it; what the name means is its description's
/// (`SceneKindDescription`), found in the registry the scene was loaded with.
public struct ComponentKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }
}

/// A kind's style as the scene file wrote it (`component.style`; an empty object when it gives
/// none). Its kind reads it with its own decoder, every key with its default: once when the scene
/// is read, which refuses what is wrong naming the key, and again when the scene is played, into
/// the kind's own style type. No other module knows its shape, and no decoded style travels
/// through this one to be cast back.
public struct ComponentStyle: Sendable {
  /// The style object as written.
  package let json: JSONValue
  /// The scene file, which errors name.
  package let file: String

  package init(json: JSONValue, file: String) {
    self.json = json
    self.file = file
  }

  /// A reader of the style's keys, for the kind's decoder.
  package func reader() throws(SceneError) -> JSONReader { try JSONReader(json, file: file, path: "component.style") }
}
