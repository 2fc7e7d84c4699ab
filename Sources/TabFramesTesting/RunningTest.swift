import Foundation
import Testing

/// What an assertion knows about the test that calls it, under Swift Testing or XCTest.
struct RunningTest: Sendable {
  /// The test case this is: the test and, when parameterized, its arguments. Counters and the
  /// registry of asserted paths are kept per owner.
  var owner: String
  /// A parameterized Swift Testing case's arguments, as they go into file names (`n=1,s=a_b`);
  /// nil otherwise.
  var arguments: String?
  /// A `swift test --filter` pattern (a regular expression) that runs this test.
  var filter: String

  static func current(filePath: String, function: String) -> RunningTest {
    let method = function.prefix { $0 != "(" }
    guard let test = Test.current else {
      // XCTest: one instance per test method, each run once in a process.
      return RunningTest(owner: "\(method) in \(filePath)", arguments: nil, filter: "\(method)$")
    }
    // `swift test --filter` matches Swift Testing tests as `Module.Suite/test(label:)`.
    let filter = escaped(
      ([test.id.moduleName + "." + (test.id.nameComponents.first ?? test.name)] + test.id.nameComponents.dropFirst()).joined(separator: "/")
    )
    var owner = "\(test.id.moduleName).\(test.id.nameComponents.joined(separator: "/"))"
    var arguments: String?
    if let testCase = Test.Case.current, testCase.isParameterized {
      let values = Self.arguments(of: testCase)
      owner += " with " + values.map { ($0.label.map { "\($0): " } ?? "") + $0.value }.joined(separator: ", ")
      arguments = values.map { a in (a.label.map { $0 + "=" } ?? "") + FileName.component(a.value, limit: 40) }.joined(separator: ",")
    }
    return RunningTest(owner: owner, arguments: arguments, filter: filter)
  }

  /// A parameterized case's arguments. Testing 6.3 keeps `Test.Case.arguments` behind SPI (its
  /// public interface has only `isParameterized`), so they are read by reflection from the case's
  /// `_kind: .parameterized(arguments:…)`, each `Argument` holding `value` and `parameter`. Should
  /// a later Testing store them differently this finds none, every case gets the same name, and
  /// the registry of asserted paths fails the second case loudly: never a silent shared reference.
  static func arguments(of testCase: Test.Case) -> [(label: String?, value: String)] {
    guard let list = Mirror(reflecting: testCase).descendant("_kind", "parameterized", "arguments") else { return [] }
    return Mirror(reflecting: list).children.compactMap { child in
      let argument = Mirror(reflecting: child.value)
      guard let value = argument.descendant("value") else { return nil }
      let parameter = argument.descendant("parameter")
      let first = parameter.flatMap { Mirror(reflecting: $0).descendant("firstName") as? String }
      let second = parameter.flatMap { Mirror(reflecting: $0).descendant("secondName") as? String? } ?? nil
      let label = second ?? first
      return (label == "_" ? nil : label, String(describing: value))
    }
  }

  /// A regular expression matching `text` literally.
  static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      if "\\^$.|?*+()[]{}".contains(c) { out.append("\\") }
      out.append(c)
    }
    return out
  }
}
