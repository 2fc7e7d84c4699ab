import Foundation

// How `#Preview`s are found with no list kept by hand. Each expands to a record in the
// `swift5_tests` section of its binary, in the layout of Swift Testing's "test content record"
// (kind, reserved, accessor, context, reserved) with TabFrames' own kind, 'tfpv'; Swift Testing
// reads the same section and passes over kinds it does not know. The Swift runtime lists every
// loaded image's sections (`swift_enumerateAllMetadataSections`, exported by libswiftCore on
// Linux); the registry walks them, keeps the records of its kind and asks each accessor for the
// preview it describes. docs/PREVIEWS.md says more.

/// The accessor a `#Preview` record holds: writes its `PreviewDescriptor` to `outValue` when asked
/// for that type. Used by the code `#Preview` expands to; not API.
public typealias __PreviewRecordAccessor =
  @convention(c) (
    _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt
  ) -> CBool

/// A `#Preview` record as the macro writes it (its accessor cannot be optional in a section's
/// constant). Not API.
public typealias __PreviewRecord = (
  kind: UInt32, reserved1: UInt32, accessor: __PreviewRecordAccessor, context: UInt, reserved2: UInt
)

/// A record of the section as read: another tool's record may have no accessor.
private typealias SectionRecord = (
  kind: UInt32, reserved1: UInt32, accessor: __PreviewRecordAccessor?, context: UInt, reserved2: UInt
)

/// 'tfpv': TabFrames' previews.
private let previewRecordKind: UInt32 = 0x7466_7076

/// Called by the code `#Preview` expands to. Not API.
public func __PreviewRecordStore(
  _ make: @escaping @MainActor @Sendable () -> Preview, fileID: StaticString, filePath: StaticString, line: Int, column: Int,
  into outValue: UnsafeMutableRawPointer, asTypeAt typeAddress: UnsafeRawPointer
) -> CBool {
  guard typeAddress.load(as: Any.Type.self) == PreviewDescriptor.self else { return false }
  outValue.initializeMemory(
    as: PreviewDescriptor.self,
    to: PreviewDescriptor(fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column, make: make))
  return true
}

/// A `#Preview` of a loaded module: where it is written and how to make it.
public struct PreviewDescriptor: Sendable {
  /// `Module/File.swift`.
  public let fileID: String
  public let filePath: String
  public let line: Int
  public let column: Int
  let make: @MainActor @Sendable () -> Preview

  /// The module the preview is written in.
  public var moduleName: String { String(fileID.prefix { $0 != "/" }) }
  /// The file's name without `.swift`.
  public var fileName: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
  }

  /// The preview: its name, traits and body.
  @MainActor public func preview() -> Preview { make() }
}

/// Every `#Preview` in the images loaded in this process.
public enum PreviewRegistry {
  /// All of them, ordered by file, line and column (the same order on every run).
  public static func all() -> [PreviewDescriptor] {
    var result: [PreviewDescriptor] = []
    for section in metadataSections(range: 14) {
      let stride = MemoryLayout<SectionRecord>.stride
      guard let base = section.baseAddress else { continue }
      var offset = 0
      while offset + stride <= section.count {
        let record = base.advanced(by: offset).assumingMemoryBound(to: SectionRecord.self).pointee
        offset += stride
        guard record.kind == previewRecordKind, let accessor = record.accessor else { continue }
        withUnsafeTemporaryAllocation(of: PreviewDescriptor.self, capacity: 1) { buffer in
          guard let out = buffer.baseAddress else { return }
          let stored = withUnsafePointer(to: PreviewDescriptor.self as Any.Type) { accessor(out, $0, nil, 0) }
          if stored { result.append(out.move()) }
        }
      }
    }
    return result.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
  }

  /// The previews written in one module.
  public static func all(inModule module: String) -> [PreviewDescriptor] { all().filter { $0.moduleName == module } }

  private typealias EnumerateCallback = @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer) -> CBool
  private typealias Enumerate = @convention(c) (EnumerateCallback, UnsafeMutableRawPointer) -> Void

  /// One section of every loaded image: the runtime's `MetadataSections` (version 4 and later)
  /// holds a version, a base address and two reserved words, then the sections' ranges (start,
  /// length) in a fixed order — 1 `swift5_protocol_conformances`, 14 `swift5_tests`.
  static func metadataSections(range index: Int) -> [UnsafeRawBufferPointer] {
    // glibc's RTLD_DEFAULT is a null handle; dlopen(nil) is the global scope too.
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_enumerateAllMetadataSections") else { return [] }
    let enumerate = unsafeBitCast(symbol, to: Enumerate.self)
    var found: (index: Int, sections: [UnsafeRawBufferPointer]) = (index, [])
    withUnsafeMutablePointer(to: &found) { context in
      enumerate(
        { metadata, context in
          let found = context.assumingMemoryBound(to: (index: Int, sections: [UnsafeRawBufferPointer]).self)
          let word = MemoryLayout<UInt>.stride
          guard metadata.load(as: UInt.self) >= 4 else { return true }
          let range = 4 * word + found.pointee.index * 2 * word
          let start = metadata.load(fromByteOffset: range, as: UInt.self)
          let length = metadata.load(fromByteOffset: range + word, as: UInt.self)
          if let pointer = UnsafeRawPointer(bitPattern: start), length > 0 {
            found.pointee.sections.append(UnsafeRawBufferPointer(start: pointer, count: Int(length)))
          }
          return true
        }, UnsafeMutableRawPointer(context))
    }
    let sections = found.sections
    return sections
  }
}
