import TabFramesKinds
@_exported import TabFramesSceneFormat

/// Loads and validates scene files, with every kind there is (`TabFramesKinds.registry`): the
/// scene format's types, re-exported, and the loader the README's snapshot examples use. Every
/// failure is a `SceneError` naming the file and the JSON path.
public enum SceneLoader {
  /// Loads a scene file from disk.
  public static func load(path: String, kinds: SceneKinds = TabFramesKinds.sceneKinds) throws(SceneError) -> Scene {
    try SceneReader.load(path: path, kinds: kinds)
  }

  /// Parses scene JSON; `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String, kinds: SceneKinds = TabFramesKinds.sceneKinds) throws(SceneError)
    -> Scene
  {
    try SceneReader.parse(bytes, file: file, kinds: kinds)
  }

  public static func parse(_ text: String, file: String = "scene.json", kinds: SceneKinds = TabFramesKinds.sceneKinds)
    throws(SceneError) -> Scene
  {
    try SceneReader.parse(text, file: file, kinds: kinds)
  }
}
