import Foundation
import Testing

/// The workflow's step that installs the #Preview macro works for a package that depends on
/// TabFrames by URL and version, as the README's manifest does: SwiftPM resolves `from:` the
/// newest released version to its tag, clones TabFrames into `.build/checkouts`, `swift package
/// show-dependencies` says where, and the step runs the checkout's own script (which builds the
/// plugin there and installs it into the toolchain). The remote is a bare clone of this
/// repository's HEAD, tagged with the CHANGELOG's newest version as a release is (a clean
/// checkout may not carry tags), so only committed code is tested.
@Test func theWorkflowInstallsTheMacroFromAURLDependency() throws {
  let folder = try temporaryFolder("url-dependency")
  defer { try? FileManager.default.removeItem(at: folder) }
  let remote = folder.appendingPathComponent("TabFrames.git")
  let head = try git(["rev-parse", "HEAD"], in: repository).trimmingCharacters(in: .whitespacesAndNewlines)
  _ = try git(["clone", "-q", "--bare", repository.path, remote.path], in: folder)
  let version = try newestReleasedVersion()
  _ = try git(["tag", "-f", version, head], in: remote)

  let app = folder.appendingPathComponent("app")
  try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
  try Data(
    """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "MyApp",
      dependencies: [.package(url: "file://\(remote.path)", from: "\(version)")],
      targets: [.target(name: "MyApp", dependencies: [.product(name: "SwiftUI", package: "TabFrames")])]
    )

    """.utf8
  ).write(to: app.appendingPathComponent("Package.swift"))
  try Data("public let name = \"MyApp\"\n".utf8).write(to: app.appendingPathComponent("Sources/MyApp/MyApp.swift"))

  let (_, jobs) = try workflow()
  let step = try #require(jobs["snapshots"]?.steps.first { $0.name == "Install TabFrames' #Preview macro" }?.run)
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/bin/bash")
  p.arguments = ["--noprofile", "--norc", "-e", "-o", "pipefail", "-c", step]
  p.currentDirectoryURL = app
  let log = folder.appendingPathComponent("log")
  FileManager.default.createFile(atPath: log.path, contents: nil)
  p.standardOutput = try FileHandle(forWritingTo: log)
  p.standardError = try FileHandle(forWritingTo: log)
  try p.run()
  p.waitUntilExit()
  let output = try String(contentsOf: log, encoding: .utf8)
  #expect(p.terminationStatus == 0, "\(output)")
  // Resolved by version, to the tagged commit.
  let resolved = try String(contentsOf: app.appendingPathComponent("Package.resolved"), encoding: .utf8)
  #expect(resolved.contains("\"version\" : \"\(version)\"") && resolved.contains(head), "\(resolved)")
  // The checkout's script ran: it built the plugin in the checkout and left its stamp there.
  let checkout = app.appendingPathComponent(".build/checkouts/TabFrames")
  #expect(FileManager.default.fileExists(atPath: checkout.appendingPathComponent("scripts/install-preview-macro").path))
  let builds = (try? FileManager.default.contentsOfDirectory(atPath: checkout.appendingPathComponent(".build/preview-macro").path)) ?? []
  #expect(
    builds.contains { FileManager.default.fileExists(atPath: checkout.appendingPathComponent(".build/preview-macro/\($0)/stamp").path) },
    "the step ran the checkout's script: \(output)")
}

private func git(_ arguments: [String], in folder: URL) throws -> String {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: "/usr/bin/git")
  p.arguments = arguments
  p.currentDirectoryURL = folder
  let out = Pipe()
  p.standardOutput = out
  try p.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  #expect(p.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
  return String(decoding: data, as: UTF8.self)
}

/// A developer machine where the toolchain's folder is not writable: the plugin goes into a folder
/// of one's own (`TABFRAMES_PLUGIN_DIR`) and the compiler is pointed at it with `-plugin-path`; the
/// compiler loads it from there (its remark names the file).
@Test func theMacroInstallsIntoAFolderOfOnesOwn() throws {
  let folder = try temporaryFolder("plugin-folder")
  defer { try? FileManager.default.removeItem(at: folder) }
  let plugins = folder.appendingPathComponent("plugins")
  let install = try run(
    repository.appendingPathComponent("scripts/install-preview-macro").path, [], environment: ["TABFRAMES_PLUGIN_DIR": plugins.path])
  #expect(install.status == 0, "\(install.output)")
  #expect(FileManager.default.fileExists(atPath: plugins.appendingPathComponent("libTabFramesPreviewMacros.so").path))

  let source = folder.appendingPathComponent("Previews.swift")
  try Data("import TabFramesUI\nstruct Bar: View { var body: some View { Text(\"Bar\") } }\n#Preview { Bar() }\n".utf8).write(to: source)
  let check = try run(
    "/usr/bin/env",
    [
      "swiftc", "-typecheck", "-parse-as-library", "-I", repository.appendingPathComponent(".build/debug/Modules").path,
      "-plugin-path", plugins.path, "-Xfrontend", "-Rmacro-loading", source.path,
    ])
  #expect(check.status == 0, "\(check.output)")
  #expect(
    check.output.contains("from shared library '\(plugins.path)/libTabFramesPreviewMacros.so'"), "loaded from the folder: \(check.output)")
}

/// Runs a program, its standard output and error together.
private func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (
  status: Int32, output: String
) {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: program)
  p.arguments = arguments
  p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let out = Pipe()
  p.standardOutput = out
  p.standardError = out
  try p.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}
