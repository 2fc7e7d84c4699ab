import FoundationEssentials
import Glibc
import TabFramesKinds
import TabFramesOutput
import TabFramesSceneFormat
import TabFramesSnapshot

/// `tabframes previews PACKAGE_DIR`: renders every `#Preview` of a package's library products with
/// no host code written by hand. It reads the package's manifest (`swift package dump-package`),
/// writes a small package beside its build (`.build/tabframes-previews/host`) with one program a
/// library product, linking that product and calling `PreviewHost`, builds each program, and runs
/// it: each finds its previews by itself (docs/PREVIEWS.md) and renders them into
/// `OUT/Module/File/Name.EXT`. A product that does not compile is reported with its first error
/// and the others still render. Last, the gallery page `OUT/index.html` lists every preview
/// rendered into OUT, by every shard.
enum PreviewsCommand {
  struct Options {
    var package: String?
    var targets: [String] = []
    var out = "previews"
    var formats: [String] = []
    var appearance = "light"
    var device = "iphone-15"
    var shard = (index: 1, count: 1)
    var tour = false
  }

  /// Canvas sizes in points, portrait, and the safe area at the top and bottom where
  /// docs/FIDELITY.md §8 sources it (none where it does not).
  static let devices: [(name: String, width: Int, height: Int, top: Int, bottom: Int)] = [
    ("iphone-15", 393, 852, 59, 34), ("iphone-15-pro-max", 430, 932, 0, 0), ("iphone-se", 375, 667, 0, 0), ("ipad", 820, 1180, 0, 0),
  ]

  static func parse(_ args: [String]) throws(TabFramesError) -> Options {
    let parsed = try CommandUsage.previewsSyntax.parse(args)
    var o = Options()
    o.targets = parsed.all("--target").map(\.value)
    o.tour = parsed.has("--tour")
    for out in parsed.all("--out") { o.out = out.value }
    for (_, name) in parsed.all("--format") {
      guard OutputFormat(rawValue: name) != nil else {
        throw CommandUsage.unknown("format", name, known: OutputFormat.allCases.map(\.rawValue), help: "tabframes previews --help")
      }
      o.formats.append(name)
    }
    for (_, name) in parsed.all("--appearance") {
      guard ["light", "dark", "both"].contains(name) else { throw .usage("--appearance must be light, dark or both, got \"\(name)\"") }
      o.appearance = name
    }
    for (_, name) in parsed.all("--device") {
      guard devices.contains(where: { $0.name == name }) else {
        throw CommandUsage.unknown("device", name, known: devices.map(\.name), help: "tabframes previews --help")
      }
      o.device = name
    }
    for (_, text) in parsed.all("--shard") {
      let shard = try CommandUsage.shard(text)
      o.shard = (shard.index, shard.count)
    }
    if parsed.operands.count > 1 {
      throw .usage("previews takes one package folder; got \"\(parsed.operands[0])\" and \"\(parsed.operands[1])\"")
    }
    o.package = parsed.operands.first
    return o
  }

  /// A library product of the package and the modules it holds.
  struct Product {
    var name: String
    var modules: [String]
    /// The `PreviewProvider`s in the modules' sources.
    var providers: [ProviderDeclaration] = []
    /// The program that renders its previews: a module name of its own.
    var host: String { "Previews_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }
  }

  /// The folders whose asset catalogues the previews read: the package's own first, wherever
  /// `tabframes` was started (its colours and images, not those of the working folder), then
  /// those `TABFRAMES_ASSETS` already names.
  static func assetFolders(for package: URL, inherited: String?) -> String {
    guard let inherited, !inherited.isEmpty else { return package.path }
    return package.path + ":" + inherited
  }

  static func run(_ args: [String], out: (String) -> Void, err: (String) -> Void) throws(TabFramesError) -> Int32 {
    let o = try parse(args)
    let package = URL(fileURLWithPath: o.package ?? ".").standardizedFileURL
    guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
      throw .usage("\(package.path): no Package.swift: previews takes a Swift package's folder")
    }
    let work = package.appendingPathComponent(".build/tabframes-previews")
    try make(work)
    let products = try libraryProducts(of: package, work: work, targets: o.targets)
    guard !products.isEmpty else {
      throw .usage("\(package.path): Package.swift has no library product: previews renders the previews of library products")
    }
    let host = work.appendingPathComponent("host")
    try writeHostPackage(host, for: products, dependingOn: package)
    // The hosts inherit it (AssetCatalog reads it before the working folder).
    setenv("TABFRAMES_ASSETS", assetFolders(for: package, inherited: ProcessInfo.processInfo.environment["TABFRAMES_ASSETS"]), 1)

    let outRoot = URL(fileURLWithPath: o.out).standardizedFileURL
    try make(outRoot)
    // parse(_:) admits only the devices of the table.
    let device = devices.first { $0.name == o.device } ?? devices[0]
    var failed: [String] = []
    var failedPreviews: [String] = []
    for product in products {
      let log = work.appendingPathComponent("build-\(product.host).log").path
      // The host's build plan is made afresh each time: SwiftPM reuses a cached one while the
      // manifests are unchanged, and so did not see a Swift file added to the package (or to a
      // path dependency) since the last run, failing on the names it declares. Planning costs a
      // fraction of a second.
      let build = try Subprocess.run(
        [
          "swift", "build", "--package-path", host.path, "--scratch-path", work.appendingPathComponent("build").path, "--product",
          product.host, "--disable-build-manifest-caching",
        ], stdout: log, stderr: log)
      guard build == 0 else {
        let first = firstError(inLog: log) ?? "swift build exited \(build) (\(log))"
        err("tabframes: error: \(product.name) (\(product.modules.joined(separator: ", "))) does not compile: \(first)")
        failed.append(product.name)
        continue
      }
      var arguments = [
        work.appendingPathComponent("build/debug/\(product.host)").path, "--out", outRoot.path, "--appearance", o.appearance,
        "--device", "\(device.width)x\(device.height)", "--shard",
        "\(o.shard.index)/\(o.shard.count)", "--host", product.host,
      ]
      // The host's own default is the iPhone's safe area: said only when it differs, so that a
      // package on a TabFrames from before safe areas still renders its default device.
      if (device.top, device.bottom) != (59, 34) { arguments += ["--safe-area", "\(device.top),\(device.bottom)"] }
      for format in o.formats { arguments += ["--format", format] }
      if o.tour { arguments.append("--tour") }
      for module in product.modules { arguments += ["--module", module] }
      let listing = work.appendingPathComponent("rendered-\(product.host).txt").path
      let status = try Subprocess.run(arguments, stdout: listing)
      // The files written are the host's record; what else the program printed is the views' own
      // output (a button's `print`, say), passed on to stderr so that stdout stays a list of files.
      let record = outRoot.appendingPathComponent(".tabframes-previews/\(product.host)-\(o.shard.index)of\(o.shard.count).json")
      // 1: some previews failed, each named on stderr; the others were rendered and recorded.
      let files = status == 0 || status == 1 ? try renderedFiles(record) : []
      let written = Set(files)
      for line in (try? String(contentsOfFile: listing, encoding: .utf8))?.split(separator: "\n") ?? []
      where !written.contains(String(line)) {
        err(String(line))
      }
      for file in files { out(displayPath(file, under: o.out)) }
      if status == 1 {
        failedPreviews.append(product.name)
        continue
      }
      guard status == 0 else { throw .io("\(product.name)'s previews did not render (exit \(status))") }
    }
    out(try writeGallery(outRoot, displayRoot: o.out, failed: failed))
    if !failed.isEmpty {
      err("tabframes: error: \(failed.count) of \(products.count) products did not compile; the others' previews rendered")
    }
    if !failedPreviews.isEmpty {
      err(
        "tabframes: error: some previews of \(failedPreviews.joined(separator: ", ")) could not be rendered (named above); the others were")
    }
    return failed.isEmpty && failedPreviews.isEmpty ? 0 : 1
  }

  static func make(_ folder: URL) throws(TabFramesError) {
    do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
      throw .io("\(folder.path): cannot create the folder: \(error)")
    }
  }

  /// The package's library products (those holding `targets`, when named) from its manifest.
  static func libraryProducts(of package: URL, work: URL, targets: [String]) throws(TabFramesError) -> [Product] {
    let dump = work.appendingPathComponent("manifest.json").path
    let log = work.appendingPathComponent("manifest.log").path
    let status = try Subprocess.run(["swift", "package", "--package-path", package.path, "dump-package"], stdout: dump, stderr: log)
    guard status == 0 else {
      throw .usage("\(package.path)/Package.swift: \(firstError(inLog: log) ?? "swift package dump-package exited \(status)")")
    }
    let manifest: JSONValue
    do {
      manifest = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: dump))))
    } catch {
      throw .io("\(dump): the manifest SwiftPM printed is not readable: \(error)")
    }
    // Each target's source folder, to find its PreviewProviders in.
    var sources: [String: URL] = [:]
    for target in manifest["targets"]?.arrayValue ?? [] {
      guard let name = target["name"]?.stringValue else { continue }
      sources[name] = package.appendingPathComponent(target["path"]?.stringValue ?? "Sources/\(name)")
    }
    var products: [Product] = []
    for product in manifest["products"]?.arrayValue ?? [] {
      guard let name = product["name"]?.stringValue, product["type"]?["library"] != nil else { continue }
      let modules = (product["targets"]?.arrayValue ?? []).compactMap(\.stringValue)
      let providers = modules.flatMap { module in sources[module].map { ProviderDeclaration.all(in: $0, module: module) } ?? [] }
      products.append(Product(name: name, modules: modules, providers: providers))
    }
    guard !targets.isEmpty else { return products }
    for target in targets where !products.contains(where: { $0.modules.contains(target) }) {
      throw .usage(
        "\(package.path): target \(target) is in no library product: add .library(name: \"\(target)\", targets: [\"\(target)\"]) to Package.swift, or snapshot its previews with assertPreviewSnapshots() in its tests"
      )
    }
    return products.compactMap { product in
      let chosen = product.modules.filter(targets.contains)
      return chosen.isEmpty
        ? nil : Product(name: product.name, modules: chosen, providers: product.providers.filter { chosen.contains($0.module) })
    }
  }

  /// The host package: one program a product. Written only when it changes, so a second run
  /// builds nothing again.
  static func writeHostPackage(_ host: URL, for products: [Product], dependingOn package: URL) throws(TabFramesError) {
    let identity = package.lastPathComponent
    let targets = products.map { product in
      "    .executableTarget(name: \"\(product.host)\", dependencies: [.product(name: \"\(product.name)\", package: \"\(identity)\")]),"
    }
    let manifest = """
      // swift-tools-version: 6.0
      // Written by `tabframes previews`, which builds and runs these programs: each links one library
      // product of the package and renders its #Previews (PreviewHost). Written anew on every run.
      import PackageDescription

      let package = Package(
        name: "TabFramesPreviewHosts",
        dependencies: [.package(path: \(swiftLiteral(package.path)))],
        targets: [
      \(targets.joined(separator: "\n"))
        ]
      )

      """
    try writeIfChanged(manifest, to: host.appendingPathComponent("Package.swift"))
    for product in products {
      // The providers themselves are found at run time (PreviewRegistry.providers); the source
      // says which file each is declared in.
      let imports = product.modules.map { "import \($0)" }.joined(separator: "\n")
      let providers = product.providers.map {
        "  PreviewHost.ProviderSource(module: \(swiftLiteral($0.module)), type: \(swiftLiteral($0.type)), file: \(swiftLiteral($0.file)), line: \($0.line)),\n"
      }.joined()
      let main = """
        // Written by `tabframes previews`: renders the #Previews and PreviewProviders of \(product.name).
        import TabFrames
        \(imports)

        exit(PreviewHost.main(CommandLine.arguments, providers: [
        \(providers)]))

        """
      try writeIfChanged(main, to: host.appendingPathComponent("Sources/\(product.host)/main.swift"))
    }
  }

  static func writeIfChanged(_ text: String, to url: URL) throws(TabFramesError) {
    if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw .io("\(url.path): cannot write: \(error)")
    }
  }

  /// A string as a Swift string literal.
  static func swiftLiteral(_ s: String) -> String {
    var literal = "\""
    for c in s {
      if c == "\\" || c == "\"" { literal.append("\\") }
      literal.append(c)
    }
    return literal + "\""
  }

  /// The first compiler error of a build log, on one line.
  /// The compiler's first error in a build log: a line that names a place in a file
  /// (`File.swift:54:17: error: …`) before any other error line (the driver's "emit-module command
  /// failed" comes first in the log and says nothing of the cause).
  static func firstError(inLog path: String) -> String? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let errors = text.split(separator: "\n").filter { $0.contains("error:") }.map { String($0.drop { $0 == " " }) }
    return errors.first { $0.contains(/^[^:\s][^:]*:\d+:\d+: error:/) } ?? errors.first
  }

  /// A path under OUT as the user wrote OUT.
  static func displayPath(_ relative: String, under root: String) -> String {
    root == "." ? relative : (root.hasSuffix("/") ? root + relative : root + "/" + relative)
  }

  /// One preview as a host recorded it (PreviewHost.Rendered).
  struct Rendered: Decodable {
    var module: String
    var file: String
    var line: Int
    var name: String
    var files: [String]
  }

  /// The files a host's record says it wrote, in the order it wrote them.
  static func renderedFiles(_ record: URL) throws(TabFramesError) -> [String] {
    do {
      return try JSONDecoder().decode([Rendered].self, from: Data(contentsOf: record)).flatMap(\.files)
    } catch {
      throw .io("\(record.path): not a record of rendered previews: \(error)")
    }
  }

  /// `OUT/index.html`: every preview any host or shard rendered into OUT, by module, file and
  /// line, each picture shown (other formats linked), and the products that did not compile in
  /// this run. Returns its path as the user wrote OUT.
  static func writeGallery(_ root: URL, displayRoot: String, failed: [String]) throws(TabFramesError) -> String {
    let records = root.appendingPathComponent(".tabframes-previews")
    var previews: [Rendered] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: records.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".json") {
      let url = records.appendingPathComponent(name)
      do {
        previews += try JSONDecoder().decode([Rendered].self, from: Data(contentsOf: url))
      } catch {
        throw .io("\(url.path): not a record of rendered previews: \(error)")
      }
    }
    previews.sort { ($0.module, $0.file, $0.line, $0.name) < ($1.module, $1.file, $1.line, $1.name) }
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Previews</title>
      <style>
      body { font: 14px -apple-system, "Inter", sans-serif; margin: 24px; color: #1c1c1e; }
      h2 { margin-top: 32px; } h3 { margin: 20px 0 8px; color: #3c3c43; }
      figure { display: inline-block; vertical-align: top; margin: 0 16px 16px 0; }
      figure img { max-width: 390px; max-height: 600px; border: 1px solid #d1d1d6; background: #f2f2f7; }
      figcaption { color: #6e6e73; margin-top: 4px; } .failed { color: #c00; }
      </style></head><body>
      <h1>Previews</h1>
      <p>\(previews.count) preview\(previews.count == 1 ? "" : "s"), rendered by <code>tabframes previews</code>.</p>

      """
    if !failed.isEmpty {
      html += "<p class=\"failed\">Did not compile: \(failed.map(escape).joined(separator: ", "))</p>\n"
    }
    var module = ""
    var file = ""
    for preview in previews {
      if preview.module != module {
        module = preview.module
        file = ""
        html += "<h2>\(escape(module))</h2>\n"
      }
      if preview.file != file {
        file = preview.file
        html += "<h3>\(escape(file)).swift</h3>\n"
      }
      html += "<figure>"
      for path in preview.files {
        let link = escape(path)
        if [".png", ".svg", ".apng", ".gif"].contains(where: path.hasSuffix) {
          html += "<img src=\"\(link)\" alt=\"\(escape(preview.name))\">"
        } else {
          html += "<a href=\"\(link)\">\(link)</a> "
        }
      }
      html += "<figcaption>\(escape(preview.name)), line \(preview.line)</figcaption></figure>\n"
    }
    html += "</body></html>\n"
    let page = root.appendingPathComponent("index.html")
    do { try Data(html.utf8).write(to: page, options: .atomic) } catch { throw .io("\(page.path): cannot write: \(error)") }
    return displayPath("index.html", under: displayRoot)
  }

  static func escape(_ s: String) -> String { HTMLText.escaped(s) }
}

extension JSONValue {
  fileprivate subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }
  fileprivate var arrayValue: [JSONValue]? {
    guard case .array(let items) = self else { return nil }
    return items
  }
  fileprivate var stringValue: String? {
    guard case .string(let s) = self else { return nil }
    return s
  }
}

/// Where a `PreviewProvider` is declared in a module's source: the runtime finds the providers
/// but not their files, which name the folders their previews are written to.
struct ProviderDeclaration: Equatable {
  var module: String
  var file: String
  var line: Int
  var type: String

  static func all(in given: URL, module: String) -> [ProviderDeclaration] {
    // A target's folder may be a link to another (two targets building one folder in two
    // language modes): its files are the linked folder's.
    let folder = given.resolvingSymlinksInPath()
    let files = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".swift") } ?? []
    return files.sorted().flatMap { path -> [ProviderDeclaration] in
      guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) else { return [] }
      let file = String((path.split(separator: "/").last ?? Substring(path)).dropLast(".swift".count))
      return declarations(in: text).map { ProviderDeclaration(module: module, file: file, line: $0.line, type: $0.type) }
    }
  }

  /// The types a file declares as conforming to `PreviewProvider`, with their lines.
  static func declarations(in text: String) -> [(line: Int, type: String)] {
    let declaration =
      /^\s*(?:(?:public|internal|package|private|fileprivate|final|@MainActor)\s+)*(?:struct|enum|class)\s+(\w+)\s*:[^{]*\bPreviewProvider\b/
    var found: [(Int, String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let match = line.firstMatch(of: declaration) { found.append((index + 1, String(match.output.1))) }
    }
    return found
  }
}
