import Foundation

/// Where a test's references live: `__Snapshots__/<TestFile>/<test>[.<arguments>][.<name> | .<n>]`
/// beside the test file.
///
/// - `<test>`: the test function's name without its argument labels.
/// - `<arguments>`: a parameterized Swift Testing case's arguments (`n=1,s=a_b`), so each case has
///   its own reference.
/// - `named:` adds `.<name>`. Without it, the first assertion in a test has no suffix and the
///   later ones are numbered `.2`, `.3`, … in the order they run. swift-snapshot-testing numbers
///   every unnamed snapshot from `.1`; here the first keeps the bare name, the one this library
///   has always used, so references recorded before numbering existed (one per test, such as
///   `__Snapshots__/SnapshotTests/settledFrameMatchesItsReference.png`) still match.
public struct SnapshotLocation: Sendable {
  public var base: URL

  /// `number`: the place of an unnamed assertion among those of its test (1 for the first).
  public init(filePath: String, function: String, name: String?, arguments: String? = nil, number: Int = 1, directory: String? = nil) {
    let file = URL(fileURLWithPath: filePath)
    var test = FileName.component(String(function.prefix { $0 != "(" }))
    if let arguments { test += "." + arguments }
    if let name {
      test += "." + FileName.component(name)
    } else if number > 1 {
      test += ".\(number)"
    }
    let folder =
      directory.map { URL(fileURLWithPath: $0) }
      ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(
        file.deletingPathExtension().lastPathComponent)
    base = folder.appendingPathComponent(test)
  }
}

/// Text made safe as part of a file name.
enum FileName {
  /// Letters, digits, `_` and `-` kept, anything else `_`. Longer than `limit` (given for argument
  /// values, which can be long; test names and `named:` are kept whole, as they always were): cut, with a hash
  /// of the whole text (FNV-1a, the same on every run and machine) so cut names stay distinct.
  static func component(_ text: String, limit: Int = .max) -> String {
    let safe = String(text.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
    guard safe.count > limit else { return safe }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return safe.prefix(limit) + "-" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
