// The `tabframes` command is this small launcher. It links none of the C libraries, so it can
// check them before the renderer starts: without it, a missing libcairo stops the program in the
// dynamic loader (exit 127) before any of our code could name what is missing. With them present
// it replaces itself with `tabframes-engine` (same process, same signals, same exit code).
#if canImport(Glibc)
  import Glibc
#endif

/// Sonames the engine links, with the Debian package that provides each.
let libraries: [(soname: String, package: String)] = [
  ("libcairo.so.2", "libcairo2"), ("libpango-1.0.so.0", "libpango-1.0-0"), ("libpangocairo-1.0.so.0", "libpangocairo-1.0-0"),
  ("libpng16.so.16", "libpng16-16"), ("libz.so.1", "zlib1g"),
]

func fail(_ message: String) -> Never {
  let text = Array("tabframes: error: \(message)\n".utf8)
  _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(3)
}

// TABFRAMES_REQUIRED_LIBRARIES replaces the list (sonames separated by ':'), so tests can ask for a
// library that is not there.
let required: [(soname: String, package: String)] =
  getenv("TABFRAMES_REQUIRED_LIBRARIES").map { String(cString: $0).split(separator: ":").map { (String($0), "?") } } ?? libraries
for library in required where dlopen(library.soname, RTLD_LAZY) == nil {
  let reason = dlerror().map { String(cString: $0) } ?? "not found"
  let install = library.package == "?" ? "" : " (Debian package \(library.package); scripts/setup installs it)"
  fail("cannot load the system library \(library.soname): \(reason)\(install)")
}

// The engine sits beside the launcher.
var buffer = [CChar](repeating: 0, count: 4096)
let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
guard length > 0 else { fail("cannot find where tabframes is installed (/proc/self/exe)") }
let me = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
let engine = String(me[..<(me.lastIndex(of: "/") ?? me.startIndex)]) + "/tabframes-engine"
var argv: [UnsafeMutablePointer<CChar>?] = [strdup(engine)] + CommandLine.arguments.dropFirst().map { strdup($0) } + [nil]
execv(engine, &argv)
fail("cannot start \(engine): \(String(cString: strerror(errno)))")
