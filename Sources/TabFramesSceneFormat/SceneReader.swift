import FoundationEssentials
import Glibc

/// Reads and validates scene files against a registry of kinds. Every failure is a `SceneError`
/// naming the file and JSON path. Users load scenes with `SceneLoader` (module TabFramesScene),
/// which reads with every kind there is; the command line reads with the registry it is given.
package enum SceneReader {
  /// Loads a scene file from disk.
  /// `kinds`: what `component.kind` may name (the CLI's are `TabFramesKinds.registry`'s).
  /// `-` is standard input (`tabframes render - < scene.json`, or a pipe), named "standard input".
  package static func load(path: String, kinds: SceneKinds) throws(SceneError) -> Scene {
    if path == "-" {
      let display = "standard input"
      return try parse(try readAll(0, display: display), file: display, kinds: kinds)
    }
    let display = path
    // O_NONBLOCK so that opening a FIFO with no writer returns at once instead of waiting
    // forever; the file type is checked before anything is read.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      let reason = errno == ENOENT || errno == ENOTDIR ? "no such file" : "cannot be read (\(String(cString: strerror(errno))))"
      throw SceneError(file: display, path: "", message: reason)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw SceneError(file: display, path: "", message: "cannot be read (\(String(cString: strerror(errno))))")
    }
    // A FIFO or a device would block or never end (/dev/zero); only regular files are scenes.
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw SceneError(file: display, path: "", message: "is a folder, not a scene file")
    case S_IFIFO:
      throw SceneError(file: display, path: "", message: "is a pipe (FIFO), not a regular file; a scene file must be a regular file")
    case S_IFCHR, S_IFBLK:
      throw SceneError(file: display, path: "", message: "is a device, not a regular file; a scene file must be a regular file")
    default: throw SceneError(file: display, path: "", message: "is not a regular file; a scene file must be a regular file")
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return try parse(try readAll(fd, display: display), file: display, kinds: kinds)
  }

  /// Everything `fd` holds, up to the scene file limit.
  private static func readAll(_ fd: Int32, display: String) throws(SceneError) -> [UInt8] {
    // Read one byte past the limit so an oversized file is refused without reading it whole.
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while data.count <= Limits.fileBytes {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { throw SceneError(file: display, path: "", message: "cannot be read (\(String(cString: strerror(errno))))") }
      if n == 0 { break }
      data += chunk[0..<n]
    }
    if data.count > Limits.fileBytes {
      throw SceneError(file: display, path: "", message: "larger than \(Limits.fileBytes / 1024) KiB; a scene file is a few kilobytes")
    }
    return data
  }

  /// Parses scene JSON; `file` names it in errors.
  package static func parse(_ bytes: [UInt8], file: String, kinds: SceneKinds) throws(SceneError) -> Scene {
    let json: JSONValue
    do {
      json = try JSONParser.parse(bytes)
    } catch {
      throw SceneError(file: file, path: "", message: "invalid JSON: \(error.message)", position: (error.line, error.column))
    }
    return try SceneDecoder(file: file, kinds: kinds).scene(json)
  }

  package static func parse(_ text: String, file: String = "scene.json", kinds: SceneKinds) throws(SceneError) -> Scene {
    try parse(Array(text.utf8), file: file, kinds: kinds)
  }
}
