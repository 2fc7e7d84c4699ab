import Foundation
import Testing

// A package that depends on TabFrames, as a user's would (issue 18 §6): its manifest is the
// README's, with the placeholder URL swapped for a path to this repository, and it has a scene
// and a snapshot test. Building it compiles TabFrames again (about a minute on two cores), so the
// suite builds it once, in debug, into one scratch folder its tests share, one after the other.

/// The dependent package of one run of the suite.
struct DependentPackage: Sendable {
  /// Holds `app` (the package) and `TabFrames` (a link to this repository, so the dependency's
  /// identity is `TabFrames`, as with the README's URL).
  let folder: URL
  var app: URL { folder.appendingPathComponent("app") }

  @TaskLocal static var current: DependentPackage?

  static let scene = #"""
    { "name": "tab-bar", "width": 240, "height": 48, "scale": 2,
      "component": { "kind": "fixed", "items": ["Home", "Search", "Profile"], "selection": 0 },
      "timeline": [{ "hold": 0.1 }, { "select": 2 }] }
    """#

  static let test = #"""
    import Foundation
    import TabFramesTesting
    import Testing

    @Test func tabBarSettles() {
      let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scenes/tab-bar.json")
      assertSnapshot(ofSceneFile: scene.standardized.path)
    }
    """#

  /// The README's manifest ("Add it to your package") with the dependency on this repository by path.
  static func manifest() throws -> String {
    let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Add it to your package\n").dropFirst().first)
    let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```\n").first)
    let line = #".package(url: "https://github.com/OWNER/TabFrames.git", from: "\#(try newestReleasedVersion())")"#
    #expect(block.contains(line), "the README's manifest has the package line")
    #expect(block.contains(#".product(name: "TabFramesTesting", package: "TabFrames")"#))
    #expect(block.contains(#"exclude: ["__Snapshots__"]"#))
    return block.replacingOccurrences(of: line, with: #".package(path: "../TabFrames")"#)
  }

  /// Writes the package and builds it with its tests.
  static func make() throws -> DependentPackage {
    let package = DependentPackage(folder: try temporaryFolder("dependent"))
    let app = package.app
    try FileManager.default.createSymbolicLink(at: package.folder.appendingPathComponent("TabFrames"), withDestinationURL: repository)
    let files = [
      "Package.swift": try manifest(),
      "Sources/MyApp/MyApp.swift": "public let appName = \"MyApp\"\n",
      "Tests/MyAppTests/TabBarTests.swift": test,
      "scenes/tab-bar.json": scene,
      ".gitignore": ".build/\n",
    ]
    for (path, text) in files {
      let url = app.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let build = try package.shell("swift build --build-tests")
    #expect(build.status == 0, "swift build --build-tests in the dependent package:\n\(build.output)")
    return package
  }

  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    var output: String { stdout + stderr }
  }

  /// The environment of a user's shell: none of TabFrames' variables or CI's from this run, git's
  /// global configuration in the scratch folder (nothing run here changes the machine's), and `extra`.
  func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment.filter {
      !$0.key.hasPrefix("TABFRAMES_") && !$0.key.hasPrefix("GITHUB_") && $0.key != "CI"
    }
    environment["GIT_CONFIG_GLOBAL"] = folder.appendingPathComponent("gitconfig").path
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment.merge(extra) { $1 }
    return environment
  }

  /// Runs `command` with bash in the package (as GitHub runs a step: `bash -e`, pipefail);
  /// output goes through files, so a chatty build cannot fill a pipe.
  func shell(_ command: String, environment extra: [String: String] = [:]) throws -> Output {
    let out = folder.appendingPathComponent("stdout")
    let err = folder.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/bash")
    p.arguments = ["--noprofile", "--norc", "-e", "-o", "pipefail", "-c", command]
    p.currentDirectoryURL = app
    p.environment = environment(extra)
    p.standardInput = FileHandle.nullDevice
    p.standardOutput = try FileHandle(forWritingTo: out)
    p.standardError = try FileHandle(forWritingTo: err)
    try p.run()
    p.waitUntilExit()
    return Output(
      status: p.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }
}

/// Builds the dependent package once for the suite and removes it after.
struct BuiltDependentPackage: SuiteTrait, TestScoping {
  var isRecursive: Bool { false }

  func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
    let package = try DependentPackage.make()
    defer { try? FileManager.default.removeItem(at: package.folder) }
    try await DependentPackage.$current.withValue(package) { try await function() }
  }
}

@Suite(.serialized, BuiltDependentPackage())
struct DependentPackageTests {
  /// In a package that depends on TabFrames, `swift run tabframes` builds only the launcher,
  /// which says how to build the engine; that command works, and then so does `swift run
  /// tabframes`; `swift run tabframes-engine`, the README's way, works in one step. Each prints
  /// the version of CHANGELOG.md.
  @Test func theToolRunsFromADependentPackage() throws {
    let package = try #require(DependentPackage.current)
    let version = try newestReleasedVersion()
    let products = package.app.appendingPathComponent(".build/debug")
    try? FileManager.default.removeItem(at: products.appendingPathComponent("tabframes-engine"))

    let launcherOnly = try package.shell("swift run tabframes --version")
    #expect(launcherOnly.status == 3, "\(launcherOnly.output)")
    #expect(launcherOnly.stderr.contains("run `swift build --product tabframes-engine` first"), "\(launcherOnly.stderr)")

    let engine = try package.shell("swift build --product tabframes-engine")
    #expect(engine.status == 0, "\(engine.output)")
    let launcher = try package.shell("swift run tabframes --version")
    #expect(launcher.status == 0 && launcher.stdout == "tabframes \(version)\n", "\(launcher.output)")

    try FileManager.default.removeItem(at: products.appendingPathComponent("tabframes-engine"))
    let direct = try package.shell("swift run tabframes-engine --version")
    #expect(direct.status == 0 && direct.stdout == "tabframes \(version)\n", "\(direct.output)")
  }
}
