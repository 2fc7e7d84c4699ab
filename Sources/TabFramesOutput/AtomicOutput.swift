import CSystemCalls
import FoundationEssentials
import Glibc
import Synchronization
import TabFramesRender

/// Writes outputs whole or not at all: each file goes to a temporary name in its folder and is
/// renamed into place; a frame folder is built beside its destination and swapped in.
/// Every path is checked to stay inside the output folder.
package struct AtomicOutput: Sendable {
  package let root: URL

  package init(root: String) throws(TabFramesError) {
    let url = URL(fileURLWithPath: root).standardizedFileURL
    if let reason = Self.makeFolders(url.path) { throw .io("\(root): cannot create the output folder (\(reason))") }
    guard isFolder(url.path) else {
      throw .io("\(root): is not a folder")
    }
    self.root = url
    Self.removeAbandonedTemporaries(in: url)
  }

  /// Temporaries are named `.NAME.tmp-PID-N-TOKEN`, TOKEN a random number this process drew
  /// (unique where process ids are not: two containers sharing a folder both run as PID 3),
  /// and the process holds a lock on `.tabframes-live-TOKEN` in the folder while it lives.
  /// Temporaries whose owner's lock is gone or free (a run killed with SIGKILL, a machine that
  /// lost power) are removed by the next run into the folder; those of a live process (a
  /// concurrent render, in this container or another) are left alone. Liveness is never judged
  /// by a process id, which means nothing across PID namespaces.
  static func removeAbandonedTemporaries(in root: URL) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return }
    var verdicts: [String: Bool] = [:]
    for name in names where name.hasPrefix(".") {
      let pieces = name.split(separator: ".tmp-", omittingEmptySubsequences: false)
      guard pieces.count >= 2, let tail = pieces.last else { continue }
      let parts = tail.split(separator: "-")
      guard parts.count == 3, Int32(parts[0]) != nil, Int(parts[1]) != nil, parts[2].count == 16, parts[2].allSatisfy(\.isHexDigit) else {
        continue
      }
      let token = String(parts[2])
      guard token != LiveLock.token else { continue }
      let abandoned = verdicts[token] ?? LiveLock.isAbandoned(token, in: root.path)
      verdicts[token] = abandoned
      if abandoned { try? FileManager.default.removeItem(at: root.appendingPathComponent(name)) }
    }
    for (token, abandoned) in verdicts where abandoned { unlink(root.appendingPathComponent(LiveLock.fileName(token)).path) }
  }

  /// The path for a file name inside the root; refuses anything that would land elsewhere.
  package func path(_ name: String) throws(TabFramesError) -> URL {
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), name != ".." else {
      throw .usage("output name \"\(name)\" would escape the output folder")
    }
    return root.appendingPathComponent(name)
  }

  private static let counter = Counter()

  private func temporaryName(for name: String) -> String {
    ".\(name).tmp-\(getpid())-\(Self.counter.next())-\(LiveLock.token)"
  }

  /// Writes a file atomically; a failure names the destination, not the temporary.
  package func write(_ bytes: [UInt8], to name: String) throws(TabFramesError) -> URL {
    let destination = try path(name)
    let temporary = try stage(bytes, to: name)
    if let reason = TemporaryFiles.shared.moveIntoPlace(temporary, destination.path) {
      unlink(temporary)
      TemporaryFiles.shared.remove(temporary)
      throw .io("\(destination.path): cannot move into place (\(reason))")
    }
    return destination
  }

  /// Writes a file whole under a registered temporary name beside `name` and returns that path,
  /// for a caller that moves several files into place together (`ReferenceFiles.write`).
  package func stage(_ bytes: [UInt8], to name: String) throws(TabFramesError) -> String {
    let destination = try path(name)
    let temporary = root.appendingPathComponent(temporaryName(for: name))
    let fd = TemporaryFiles.shared.createFile(temporary.path, register: true)
    guard fd >= 0 else { throw .io("\(destination.path): cannot write (\(String(cString: strerror(errno))))") }
    if let failure = Self.writeAndClose(bytes, fd) {
      unlink(temporary.path)
      TemporaryFiles.shared.remove(temporary.path)
      throw .io("\(destination.path): cannot write (\(failure))")
    }
    return temporary.path
  }

  /// Writes a file atomically from a stream: `body` gets the open descriptor of a temporary file.
  package func writeStreamed(to name: String, _ body: (Int32) throws(TabFramesError) -> Void) throws(TabFramesError) -> URL {
    let file = try stageFile(name)
    do {
      try body(file.descriptor)
    } catch {
      file.discard()
      throw error
    }
    return try file.commit()
  }

  /// Starts a file to be written through its descriptor as it is made, and moved into place whole
  /// by `commit()` or removed by `discard()`.
  package func stageFile(_ name: String) throws(TabFramesError) -> StagedFile {
    let destination = try path(name)
    let temporary = root.appendingPathComponent(temporaryName(for: name))
    let fd = TemporaryFiles.shared.createFile(temporary.path, register: true)
    guard fd >= 0 else { throw .io("\(destination.path): cannot write (\(String(cString: strerror(errno))))") }
    return StagedFile(descriptor: fd, temporary: temporary, destination: destination)
  }

  /// Starts a folder that files can be written into from any thread, to be swapped in whole by
  /// `commit()` or removed by `discard()`.
  package func stageFolder(_ name: String) throws(TabFramesError) -> StagedFolder {
    let destination = try path(name)
    let staging = root.appendingPathComponent(temporaryName(for: name))
    if let reason = TemporaryFiles.shared.createFolder(staging.path) { throw .io("\(destination.path): cannot write (\(reason))") }
    return StagedFolder(staging: staging, destination: destination, old: root.appendingPathComponent(temporaryName(for: name + ".old")))
  }

  /// Writes every byte and closes the descriptor; the system's reason when either fails.
  static func writeAndClose(_ bytes: [UInt8], _ fd: Int32) -> String? {
    var failure: String?
    do {
      try FileDescriptor.writeAll(bytes, to: fd)
    } catch {
      failure = error.reason
    }
    if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
    return failure
  }

  /// Writes `bytes` to a new file at `path` (made by `fd` when given); a failure names `named`
  /// (the file's final place) or `path`.
  static func writeFile(_ bytes: [UInt8], to path: String, fd: Int32? = nil, named: String? = nil) throws(TabFramesError) {
    let fd = fd ?? open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .io("\(named ?? path): cannot create (\(String(cString: strerror(errno))))") }
    if let failure = writeAndClose(bytes, fd) {
      unlink(path)
      throw .io("\(named ?? path): cannot write (\(failure))")
    }
  }

  /// `mkdir -p`: makes each missing folder on the way; the system's reason when one cannot be made.
  static func makeFolders(_ path: String) -> String? {
    var prefix = ""
    for component in path.split(separator: "/") {
      prefix += "/" + component
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
    }
    return nil
  }
}

/// A file being written under a temporary name beside its destination (see
/// `AtomicOutput.stageFile`). Used from the thread that made it.
package final class StagedFile {
  /// Where its bytes go until `commit()`.
  package let descriptor: Int32
  private let temporary: URL
  /// Its final place, which errors name.
  package let destination: URL
  private var finished = false

  fileprivate init(descriptor: Int32, temporary: URL, destination: URL) {
    self.descriptor = descriptor
    self.temporary = temporary
    self.destination = destination
  }

  /// Closes the file and moves it into place.
  package func commit() throws(TabFramesError) -> URL {
    guard !finished else { throw .io("\(destination.path): already committed or discarded") }
    finished = true
    defer { TemporaryFiles.shared.remove(temporary.path) }
    if close(descriptor) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw .io("\(destination.path): cannot write (\(reason))")
    }
    if let reason = TemporaryFiles.shared.moveIntoPlace(temporary.path, destination.path) {
      unlink(temporary.path)
      throw .io("\(destination.path): cannot write (\(reason))")
    }
    return destination
  }

  /// Closes and removes the file unless it was committed; harmless to call twice.
  package func discard() {
    guard !finished else { return }
    finished = true
    close(descriptor)
    unlink(temporary.path)
    TemporaryFiles.shared.remove(temporary.path)
  }
}

/// A frame folder being built beside its destination (see `AtomicOutput.stageFolder`).
/// `@unchecked Sendable`: workers write files into it at once; its names and state change under
/// `monitor` only.
package final class StagedFolder: @unchecked Sendable {
  private let staging: URL
  private let stagingPath: String
  private let destination: URL
  private let old: URL
  private let monitor = Monitor()
  private var names: [String] = []
  private var finished = false

  fileprivate init(staging: URL, destination: URL, old: URL) {
    self.staging = staging
    stagingPath = staging.path
    self.destination = destination
    self.old = old
  }

  /// Writes one file of the folder; safe from any thread.
  package func write(_ bytes: [UInt8], to name: String) throws(TabFramesError) {
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
      throw .usage("output name \"\(name)\" would escape the output folder")
    }
    // Paths joined as strings: `URL.appendingPathComponent` asks the file system whether each
    // name is a folder, two `stat`s a frame. A failure names the file where it was to be, not
    // the staging folder's temporary name.
    let path = stagingPath + "/" + name
    try AtomicOutput.writeFile(
      bytes, to: path, fd: TemporaryFiles.shared.createFile(path, register: false), named: destination.path + "/" + name)
    monitor.locked { names.append(name) }
  }

  /// Swaps the folder in for its destination (replacing an older one whole) and returns its
  /// files in name order.
  package func commit() throws(TabFramesError) -> [URL] {
    let written: [String]? = monitor.locked {
      guard !finished else { return nil }
      finished = true
      return names.sorted()
    }
    guard let written else { throw .io("\(destination.path): already committed or discarded") }
    // The swap runs whole before an interrupt's cleanup looks, or not at all: cleanup never sees
    // the old folder half deleted or the destination missing. The destination is replaced by one
    // atomic exchange (renameat2), so renders into the same folder at once never see it missing:
    // the last swap wins and each removes what it swapped out.
    let outcome: (failure: String?, swappedOut: Bool) = TemporaryFiles.shared.guarded { registry in
      if tf_rename_noreplace(staging.path, destination.path) == 0 {
        registry.remove(staging.path)
        return (nil, false)
      }
      if errno == EEXIST && tf_rename_exchange(staging.path, destination.path) == 0 {
        // The staging name now holds the old folder; it stays registered until it is removed.
        return (nil, true)
      }
      if errno == EINVAL || errno == ENOSYS {
        // A file system without renameat2's flags: the plain swap through a second name.
        let hadOld = rename(destination.path, old.path) == 0
        if rename(staging.path, destination.path) == 0 {
          registry.remove(staging.path)
          if hadOld { registry.add(old.path) }
          return (nil, false)
        }
        if hadOld { rename(old.path, destination.path) }
      }
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: staging)
      registry.remove(staging.path)
      return (reason, false)
    }
    if outcome.swappedOut {
      // Removed outside the lock: an interrupt meanwhile removes the rest, as it is registered.
      try? FileManager.default.removeItem(at: staging)
      TemporaryFiles.shared.remove(staging.path)
    } else if outcome.failure == nil, FileManager.default.fileExists(atPath: old.path) {
      try? FileManager.default.removeItem(at: old)
      TemporaryFiles.shared.remove(old.path)
    }
    let failure = outcome.failure
    if let failure { throw .io("\(destination.path): cannot move into place (\(failure))") }
    // Joined as strings, as in `write` (no `stat` a file).
    let folder = destination.path
    return written.map { URL(fileURLWithPath: folder + "/" + $0, isDirectory: false) }
  }

  /// Removes the folder unless it was committed; harmless to call twice.
  package func discard() {
    let done = monitor.locked {
      defer { finished = true }
      return finished
    }
    guard !done else { return }
    TemporaryFiles.shared.guarded { registry in
      try? FileManager.default.removeItem(at: staging)
      registry.remove(staging.path)
    }
  }
}

/// A thread-safe counter for unique temporary names.
final class Counter: Sendable {
  private let value = Atomic(0)
  func next() -> Int { value.add(1, ordering: .relaxed).newValue }
}

private func isFolder(_ path: String) -> Bool {
  var info = stat()
  return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
}
