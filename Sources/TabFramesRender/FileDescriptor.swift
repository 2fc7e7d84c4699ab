import Glibc

/// Writing to raw file descriptors, for outputs streamed to their temporary files.
package enum FileDescriptor {
  /// Writes bytes to a file descriptor, all of them or an error naming why.
  package static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(RenderError) {
    var offset = 0
    var failure: Int32 = 0
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }  // nothing to write
      while offset < raw.count {
        let n = Glibc.write(fd, base + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += n
      }
    }
    if failure != 0 { throw RenderError("writing", String(cString: strerror(failure))) }
  }
}
