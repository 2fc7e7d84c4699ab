/// A strict JSON parser (RFC 8259) that reports line and column, refuses duplicate keys and
/// bounds nesting depth. Foundation's parser reports neither positions nor duplicates.
package struct JSONParser {
  /// Deepest nesting accepted; a scene needs about six levels.
  package static let maximumDepth = 32

  package struct Failure: Error, Equatable, Sendable {
    package var line: Int
    package var column: Int
    package var message: String
  }

  private let bytes: [UInt8]
  private var index = 0

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes)
    // A UTF-8 byte order mark is tolerated, as editors on some platforms write it.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    if parser.index < bytes.count { throw parser.failure("unexpected text after the JSON value") }
    return value
  }

  package static func parse(_ text: String) throws(Failure) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private func failure(_ message: String, at position: Int? = nil) -> Failure {
    let end = min(position ?? index, bytes.count)
    var line = 1
    var column = 1
    var i = 0
    while i < end {
      if bytes[i] == 0x0A {
        line += 1
        column = 1
      } else if bytes[i] & 0xC0 != 0x80 {
        column += 1  // count characters, not UTF-8 continuation bytes
      }
      i += 1
    }
    return Failure(line: line, column: column, message: message)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
  }

  private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
    guard let c = current else { throw failure("unexpected end of file, expected a value") }
    switch c {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default:
      // Only a value that is NaN or Infinity is told so; any other word starting with N or I is
      // an unexpected character like any other.
      let rest = bytes[index...]
      if rest.starts(with: Array("NaN".utf8)) || rest.starts(with: Array("Infinity".utf8)) {
        throw failure("NaN and Infinity are not JSON numbers")
      }
      throw failure("unexpected character '\(Unicode.Scalar(c).escaped(asASCII: true))', expected a value")
    }
  }

  private mutating func expectWord(_ word: String) throws(Failure) {
    let start = index
    for b in word.utf8 {
      guard current == b else { throw failure("invalid literal, expected '\(word)'", at: start) }
      index += 1
    }
  }

  private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
    if depth > Self.maximumDepth { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var seen = Set<String>()
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw failure("expected a string key in an object") }
      let keyStart = index
      let key = try parseString()
      if !seen.insert(key).inserted { throw failure("duplicate key \"\(key)\"", at: keyStart) }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"") }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append((key, value))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") { throw failure("trailing comma in an object") }
        continue
      }
      if current == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw failure(current == nil ? "unexpected end of file inside an object" : "expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
    if depth > Self.maximumDepth { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") { throw failure("trailing comma in an array") }
        continue
      }
      if current == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      throw failure(current == nil ? "unexpected end of file inside an array" : "expected ',' or ']' in an array")
    }
  }

  private mutating func parseNumber() throws(Failure) -> Double {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    guard let first = current, first >= 0x30, first <= 0x39 else { throw failure("invalid number", at: start) }
    if first == 0x30 {
      index += 1
    } else {
      while let c = current, c >= 0x30, c <= 0x39 { index += 1 }
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard let c = current, c >= 0x30, c <= 0x39 else { throw failure("invalid number: digits must follow '.'") }
      while let c = current, c >= 0x30, c <= 0x39 { index += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard let c = current, c >= 0x30, c <= 0x39 else { throw failure("invalid number: digits must follow the exponent") }
      while let c = current, c >= 0x30, c <= 0x39 { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw failure("number \(text) is out of range", at: start)
    }
    return value
  }

  private mutating func parseString() throws(Failure) -> String {
    let start = index
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(_ parser: JSONParser, upTo end: Int) throws(Failure) {
      guard runStart < end else { return }
      guard let s = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
        throw parser.failure("invalid UTF-8 in a string", at: runStart)
      }
      scalars.append(contentsOf: s.unicodeScalars)
    }
    while true {
      guard let c = current else { throw failure("unterminated string", at: start) }
      if c == UInt8(ascii: "\"") {
        try flushRun(self, upTo: index)
        index += 1
        return String(scalars)
      }
      if c < 0x20 { throw failure("control character in a string (escape it as \\u00XX)") }
      if c == UInt8(ascii: "\\") {
        try flushRun(self, upTo: index)
        index += 1
        guard let e = current else { throw failure("unterminated escape") }
        index += 1
        switch e {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800...0xDBFF).contains(code) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
              throw failure("unpaired surrogate in a \\u escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate in a \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00...0xDFFF).contains(code) {
            throw failure("unpaired surrogate in a \\u escape")
          }
          guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
          scalars.append(scalar)
        default:
          throw failure("invalid escape '\\\(Unicode.Scalar(e).escaped(asASCII: true))'")
        }
        runStart = index
        continue
      }
      index += 1
    }
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let c = current else { throw failure("unterminated \\u escape") }
      let digit: UInt32
      switch c {
      case 0x30...0x39: digit = UInt32(c - 0x30)
      case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
      default: throw failure("invalid hex digit in a \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
