/// A scene that cannot be used, with where and why: `scene.json: component.items: fixed needs 2 to 5 items, got 6`.
public struct SceneError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The file as the user named it.
  public var file: String
  /// The JSON path of the offending value (`component.items[2].title`), or empty for the whole file.
  public var path: String
  /// Line and column, for syntax errors.
  public var position: (line: Int, column: Int)?
  public var message: String

  public init(file: String, path: String, message: String, position: (line: Int, column: Int)? = nil) {
    self.file = file
    self.path = path
    self.message = message
    self.position = position
  }

  public var description: String {
    if let position { return "\(file):\(position.line):\(position.column): \(message)" }
    return path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }

  public static func == (a: SceneError, b: SceneError) -> Bool {
    a.description == b.description
  }
}
