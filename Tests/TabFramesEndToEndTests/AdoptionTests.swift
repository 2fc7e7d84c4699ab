import Foundation
import Testing

// What a team needs before it depends on TabFrames (issue 18 §6).

@Test func theLicenseIsTheOneTheReadmeNames() throws {
  let license = try String(contentsOf: repository.appendingPathComponent("LICENSE"), encoding: .utf8)
  #expect(license.contains("Apache License") && license.contains("Version 2.0, January 2004"))
  let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
  #expect(readme.contains("[Apache License 2.0](LICENSE)"))
}
