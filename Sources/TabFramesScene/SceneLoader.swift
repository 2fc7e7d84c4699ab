import Foundation

/// Reads and validates scene files. Every failure is a `SceneError` naming the file and JSON path.
public enum SceneLoader {
  /// Loads a scene file from disk.
  public static func load(path: String) throws(SceneError) -> Scene {
    let display = path
    guard let handle = FileHandle(forReadingAtPath: path) else {
      var isDir: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
        throw SceneError(
          file: display, path: "", message: isDir.boolValue ? "is a folder, not a scene file" : "cannot be read (permission denied?)")
      }
      throw SceneError(file: display, path: "", message: "no such file")
    }
    defer { try? handle.close() }
    // Read one byte past the limit so an oversized file is refused without reading it whole.
    let data = (try? handle.read(upToCount: Limits.fileBytes + 1)) ?? Data()
    if data.count > Limits.fileBytes {
      throw SceneError(file: display, path: "", message: "larger than \(Limits.fileBytes / 1024) KiB; a scene file is a few kilobytes")
    }
    return try parse(Array(data), file: display)
  }

  /// Parses scene JSON; `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> Scene {
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes)
    } catch {
      throw SceneError(file: file, path: "", message: "invalid JSON: \(error.message)", position: (error.line, error.column))
    }
    return try SceneDecoder(file: file).scene(json)
  }

  public static func parse(_ text: String, file: String = "scene.json") throws(SceneError) -> Scene {
    try parse(Array(text.utf8), file: file)
  }
}
