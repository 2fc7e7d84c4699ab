import TabFramesKinds
@_exported import TabFramesSceneFormat

/// Loads and validates scene files, with every kind there is (`TabFramesKinds.registry`): the
/// scene format's types, re-exported, and the loader the README's snapshot examples use. Every
/// failure is a `SceneError` naming the file and the JSON path.
public enum SceneLoader {
  /// Loads a scene file from disk.
  public static func load(path: String) throws(SceneError) -> Scene {
    try load(path: path, kinds: TabFramesKinds.sceneKinds)
  }

  /// Parses scene JSON; `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> Scene {
    try parse(bytes, file: file, kinds: TabFramesKinds.sceneKinds)
  }

  public static func parse(_ text: String, file: String = "scene.json") throws(SceneError) -> Scene {
    try parse(text, file: file, kinds: TabFramesKinds.sceneKinds)
  }

  // With the kinds the package's own tests read scenes with; the kind registry is not public API.
  package static func load(path: String, kinds: SceneKinds) throws(SceneError) -> Scene {
    try SceneReader.load(path: path, kinds: kinds)
  }

  package static func parse(_ bytes: [UInt8], file: String, kinds: SceneKinds) throws(SceneError) -> Scene {
    try SceneReader.parse(bytes, file: file, kinds: kinds)
  }

  package static func parse(_ text: String, file: String = "scene.json", kinds: SceneKinds) throws(SceneError) -> Scene {
    try SceneReader.parse(text, file: file, kinds: kinds)
  }
}
