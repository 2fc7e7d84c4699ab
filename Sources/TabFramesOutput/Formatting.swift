import Glibc

// Number formatting and stderr without Foundation's String(format:) and FileHandle: the engine
// imports FoundationEssentials only, which starts about 5 ms sooner than all of Foundation.

/// `value` with a fixed number of decimals, exactly as C's `%.Nf` prints it (the layout dump's
/// numbers must not change from release to release).
package func formatted(_ value: Double, decimals: Int) -> String {
  let format = "%.\(decimals)f"
  // 64 bytes hold any double with up to 30 decimals below 1e30; longer values fall back to 400.
  for capacity in [64, 400] {
    let text = [CChar](unsafeUninitializedCapacity: capacity) { buffer, count in
      let n = withVaList([value]) { vsnprintf(buffer.baseAddress, capacity, format, $0) }
      count = n >= 0 && n < capacity ? Int(n) : 0
    }
    if !text.isEmpty { return String(decoding: text.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
  }
  return String(value)
}

/// A non-negative integer with leading zeros to at least `digits` digits.
package func zeroPadded(_ value: Int, digits: Int) -> String {
  let text = String(value)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}

/// A message as it may be shown on a terminal: control characters a name or key brought in (an
/// escape sequence could retitle the terminal or move its cursor) written out as `\u{1B}`, so
/// the message shows what the input held and does nothing to the terminal. Newlines and tabs
/// stay: messages use them.
package func escapingControlCharacters(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    let v = scalar.value
    if (v < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(v) {
      out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// Writes text to stderr whole, retrying short writes.
package func writeToStandardError(_ text: String) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let n = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    if n < 0 && errno == EINTR { continue }
    guard n > 0 else { return }
    bytes = bytes.dropFirst(n)
  }
}

/// Levenshtein distance: the edits that turn `a` into `b`, for "did you mean" suggestions.
package func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}
