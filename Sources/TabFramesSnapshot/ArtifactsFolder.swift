import FoundationEssentials
import Glibc
import TabFramesOutput

/// Where failing snapshots leave their reference, actual and difference images.
///
/// The default lives in the shared temporary folder, so it is per user (`tabframes-artifacts-<uid>`)
/// and private (mode 0700): with one fixed name, another user could create it first, or plant a
/// symbolic link there, and receive or redirect every user's images.
package enum ArtifactsFolder {
  /// `TABFRAMES_ARTIFACTS` when set, else `privateDefault`.
  package static var `default`: URL {
    if let path = ProcessInfo.processInfo.environment["TABFRAMES_ARTIFACTS"], !path.isEmpty { return URL(fileURLWithPath: path) }
    return privateDefault
  }

  /// `$TMPDIR/tabframes-artifacts-<uid>`.
  package static var privateDefault: URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-artifacts-\(getuid())")
  }

  /// Makes the private folder (0700) or checks the one already there: it must be a real folder
  /// (not a symbolic link) owned by this user; its mode is set back to 0700 if it drifted.
  package static func preparePrivate(_ url: URL) throws(TabFramesError) {
    let path = url.path
    if mkdir(path, 0o700) == 0 {
      chmod(path, 0o700)  // in case the umask took bits away that 0700 needs
      return
    }
    guard errno == EEXIST else {
      throw .io("\(path): cannot create the artifacts folder (\(String(cString: strerror(errno))))")
    }
    var info = stat()
    guard lstat(path, &info) == 0 else { throw .io("\(path): cannot use the artifacts folder (\(String(cString: strerror(errno))))") }
    let advice = "remove it, or set TABFRAMES_ARTIFACTS to a folder of your own"
    switch info.st_mode & S_IFMT {
    case S_IFLNK: throw .io("\(path): the artifacts folder is a symbolic link, not a private folder; \(advice)")
    case S_IFDIR: break
    default: throw .io("\(path): the artifacts folder is not a folder; \(advice)")
    }
    guard info.st_uid == getuid() else {
      throw .io("\(path): the artifacts folder belongs to another user (uid \(info.st_uid)); \(advice)")
    }
    if info.st_mode & 0o777 != 0o700 && chmod(path, 0o700) != 0 {
      throw .io("\(path): cannot make the artifacts folder private (\(String(cString: strerror(errno))))")
    }
  }
}
