import Foundation
import TabFramesRender
import Testing

// A package that depends on TabFrames, as a user's would (issue 18 §6 and §8): its manifest is
// the README's, with the placeholder URL swapped for a path to this repository; it has a scene,
// a snapshot test and committed docs images, and the workflow of .github/workflows/tabframes.yml.
// Building it compiles TabFrames again (about a minute on two cores), so the suite builds it once,
// in debug, into one scratch folder that both tests use, one after the other.

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
    import MyApp
    import SwiftUI
    import TabFramesTesting
    import Testing
    import UIKit

    @Test func tabBarSettles() {
      let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scenes/tab-bar.json")
      assertSnapshot(ofSceneFile: scene.standardized.path)
    }

    // The symbols the AssetSymbols plugin generated from Sources/MyApp/Assets.xcassets (Brand.swift
    // uses them) name the catalogue's assets, as `Color("…")` and `UIImage(named:)` do.
    @Test func generatedAssetSymbolsNameTheCataloguesAssets() {
      #expect(brandColors == [Color("BrandColor"), Color("BrandColor"), Color("Highlight"), Color("Highlight")])
      #expect(!brandColors.contains(.clear), "every colour is found")
      #expect(brandImages.count == 2 && brandImages.allSatisfy { $0 == UIImage(named: "Logo") && $0 != UIImage() })
    }

    // The assertion's argument types, named as a test names them with TabFramesTesting imported.
    @Test func argumentTypesAreNamedWithTheTestingImport() {
      let tolerance = SnapshotTolerance(channel: 2, perceptual: 1, precision: 1)
      let frames: [SnapshotFrames] = [.final, .every(0.1)]
      let modes = RecordMode.allCases
      #expect(tolerance == .standard && frames.count == 2 && modes.contains(.never))
    }
    """#

  /// The README's first section: a view file as an iOS team writes it (SwiftUI, Combine and UIKit
  /// imported as on iOS, no `#if`, no TabFrames import), the package's manifest and its stage
  /// snapshot test, each a block of the README (DocumentationSnippets.swift).
  static func readmePackage() throws -> [String: String] {
    let snippets = try DocumentationSnippet.all(in: "README.md")
    return Dictionary(uniqueKeysWithValues: snippets.compactMap { snippet in snippet.packagePath.map { ($0, snippet.code) } })
  }

  /// The line of the README's view file that holds its first `#Preview`, which names that preview.
  static func firstPreviewLine() throws -> Int {
    let view = try #require(try readmePackage()["Sources/MyApp/PillTabBar.swift"])
    let lines = view.split(separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0.hasPrefix("#Preview {") }) + 1
  }

  /// The README's manifest with the dependency on this repository by path, and the targets that
  /// compile the docs' snippets.
  static func manifest(snippets: String) throws -> String {
    let block = try #require(try readmePackage()["Package.swift"], "the README shows the package's manifest")
    let line = #".package(url: "https://github.com/OWNER/TabFrames.git", from: "\#(try newestReleasedVersion())")"#
    #expect(block.contains(line), "the README's manifest has the package line")
    #expect(block.contains(#".product(name: "TabFramesTesting", package: "TabFrames", condition: .when(platforms: [.linux]))"#))
    #expect(block.contains(#"exclude: ["__Snapshots__"]"#))
    for module in ["SwiftUI", "Combine", "UIKit"] {
      #expect(
        block.contains(#".product(name: "\#(module)", package: "TabFrames", condition: .when(platforms: [.linux]))"#),
        "the README's manifest depends on \(module) for Linux only")
    }
    return block.replacingOccurrences(of: line, with: #".package(path: "../TabFrames")"#) + snippets
  }

  /// An asset catalogue in the app's sources, as Xcode writes one, and a file that uses the
  /// symbols the AssetSymbols plugin generates from it (the README's manifest runs the plugin).
  static var assetFiles: [String: String] {
    func colorSet(_ red: String, _ green: String, _ blue: String) -> String {
      #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : ""#
        + blue + #"", "green" : ""# + green + #"", "red" : ""# + red
        + #"" } }, "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }
    return [
      "Sources/MyApp/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
      "Sources/MyApp/Assets.xcassets/BrandColor.colorset/Contents.json": colorSet("0.100", "0.200", "0.600"),
      "Sources/MyApp/Assets.xcassets/Highlight.colorset/Contents.json": colorSet("0xF0", "0x80", "0x10"),
      "Sources/MyApp/Assets.xcassets/Logo.imageset/Contents.json":
        #"{ "images" : [ { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
      "Sources/MyApp/Brand.swift": """
      import SwiftUI
      import UIKit

      public let brandColors: [Color] = [Color.brand, Color(.brand), .highlight, Color(uiColor: .highlight)]
      public let brandImages: [UIImage] = [.logo, UIImage(resource: .logo)]

      struct BrandBadge: View {
        var body: some View {
          Label("Brand", image: .logo).foregroundStyle(.brand).background(Color(.highlight))
        }
      }

      """,
    ]
  }

  /// Writes the package and builds it with its tests.
  static func make() throws -> DependentPackage {
    let package = DependentPackage(folder: try temporaryFolder("dependent"))
    let app = package.app
    try FileManager.default.createSymbolicLink(at: package.folder.appendingPathComponent("TabFrames"), withDestinationURL: repository)
    let everywhere = try DocumentationSnippet.everywhere()
    let snippets = try snippetModules(everywhere)
    var files = try readmePackage().merging(snippets.files) { $1 }
    // docs/CI.md's executable that renders the views' docs images, and its target as that page says.
    let docsImages = try #require(everywhere.first { $0.labelledPath == "Sources/docs-images/main.swift" }, "docs/CI.md's docs executable")
    files["Sources/docs-images/main.swift"] = docsImages.code
    let docsTarget = """
      package.targets.append(
        .executableTarget(
          name: "docs-images",
          dependencies: ["MyApp", .product(name: "SwiftUI", package: "TabFrames", condition: .when(platforms: [.linux]))]))

      """
    files["Package.swift"] = try manifest(snippets: snippets.manifest + docsTarget)
    files.merge(assetFiles) { $1 }
    files.merge([
      "Sources/MyApp/MyApp.swift": "public let appName = \"MyApp\"\n",
      "Tests/MyAppTests/TabBarTests.swift": test,
      "scenes/tab-bar.json": scene,
      ".gitignore": ".build/\nsnapshot-artifacts/\n",
      ".github/workflows/tabframes.yml": try String(
        contentsOf: repository.appendingPathComponent(".github/workflows/tabframes.yml"), encoding: .utf8),
    ]) { $1 }
    for (path, text) in files {
      let url = app.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    // The catalogue's image: a 12 × 12 PNG, as Xcode keeps it.
    try Data(PNGCodec.encode(RGBAImage(width: 12, height: 12, pixels: [UInt8](repeating: 200, count: 12 * 12 * 4))))
      .write(to: app.appendingPathComponent("Sources/MyApp/Assets.xcassets/Logo.imageset/logo.png"))
    let build = try package.shell("swift build --build-tests")
    #expect(build.status == 0, "swift build --build-tests in the dependent package:\n\(build.output)")
    // A cold build of TabFrames as a dependency shows no warning of TabFrames' own: none from its
    // sources, none from its manifest or its system libraries' flags (SwiftPM's "prohibited
    // flag(s): -pthread" was one, docs/PERFORMANCE.md). The package's own files may warn.
    let warnings = build.output.split(separator: "\n").filter { line in
      guard line.contains("warning:") else { return false }
      if line.hasPrefix("/") { return line.contains("/TabFrames/Sources/") || line.hasPrefix(repository.path + "/Sources/") }
      // SwiftPM's own, about a manifest or flags; the package's (`'app': Invalid Exclude …
      // __Snapshots__` until a first reference is recorded) is not TabFrames'.
      return !line.contains("|") && !line.contains("'app':")
    }
    #expect(warnings.isEmpty, "TabFrames' warnings in a dependent package's build:\n\(warnings.joined(separator: "\n"))")
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

/// One job of the workflow, read with PyYAML (python3-yaml, which `scripts/setup --test` installs).
struct WorkflowJob {
  struct Step {
    var name: String
    var run: String?
    var uses: String?
    var with: [String: String]
  }
  var steps: [Step]
  var environment: [String: String]
}

func workflow() throws -> (environment: [String: String], jobs: [String: WorkflowJob]) {
  let file = repository.appendingPathComponent(".github/workflows/tabframes.yml")
  let json = try tabframes(
    ["-c", "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)", file.path],
    executable: URL(fileURLWithPath: "/usr/bin/python3"))
  #expect(json.status == 0, "reading the workflow: \(json.stderr)")
  let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
  func strings(_ value: Any?) -> [String: String] {
    (value as? [String: Any] ?? [:]).mapValues { "\($0)" }
  }
  let jobs = try #require(root["jobs"] as? [String: [String: Any]])
  return (
    strings(root["env"]),
    jobs.mapValues { job in
      let steps = (job["steps"] as? [[String: Any]] ?? []).map { step in
        WorkflowJob.Step(
          name: step["name"] as? String ?? step["uses"] as? String ?? "?", run: step["run"] as? String, uses: step["uses"] as? String,
          with: strings(step["with"]))
      }
      return WorkflowJob(steps: steps, environment: strings(job["env"]))
    }
  )
}

/// The packages of `scripts/setup` (without `--test`): what building TabFrames needs.
func setupPackages() throws -> [String] {
  let setup = try String(contentsOf: repository.appendingPathComponent("scripts/setup"), encoding: .utf8)
  let line = try #require(setup.split(separator: "\n").first { $0.hasPrefix("packages=(") })
  return line.dropFirst("packages=(".count).prefix { $0 != ")" }.split(separator: " ").map(String.init)
}

/// Whether Debian's package `name` is installed.
func isInstalled(_ name: String) throws -> Bool {
  let query = try tabframes(["-W", "-f=${Status}", name], executable: URL(fileURLWithPath: "/usr/bin/dpkg-query"))
  return query.status == 0 && query.stdout.contains("install ok installed")
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

  /// The workflow's `run:` steps, run in the package as GitHub would run them (`uses:` steps, the
  /// checkout and the upload, are skipped; the package install is skipped when every package is
  /// installed already, and fails the test otherwise). Both jobs pass on a committed, current
  /// tree; after the scene changes, the docs job fails at its check and the snapshot job fails
  /// leaving the differing frames where the upload step takes them from.
  @Test func aViewFileCompilesUnchangedAndSnapshots() throws {
    let package = try #require(DependentPackage.current)
    let source = try String(contentsOf: package.app.appendingPathComponent("Sources/MyApp/PillTabBar.swift"), encoding: .utf8)
    #expect(!source.contains("#if") && !source.contains("TabFrames"), "the view file is as it would be for iOS")
    // The package built with it (DependentPackage.make); its stage snapshot records, then passes.
    let references = package.app.appendingPathComponent("Tests/MyAppTests/__Snapshots__/PillTabBarTests")
    try? FileManager.default.removeItem(at: references)
    let record = try package.shell("swift test --filter pillTabBar", environment: ["TABFRAMES_RECORD": "missing"])
    #expect(record.status != 0 && record.output.contains("recorded a new reference"), "\(record.output)")
    let png = references.appendingPathComponent("pillTabBar.png")
    let image = try PNGCodec.decode(Array(Data(contentsOf: png)))
    #expect(image.width == 900 && image.height == 180, "300 × 60 pt at 3×")
    // The README shows this reference as the test's picture: the same pixels
    // (`TABFRAMES_RECORD=all` writes it, as it does the other golden images).
    let picture = repository.appendingPathComponent("docs/images/readme-pill-tab-bar.png")
    if ProcessInfo.processInfo.environment["TABFRAMES_RECORD"] == "all" {
      try? FileManager.default.removeItem(at: picture)
      try FileManager.default.copyItem(at: png, to: picture)
    }
    let shown = try PNGCodec.decode(Array(Data(contentsOf: picture)))
    #expect(
      shown.width == image.width && shown.height == image.height && differingShare(shown, image, tolerance: 0) == 0,
      "docs/images/readme-pill-tab-bar.png is what the README's test records: record with TABFRAMES_RECORD=all scripts/test")
    // After the tap, the blue capsule is behind "Search", and "Search" is white.
    let dump = try JSONSerialization.jsonObject(with: Data(contentsOf: references.appendingPathComponent("pillTabBar.layout.json")))
    let elements = try #require(((dump as? [String: Any])?["frames"] as? [[String: Any]])?.last?["elements"] as? [[String: Any]])
    let search = try #require(elements.first { $0["text"] as? String == "Search" })
    let frame = try #require(search["frame"] as? [Double])
    #expect(search["color"] as? String == "#FFFFFFFF", "\(search)")
    let capsule = elements.first { ($0["fill"] as? String) == "#007AFFFF" }
    let capsuleFrame = try #require(capsule?["frame"] as? [Double], "a blue capsule: \(elements)")
    #expect(capsuleFrame[0] < frame[0] && capsuleFrame[0] + capsuleFrame[2] > frame[0] + frame[2], "the capsule holds Search")
    let check = try package.shell("swift test --filter pillTabBar", environment: ["CI": "true"])
    #expect(check.status == 0, "\(check.output)")

    // Its two #Previews and its (private) PreviewProvider, found with no list: one reference each,
    // the device's canvas, the bar's own size and the provider's fixed size.
    let line = try DependentPackage.firstPreviewLine()
    let recordPreviews = try package.shell("swift test --filter previews", environment: ["TABFRAMES_RECORD": "missing"])
    #expect(recordPreviews.output.components(separatedBy: "recorded a new reference").count == 4, "\(recordPreviews.output)")
    let provided = try PNGCodec.decode(
      Array(Data(contentsOf: references.appendingPathComponent("previews.pilltabbar-previews-provider.png"))))
    #expect(provided.width == 960 && provided.height == 240)
    let device = try PNGCodec.decode(Array(Data(contentsOf: references.appendingPathComponent("previews.pilltabbar-line-\(line).png"))))
    #expect(device.width == 1179 && device.height == 2556, "an iPhone 15's 393 × 852 pt at 3×")
    let fits = try PNGCodec.decode(Array(Data(contentsOf: references.appendingPathComponent("previews.pilltabbar-fits.png"))))
    #expect(fits.width < 900 && fits.height < 180, "the bar's own size: \(fits.width) × \(fits.height)")
    let checkPreviews = try package.shell("swift test --filter previews", environment: ["CI": "true"])
    #expect(checkPreviews.status == 0, "\(checkPreviews.output)")
  }

  /// The README's manifest runs the AssetSymbols plugin: the app's code names its catalogue's
  /// colours and images by the symbols Xcode would generate (`Color.brand` for "BrandColor",
  /// `Image(.logo)`), and they are the catalogue's.
  @Test func generatedAssetSymbolsCompileAndNameTheCatalogue() throws {
    let package = try #require(DependentPackage.current)
    let run = try package.shell("swift test --filter generatedAssetSymbolsNameTheCataloguesAssets")
    #expect(run.status == 0 && run.output.contains("generatedAssetSymbolsNameTheCataloguesAssets() passed"), "\(run.output)")
    let outputs = package.app.appendingPathComponent(".build/plugins/outputs")
    let walker = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
    let generated = try #require(
      (walker?.allObjects as? [URL] ?? []).first { $0.lastPathComponent == "GeneratedAssetSymbols.swift" }, "the plugin's file")
    let text = try String(contentsOf: generated, encoding: .utf8)
    #expect(text.contains(#"static let brand = ColorResource(name: "BrandColor", bundle: resourceBundle)"#), "\(text)")
    #expect(text.contains(#"static let logo = ImageResource(name: "Logo", bundle: resourceBundle)"#))
  }

  /// `tabframes previews` renders every #Preview of the package's library products with no host
  /// code: each as MyApp/File/Name.png, a gallery of them all, shards that split them and a gallery
  /// that merges the shards, a tour of each preview's taps; a product that does not compile is named with its first error while
  /// the others still render.
  @Test func previewsRendersEveryPreviewOfThePackage() throws {
    let package = try #require(DependentPackage.current)
    let line = try DependentPackage.firstPreviewLine()
    let run = try package.shell("swift run tabframes-engine previews . --out previews-out")
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.stdout.split(separator: "\n").suffix(4) == [
        "previews-out/MyApp/PillTabBar/line-\(line).png", "previews-out/MyApp/PillTabBar/fits.png",
        "previews-out/MyApp/PillTabBar/provider.png", "previews-out/index.html",
      ], "\(run.stdout)")
    let out = package.app.appendingPathComponent("previews-out")
    let device = try PNGCodec.decode(Array(Data(contentsOf: out.appendingPathComponent("MyApp/PillTabBar/line-\(line).png"))))
    #expect(device.width == 1179 && device.height == 2556, "an iPhone 15's 393 × 852 pt at 3×")
    // The (private) PreviewProvider's preview, found at run time and filed under its source file, on
    // its fixed canvas.
    let provider = try PNGCodec.decode(Array(Data(contentsOf: out.appendingPathComponent("MyApp/PillTabBar/provider.png"))))
    #expect(provider.width == 960 && provider.height == 240)
    let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("previews/MyApp/PillTabBar/line-\(line).png"), "the README's previews output names the preview's line")
    let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(gallery.contains(#"<img src="MyApp/PillTabBar/fits.png""#) && gallery.contains("line \(line)"), "\(gallery)")

    // Two shards into one folder: each renders its share, the gallery lists both.
    let sharded = package.app.appendingPathComponent("sharded")
    let first = try package.shell("swift run tabframes-engine previews . --out sharded --shard 1/2 --device iphone-se")
    let second = try package.shell("swift run tabframes-engine previews . --out sharded --shard 2/2 --device iphone-se")
    #expect(
      first.stdout.contains("sharded/MyApp/PillTabBar/line-\(line).png") && first.stdout.contains("provider.png")
        && !first.stdout.contains("fits.png"), "\(first.output)")
    #expect(second.stdout.contains("sharded/MyApp/PillTabBar/fits.png") && !second.stdout.contains("line-\(line)"), "\(second.output)")
    let se = try PNGCodec.decode(Array(Data(contentsOf: sharded.appendingPathComponent("MyApp/PillTabBar/line-\(line).png"))))
    #expect(se.width == 1125 && se.height == 2001, "an iPhone SE's 375 × 667 pt")
    let merged = try String(contentsOf: sharded.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(merged.contains("line-\(line).png") && merged.contains("fits.png"), "\(merged)")

    // --tour: each preview also taps its three tabs in turn (and the first again), one animated PNG.
    let toured = try package.shell("swift run tabframes-engine previews . --out toured --tour")
    #expect(toured.status == 0, "\(toured.output)")
    #expect(toured.stdout.contains("toured/MyApp/PillTabBar/fits-tour.apng"), "\(toured.stdout)")
    let tour = Array(try Data(contentsOf: package.app.appendingPathComponent("toured/MyApp/PillTabBar/fits-tour.apng")))
    let control = try #require(tour.indices.first { tour[$0..<min($0 + 4, tour.count)].elementsEqual(Array("acTL".utf8)) })
    let frameCount = tour[(control + 4)..<(control + 8)].reduce(0) { $0 << 8 | Int($1) }
    // Four springs of about a second each, at 60 frames a second.
    #expect(frameCount > 120, "\(frameCount) frames")

    // A second library product that does not compile.
    let manifest = package.app.appendingPathComponent("Package.swift")
    let original = try String(contentsOf: manifest, encoding: .utf8)
    defer {
      try? Data(original.utf8).write(to: manifest)
      try? FileManager.default.removeItem(at: package.app.appendingPathComponent("Sources/Broken"))
      try? FileManager.default.removeItem(at: package.app.appendingPathComponent("Sources/Loading"))
    }
    try Data(
      (original
        + """

        package.products.append(.library(name: "Broken", targets: ["Broken"]))
        package.targets.append(.target(name: "Broken", dependencies: [.product(name: "SwiftUI", package: "TabFrames")]))
        package.products.append(.library(name: "Loading", targets: ["Loading"]))
        package.targets.append(.target(name: "Loading", dependencies: [.product(name: "SwiftUI", package: "TabFrames")]))

        """).utf8
    ).write(to: manifest)
    for folder in ["Sources/Broken", "Sources/Loading"] {
      try FileManager.default.createDirectory(at: package.app.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data("import SwiftUI\n\nstruct Broken: View {\n  var body: some View { Text(missingTitle) }\n}\n".utf8).write(
      to: package.app.appendingPathComponent("Sources/Broken/Broken.swift"))
    // A preview whose view loads in a task, after a sleep: the preview host's stage runs the task
    // on its clock, so the preview shows the loaded view (green), not the one before (red). Its
    // file imports UIKit and CoreGraphics, as iOS files do, with only the SwiftUI product as its
    // dependency; what it prints goes to stderr, not among the files written. A second preview
    // changes its state on every update and cannot be rendered: it is named, and the first is
    // still rendered.
    try Data(
      """
      import CoreGraphics
      import SwiftUI
      import SwiftUICore
      import UIKit

      struct Loader: View {
        @State private var loaded = false
        var body: some View {
          (loaded ? Color.green : Color(uiColor: .systemRed)).transformEffect(CGAffineTransform.identity).task {
            try? await Task.sleep(for: .seconds(2))
            print("loaded after a sleep")
            loaded = true
          }
        }
      }

      #Preview { Loader() }

      struct Restless: View {
        @State private var count = 0
        var body: some View {
          Text("\\(count)").onAppear { count += 1 }.onChange(of: count) { count += 1 }
        }
      }

      #Preview("Restless") { Restless() }

      struct Spinner: View {
        @State private var spinning = false
        var body: some View {
          Circle().trim(from: 0, to: 0.7).stroke(Color.blue, lineWidth: 4).frame(width: 40, height: 40)
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
            .onAppear { spinning = true }
        }
      }

      #Preview("Spinner") { Spinner() }

      """.utf8
    ).write(to: package.app.appendingPathComponent("Sources/Loading/Loader.swift"))
    let partial = try package.shell("swift run tabframes-engine previews . --out partial --target MyApp --target Broken --target Loading")
    #expect(partial.status == 1, "\(partial.output)")
    #expect(partial.stderr.contains("Broken (Broken) does not compile:") && partial.stderr.contains("missingTitle"), "\(partial.stderr)")
    #expect(partial.stderr.contains("1 of 3 products did not compile"), "\(partial.stderr)")
    #expect(partial.stdout.contains("partial/MyApp/PillTabBar/fits.png"), "the other product still renders: \(partial.stdout)")
    #expect(!partial.stdout.contains("loaded after") && partial.stderr.contains("loaded after a sleep"), "\(partial.output)")
    #expect(
      partial.stderr.contains("Loading/Loader.swift:26") && partial.stderr.contains("changes its state on every update")
        && partial.stderr.contains("some previews of Loading could not be rendered"), "\(partial.stderr)")
    #expect(!partial.stdout.contains("restless"), "\(partial.stdout)")
    // A spinner repeats for ever: its preview is drawn where everything else has settled, not
    // refused as a render that never ends (`import SwiftUICore`, Xcode 16's module, compiles).
    #expect(partial.stdout.contains("partial/Loading/Loader/spinner.png"), "\(partial.output)")
    let loader = try PNGCodec.decode(Array(Data(contentsOf: package.app.appendingPathComponent("partial/Loading/Loader/line-17.png"))))
    let middle = ((loader.height / 2) * loader.width + loader.width / 2) * 4
    let (red, green) = (loader.pixels[middle], loader.pixels[middle + 1])
    #expect(green > 150 && red < 100, "the task's change is shown: rgb \(red), \(green)")

    // A file added since the last run is built and its preview rendered (SwiftUI's manifests are
    // unchanged, and a cached build plan did not see the file: its names failed to compile).
    try Data(
      "import SwiftUI\n\nstruct Added: View {\n  var body: some View { Text(\"Added\") }\n}\n\n#Preview(\"added\") { Added() }\n".utf8
    )
    .write(to: package.app.appendingPathComponent("Sources/Loading/Added.swift"))
    let again = try package.shell("swift run tabframes-engine previews . --out again --target Loading")
    #expect(again.stdout.contains("again/Loading/Added/added.png"), "\(again.output)")
  }

  /// Every Swift block of the README and docs/ compiled, as written, in Swift 6 and in Swift 5
  /// language mode (DocumentationSnippets.swift); an error names the Markdown file and line.
  @Test func everySwiftSnippetOfTheDocsCompiles() throws {
    let package = try #require(DependentPackage.current)
    let snippets = try DocumentationSnippet.everywhere()
    let documents = Set(snippets.filter { $0.packagePath == nil }.map(\.document))
    #expect(documents.isSuperset(of: ["README.md", "docs/PREVIEWS.md"]), "\(documents)")
    let modules = documents.sorted().flatMap { document in [6, 5].map { DocumentationSnippet.module(of: document, mode: $0) } }
    for module in modules + ["MyAppSwift5"] {
      let build = try package.shell("swift build --target \(module)")
      #expect(build.status == 0, "\(module):\n\(build.output)")
    }
    // A snippet that does not compile fails, naming its document and line.
    let broken = package.app.appendingPathComponent("DocSnippets/ReadmeSnippets5/Broken.swift")
    defer { try? FileManager.default.removeItem(at: broken) }
    try Data(DocumentationSnippet(document: "README.md", line: 7, code: "let x: Int = \"seven\"\n").sourceFile.utf8).write(to: broken)
    let failing = try package.shell("swift build --target ReadmeSnippets5")
    #expect(failing.status != 0 && failing.output.contains("README.md:7:"), "\(failing.output)")
  }

  @Test func theCopyableWorkflowPassesAndCatchesAChangedScene() throws {
    let package = try #require(DependentPackage.current)
    let (environment, jobs) = try workflow()
    #expect(Set(jobs.keys) == ["snapshots", "docs"])
    #expect(jobs["snapshots"]?.steps.contains { $0.name == "Install TabFrames' #Preview macro" } == true)
    let packages = (environment["TABFRAMES_PACKAGES"] ?? "").split(separator: " ").map(String.init)
    #expect(Set(try setupPackages()).isSubset(of: packages), "the workflow installs what scripts/setup installs: \(packages)")
    for job in jobs.values {
      for step in job.steps {
        // The one script a step runs is TabFrames' own, from where SwiftPM put the dependency.
        let installsTheMacro = step.name == "Install TabFrames' #Preview macro"
        #expect(step.run?.contains("scripts/") != true || installsTheMacro, "\(step.name) uses no script of TabFrames' repository")
        #expect(step.run?.contains("${{") != true, "\(step.name): the test runs steps without GitHub's expressions")
      }
    }

    /// Runs a job's steps in order until one fails; returns the failing step's name and output.
    func run(_ name: String) throws -> (failed: String?, output: String) {
      let job = try #require(jobs[name])
      var extra = environment.merging(job.environment) { $1 }
      extra["CI"] = "true"
      extra["GITHUB_ACTIONS"] = "true"
      extra["GITHUB_WORKSPACE"] = package.app.path
      var log = ""
      for step in job.steps {
        guard let command = step.run else { continue }
        if command.contains("apt-get install") {
          let missing = try packages.filter { try !isInstalled($0) }
          #expect(missing.isEmpty, "the workflow installs \(missing), which this machine lacks: run scripts/setup --test")
          continue
        }
        let result = try package.shell(command, environment: extra)
        log += "== \(step.name)\n\(result.output)"
        if result.status != 0 { return (step.name, log) }
      }
      return (nil, log)
    }

    // A developer records the snapshot and renders the docs image, then commits.
    let record = try package.shell("swift test", environment: ["TABFRAMES_RECORD": "missing"])
    #expect(record.status != 0 && record.output.contains("recorded a new reference"), "\(record.output)")
    let render = try package.shell("swift run tabframes-engine render scenes/tab-bar.json --format final --out docs/images")
    #expect(render.status == 0 && render.stdout == "docs/images/tab-bar.png\n", "\(render.output)")
    let views = try package.shell("swift run docs-images docs/images")
    #expect(views.status == 0 && views.stdout.hasSuffix("docs/images/pill-tab-bar.png\n"), "\(views.output)")
    let commit = try package.shell(
      "git init -q && git add -A && git -c user.name=Dev -c user.email=dev@example.com commit -q -m 'Tab bar, its snapshot and docs image'")
    #expect(commit.status == 0, "\(commit.output)")

    let snapshots = try run("snapshots")
    #expect(snapshots.failed == nil, "\(snapshots.output)")
    #expect(snapshots.output.contains("tabBarSettles"), "the job ran the package's snapshot test: \(snapshots.output)")
    let docs = try run("docs")
    #expect(docs.failed == nil, "\(docs.output)")
    #expect(docs.output.contains("docs/images/pill-tab-bar.png"), "the docs job ran the views' executable: \(docs.output)")

    // The scene changes; its docs image and reference do not.
    let sceneFile = package.app.appendingPathComponent("scenes/tab-bar.json")
    try Data(DependentPackage.scene.replacingOccurrences(of: "\"Profile\"", with: "\"Settings\"").utf8).write(to: sceneFile)
    let stale = try run("docs")
    #expect(stale.failed == "Check that the committed docs images are current", "\(stale.output)")
    #expect(stale.output.contains("docs/images/tab-bar.png"), "\(stale.output)")

    let failing = try run("snapshots")
    #expect(failing.failed == "Run the tests", "\(failing.output)")
    let upload = try #require(jobs["snapshots"]?.steps.first { $0.uses?.hasPrefix("actions/upload-artifact@") == true })
    let uploaded = package.app.appendingPathComponent(try #require(upload.with["path"]))
    #expect(
      files(in: uploaded).contains { $0.hasSuffix(".png") }, "the upload step's folder holds the differing frames: \(files(in: uploaded))")

    // A package of views alone, no scene file: both jobs pass as they stand.
    let viewsOnly = try package.shell(
      "git checkout -q -- . && rm -rf snapshot-artifacts && git rm -rq scenes docs/images/tab-bar.png Tests/MyAppTests/TabBarTests.swift "
        + "Tests/MyAppTests/__Snapshots__/TabBarTests && git -c user.name=Dev -c user.email=dev@example.com commit -q -m 'Views only'")
    #expect(viewsOnly.status == 0, "\(viewsOnly.output)")
    let viewSnapshots = try run("snapshots")
    #expect(viewSnapshots.failed == nil, "\(viewSnapshots.output)")
    let viewDocs = try run("docs")
    #expect(viewDocs.failed == nil, "\(viewDocs.output)")
    // The view changes; its docs image does not.
    let view = package.app.appendingPathComponent("Sources/MyApp/PillTabBar.swift")
    let source = try String(contentsOf: view, encoding: .utf8)
    defer { try? Data(source.utf8).write(to: view) }
    try Data(source.replacingOccurrences(of: "\"Profile\"", with: "\"Account\"").utf8).write(to: view)
    let staleView = try run("docs")
    #expect(staleView.failed == "Check that the committed docs images are current", "\(staleView.output)")
    #expect(staleView.output.contains("docs/images/pill-tab-bar.png"), "\(staleView.output)")
  }
}
