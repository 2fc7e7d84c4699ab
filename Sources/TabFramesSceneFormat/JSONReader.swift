/// Reads one JSON object member by member, building the JSON path for errors and refusing
/// keys that nobody read (so a typo such as `"heigth"` is an error, not a silent default).
package struct JSONReader {
  package let file: String
  package let path: String
  private let members: [(key: String, value: JSONValue)]
  private var used = Set<String>()
  /// Every key this object was asked for, present or not: what it knows.
  private var asked = Set<String>()

  package init(_ value: JSONValue, file: String, path: String) throws(SceneError) {
    guard case .object(let members) = value else {
      throw SceneError(file: file, path: path.isEmpty ? "(top level)" : path, message: "expected an object, got \(value.typeName)")
    }
    self.file = file
    self.path = path
    self.members = members
  }

  package func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  package func error(_ key: String, _ message: String) -> SceneError {
    SceneError(file: file, path: child(key), message: message)
  }

  package var keys: [String] { members.map(\.key) }

  package mutating func value(_ key: String) -> JSONValue? {
    asked.insert(key)
    guard let m = members.first(where: { $0.key == key }) else { return nil }
    used.insert(key)
    return m.value
  }

  /// A member that must be there.
  package mutating func required(_ key: String) throws(SceneError) -> JSONValue {
    guard let v = value(key) else { throw error(key, "missing") }
    return v
  }

  package mutating func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  package mutating func number(_ key: String) throws(SceneError) -> Double? {
    guard let v = value(key) else { return nil }
    guard case .number(let n) = v else { throw error(key, "expected a number, got \(v.typeName)") }
    return n
  }

  package mutating func number(_ key: String, in range: ClosedRange<Double>, default d: Double) throws(SceneError) -> Double {
    guard let n = try number(key) else { return d }
    guard range.contains(n) else {
      throw error(key, "must be from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), got \(Self.format(n))")
    }
    return n
  }

  package mutating func positive(_ key: String, max: Double, default d: Double) throws(SceneError) -> Double {
    guard let n = try number(key) else { return d }
    guard n > 0 else { throw error(key, "must be greater than 0, got \(Self.format(n))") }
    guard n <= max else { throw error(key, "must be at most \(Self.format(max)), got \(Self.format(n))") }
    return n
  }

  package mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(SceneError) -> Int? {
    guard let n = try number(key) else { return nil }
    guard n == n.rounded(), let i = Int(exactly: n) else { throw error(key, "expected a whole number, got \(Self.format(n))") }
    guard range.contains(i) else { throw error(key, "must be from \(range.lowerBound) to \(range.upperBound), got \(i)") }
    return i
  }

  package mutating func string(_ key: String, maxLength: Int = Limits.titleCharacters) throws(SceneError) -> String? {
    guard let v = value(key) else { return nil }
    guard case .string(let s) = v else { throw error(key, "expected a string, got \(v.typeName)") }
    guard s.unicodeScalars.count <= maxLength else { throw error(key, Limits.tooLong(s, maxLength)) }
    return s
  }

  package mutating func bool(_ key: String) throws(SceneError) -> Bool? {
    guard let v = value(key) else { return nil }
    guard case .bool(let b) = v else { throw error(key, "expected true or false, got \(v.typeName)") }
    return b
  }

  package mutating func oneOf<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) throws(SceneError) -> E?
  where E.RawValue == String {
    guard let s = try string(key) else { return nil }
    guard let e = E(rawValue: s) else {
      throw error(key, "unknown value \"\(s)\", expected one of \(E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
    }
    return e
  }

  /// A colour: a string, or null where the seed's style allows nil.
  /// A colour: a string, `{ "light": …, "dark": … }`, or null where the seed's style allows nil.
  package mutating func color(_ key: String) throws(SceneError) -> ColorSpec? {
    guard let v = value(key) else { return nil }
    if case .object = v {
      var pair = try JSONReader(v, file: file, path: child(key))
      guard let light = try pair.plainColor("light"), let dark = try pair.plainColor("dark") else {
        throw error(key, "a colour that follows the appearance needs both \"light\" and \"dark\"")
      }
      try pair.finish()
      return .adaptive(light: light, dark: dark)
    }
    return try plainColor(key)
  }

  private mutating func plainColor(_ key: String) throws(SceneError) -> ColorSpec? {
    guard let v = value(key) else { return nil }
    guard case .string(let s) = v else {
      throw error(key, "expected a colour string or { \"light\": …, \"dark\": … }, got \(v.typeName)")
    }
    guard let c = ColorSpec.parse(s) else {
      throw error(key, "unknown colour \"\(s)\": use #RGB, #RRGGBB, #RRGGBBAA or a SwiftUI name such as \"blue\" (optionally \"gray@0.2\")")
    }
    return c
  }

  package func isNull(_ key: String) -> Bool {
    if case .null? = members.first(where: { $0.key == key })?.value { return true }
    return false
  }

  /// Call last: any member not read is an unknown key.
  package func finish(known extra: [String] = []) throws(SceneError) {
    for m in members where !used.contains(m.key) && !extra.contains(m.key) {
      let known = (Array(asked) + extra).sorted()
      throw error(m.key, "unknown key" + (known.isEmpty ? "" : " (known here: \(known.joined(separator: ", ")))"))
    }
  }

  package static func format(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
  }
}
