/// Why a command failed, with its exit code (DESIGN.md §3).
public enum DriverError: Error, CustomStringConvertible {
  /// Bad arguments or a bad scene: exit 2.
  case usage(String)
  /// The file system or the renderer failed: exit 3.
  case io(String)

  public var exitCode: Int32 {
    switch self {
    case .usage: return 2
    case .io: return 3
    }
  }

  public var description: String {
    switch self {
    case .usage(let m), .io(let m): return m
    }
  }
}
