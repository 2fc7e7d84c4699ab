import Foundation
import Testing

// What a team needs before it depends on TabFrames (issue 18 §6): a licence, a version that
// matches the changelog and the README's package line, and a launcher that says how to build
// its engine when `swift run tabframes` built only the launcher.

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
  // The README's package line asks for the same release.
  let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
  #expect(readme.contains(#".package(url: "https://github.com/OWNER/TabFrames.git", from: "\#(version)")"#))
}

@Test func theLicenseIsTheOneTheReadmeNames() throws {
  let license = try String(contentsOf: repository.appendingPathComponent("LICENSE"), encoding: .utf8)
  #expect(license.contains("Apache License") && license.contains("Version 2.0, January 2004"))
  let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
  #expect(readme.contains("[Apache License 2.0](LICENSE)"))
}

/// A launcher with no `tabframes-engine` beside it (as after `swift run tabframes` in a package
/// that depends on TabFrames) exits 3 with the command that builds the engine, for the build
/// configuration of the folder it is in. Both `launchers`.
@Test(arguments: launchers)
func aLauncherWithoutItsEngineSaysHowToBuildIt(_ kind: String) throws {
  let dir = try temporaryFolder("no-engine-\(kind)")
  defer { try? FileManager.default.removeItem(at: dir) }
  for (configuration, flag) in [("debug", ""), ("release", " -c release")] {
    let folder = dir.appendingPathComponent(configuration)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let launcher = folder.appendingPathComponent("tabframes")
    if kind == "swiftpm" {
      try copyExecutable(at: binary, to: launcher)
    } else {
      _ = try buildLauncher(into: folder)
    }
    let run = try tabframes(["--version"], executable: launcher)
    #expect(run.status == 3, "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "tabframes: error: tabframes-engine is not built beside tabframes in \(folder.path); SwiftPM builds only the product it runs: run `swift build\(flag) --product tabframes-engine` first, or run the engine itself with `swift run\(flag) tabframes-engine`\n"
    )
  }
}

/// docs/CI.md shows the workflow a user copies: the file itself, word for word.
@Test func theCIGuideShowsTheWorkflowFile() throws {
  let workflow = try String(contentsOf: repository.appendingPathComponent(".github/workflows/tabframes.yml"), encoding: .utf8)
  let guide = try String(contentsOf: repository.appendingPathComponent("docs/CI.md"), encoding: .utf8)
  #expect(guide.contains("```yaml\n" + workflow + "```\n"), "docs/CI.md's workflow differs from .github/workflows/tabframes.yml")
}

/// A developer without Linux records in CI's image (issue 30 item 4): `scripts/snapshots-in-docker`
/// runs `swift test` in the workflow's container with the workflow's packages, the record mode
/// given and the package mounted, its build in a volume. Docker is not on this machine, so the
/// test reads the command it would run (`--print`) and checks it against the workflow.
@Test func snapshotsInDockerRunsTheTestsInCIsImage() throws {
  let dir = try temporaryFolder("docker-package")
  defer { try? FileManager.default.removeItem(at: dir) }
  try Data("// swift-tools-version: 6.0\n".utf8).write(to: dir.appendingPathComponent("Package.swift"))
  let script = repository.appendingPathComponent("scripts/snapshots-in-docker")
  let run = try tabframes(["--record", "failed", "--print", "--", "--filter", "PillTests"], in: dir, executable: script)
  #expect(run.status == 0, "\(run.stderr)")
  let (environment, _) = try workflow()
  let workflowText = try String(contentsOf: repository.appendingPathComponent(".github/workflows/tabframes.yml"), encoding: .utf8)
  #expect(workflowText.contains("container: swift:6.3-bookworm"))
  let printed = run.stdout
  #expect(printed.hasPrefix("docker run --rm -v \(dir.path):/package -v tabframes-build-"), "\(printed)")
  #expect(printed.contains(" swift:6.3-bookworm bash -c "), "the workflow's image: \(printed)")
  #expect(printed.contains("TABFRAMES_RECORD=failed"), "\(printed)")
  let packages = try #require(environment["TABFRAMES_PACKAGES"])
  #expect(
    printed.contains("TABFRAMES_PACKAGES=" + packages.replacingOccurrences(of: " ", with: "\\ ")), "the workflow's packages: \(printed)")
  #expect(printed.hasSuffix(" snapshots-in-docker --filter PillTests \n"), "the test arguments last: \(printed)")
  // A mode it does not know, and a folder that is not a package, are refused.
  #expect(try tabframes(["--record", "sometimes"], in: dir, executable: script).status == 2)
  #expect(try tabframes(["--print"], in: repository.appendingPathComponent("docs"), executable: script).status == 2)
}
