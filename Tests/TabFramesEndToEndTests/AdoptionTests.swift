import Foundation
import Testing

// What a team needs before it depends on TabFrames (issue 18 §6).

/// The newest released version in CHANGELOG.md: the first `## [x.y.z]` heading that is not
/// `[Unreleased]`, which must come first.
func newestReleasedVersion() throws -> String {
  let changelog = try String(contentsOf: repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
  let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
  #expect(headings.first?.hasPrefix("## [Unreleased]") == true, "CHANGELOG.md starts with an Unreleased section: \(headings)")
  let released = headings.compactMap { heading -> String? in
    let name = heading.dropFirst(4).prefix { $0 != "]" }
    return name == "Unreleased" ? nil : String(name)
  }
  let version = try #require(released.first, "CHANGELOG.md has a released version")
  #expect(
    version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." },
    "\(version) is a tag-ready semantic version")
  return version
}

@Test func theVersionIsTheNewestReleaseInTheChangelog() throws {
  let version = try newestReleasedVersion()
  let run = try tabframes(["--version"])
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stdout == "tabframes \(version)\n", "tabframes --version printed \(run.stdout); CHANGELOG.md's newest release is \(version)")
}

@Test func theLicenseIsTheOneTheReadmeNames() throws {
  let license = try String(contentsOf: repository.appendingPathComponent("LICENSE"), encoding: .utf8)
  #expect(license.contains("Apache License") && license.contains("Version 2.0, January 2004"))
  let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
  #expect(readme.contains("[Apache License 2.0](LICENSE)"))
}
