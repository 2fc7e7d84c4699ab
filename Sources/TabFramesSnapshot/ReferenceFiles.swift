import CSystemCalls
import FoundationEssentials
import Glibc
import TabFramesOutput
import TabFramesSceneFormat

/// A reference a check wants written: held back until every snapshot of the run has been checked.
package struct PendingReference: Sendable {
  package var url: URL
  package var bytes: [UInt8]
  /// The file at `url` goes instead: a reference the new ones replace under another name (a
  /// strip the sheets replace, a sheet the animation no longer needs).
  package var removes = false

  package init(url: URL, bytes: [UInt8]) {
    self.url = url
    self.bytes = bytes
  }

  /// The file at `url` removed, together with the writes, when it exists.
  package static func removal(_ url: URL) -> PendingReference {
    var reference = PendingReference(url: url, bytes: [])
    reference.removes = true
    return reference
  }
}

/// Reading and writing reference files, with one-line errors that name the path.
package enum ReferenceFiles {
  /// Largest reference read: a strip at `Limits.sheetPixels` compresses to far less than its
  /// raw RGBA size, so anything bigger is not a reference this tool wrote.
  static let maximumBytes = Limits.sheetPixels * 4

  /// The file's bytes, or nil when there is no file; any other failure names the path.
  package static func read(_ url: URL) throws(TabFramesError) -> [UInt8]? {
    let path = url.path
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      if errno == ENOENT { return nil }
      throw .io("\(path): cannot read (\(String(cString: strerror(errno))))")
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .io("\(path): cannot read (\(String(cString: strerror(errno))))") }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .usage("\(path): is not a regular file; a reference must be one") }
    guard info.st_size <= maximumBytes else {
      throw .usage("\(path): \(info.st_size) bytes is larger than any reference (\(maximumBytes) bytes); delete it and record again")
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
    var offset = 0
    while offset < bytes.count {
      // Not empty inside the loop, so the buffer has an address.
      let n = bytes.withUnsafeMutableBytes { raw in raw.baseAddress.map { Glibc.read(fd, $0 + offset, raw.count - offset) } ?? 0 }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { throw .io("\(path): cannot read (\(String(cString: strerror(errno))))") }
      if n == 0 { break }
      offset += n
    }
    return Array(bytes.prefix(offset))
  }

  /// Writes every pending reference or none: each is first written whole to a temporary beside
  /// its destination (registered, so an interrupt removes it), and only when all of them are on
  /// disk are they renamed into place, together, under the lock that interrupt cleanup takes.
  package static func write(_ references: [PendingReference]) throws(TabFramesError) -> [URL] {
    var staged: [(temporary: String, destination: URL)] = []
    func discard() {
      for file in staged {
        unlink(file.temporary)
        TemporaryFiles.shared.remove(file.temporary)
      }
    }
    for reference in references where !reference.removes {
      do {
        let output = try AtomicOutput(root: reference.url.deletingLastPathComponent().path)
        staged.append((try output.stage(reference.bytes, to: reference.url.lastPathComponent), reference.url))
      } catch {
        discard()
        throw error
      }
    }
    // Into place together, or not at all: an existing reference is swapped with its new version
    // (renameat2's exchange: never missing for a reader), so its old bytes stay at the temporary's
    // name until every rename has worked; a failure part way swaps the earlier ones back. All of
    // it under the lock interrupt cleanup takes, so Ctrl-C lands before or after, never between.
    let failure: (URL, String)? = TemporaryFiles.shared.guarded { registry in
      var done: [(temporary: String, destination: URL, move: Move)] = []
      // A failure part way: what was done is undone, last first, and the staged files go.
      func rollBack(_ destination: URL, _ reason: String) -> (URL, String) {
        for earlier in done.reversed() {
          switch earlier.move {
          case .swapped: _ = tf_rename_exchange(earlier.temporary, earlier.destination.path)
          case .created: unlink(earlier.destination.path)
          case .replaced: break
          case .removed:
            _ = rename(earlier.temporary, earlier.destination.path)
            registry.remove(earlier.temporary)
          }
        }
        for file in staged {
          unlink(file.temporary)
          registry.remove(file.temporary)
        }
        return (destination, reason)
      }
      for file in staged {
        let (move, reason) = Self.move(file.temporary, to: file.destination.path)
        if let reason { return rollBack(file.destination, reason) }
        done.append((file.temporary, file.destination, move))
      }
      // Removals last: each is moved aside to a temporary name, so it can come back if one fails.
      for (n, reference) in references.enumerated() where reference.removes {
        var info = stat()
        guard lstat(reference.url.path, &info) == 0 else { continue }
        // Named as temporaries are, by a token as well as the process id (containers share ids).
        let aside = reference.url.deletingLastPathComponent().appendingPathComponent(
          ".\(reference.url.lastPathComponent).removed-\(getpid())-\(n)-\(LiveLock.token)"
        ).path
        registry.add(aside)
        if rename(reference.url.path, aside) != 0 {
          let reason = String(cString: strerror(errno))
          registry.remove(aside)
          return rollBack(reference.url, reason)
        }
        done.append((aside, reference.url, .removed))
      }
      // Every one is in place: the old versions, at the temporaries' names, go.
      for file in done {
        if file.move == .swapped || file.move == .removed { unlink(file.temporary) }
        registry.remove(file.temporary)
      }
      return nil
    }
    if let (url, reason) = failure { throw .io("\(url.path): cannot write (\(reason))") }
    return staged.map(\.destination)
  }

  /// How a staged reference went into place, and so how it is undone.
  enum Move: Equatable {
    /// Exchanged with the reference that was there, whose bytes are now at the temporary's name.
    case swapped
    /// Where there was none: undone by removing it.
    case created
    /// Over the old one on a file system without the exchange: cannot be undone.
    case replaced
    /// A removal, moved aside to the temporary's name: undone by moving it back.
    case removed
  }

  /// Moves `temporary` to `destination`; the reason when it could not.
  private static func move(_ temporary: String, to destination: String) -> (Move, String?) {
    var info = stat()
    guard lstat(destination, &info) == 0 else {
      return rename(temporary, destination) == 0 ? (.created, nil) : (.created, String(cString: strerror(errno)))
    }
    if info.st_mode & S_IFMT == S_IFDIR { return (.swapped, "is a folder") }
    if tf_rename_exchange(temporary, destination) == 0 { return (.swapped, nil) }
    guard errno == EINVAL || errno == ENOSYS else { return (.swapped, String(cString: strerror(errno))) }
    return rename(temporary, destination) == 0 ? (.replaced, nil) : (.replaced, String(cString: strerror(errno)))
  }
}
