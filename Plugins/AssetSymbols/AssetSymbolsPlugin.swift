import Foundation
import PackagePlugin

/// Xcode's generated asset symbols for a target built on Linux: `Color(.brand)`, `Color.brand`,
/// `Image(.logo)`, `UIImage.logo` from the target's asset catalogues (docs/PREVIEWS.md, "Asset
/// symbols"). A target with no catalogue gets no command. The generated file is empty on Apple's
/// platforms, where Xcode writes its own.
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let catalogues = Self.catalogues(of: target)
    guard !catalogues.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
    // Every file of the catalogues, so that an asset added, renamed or removed runs it again.
    let inputs = catalogues.flatMap { catalogue -> [URL] in
      let walker = FileManager.default.enumerator(at: catalogue, includingPropertiesForKeys: nil)
      return (walker?.allObjects as? [URL] ?? []).filter { $0.lastPathComponent == "Contents.json" }
    }
    // The target's Swift files too: members it declares itself are left out of the file.
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    return [
      .buildCommand(
        displayName: "Generating asset symbols for \(target.name)",
        executable: try context.tool(named: "tabframes-asset-symbols").url,
        arguments: [output.path] + catalogues.map(\.path) + ["--sources"] + sources.map(\.path),
        inputFiles: inputs + sources,
        outputFiles: [output])
    ]
  }

  /// The target's `.xcassets` folders, in path order: those its files lie in (a catalogue
  /// declared as a resource) and those under its folder (excluded or undeclared). Tools version
  /// 6.0 gives a target's folder only as a deprecated `Path`, so the folder is found from its
  /// files: the folder all of them are in, or the one of the target's name above it
  /// (`Sources/MyApp` for files all in `Sources/MyApp/Views`).
  static func catalogues(of target: SourceModuleTarget) -> [URL] {
    let files = target.sourceFiles.map { $0.url.standardizedFileURL }
    var found = Set<URL>()
    for file in files {
      let components = file.pathComponents
      if let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
        found.insert(URL(fileURLWithPath: NSString.path(withComponents: Array(components[...index]))))
      }
    }
    guard let first = files.first else { return found.sorted { $0.path < $1.path } }
    var common = first.deletingLastPathComponent().pathComponents
    for file in files.dropFirst() {
      let folder = file.deletingLastPathComponent().pathComponents
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    if let named = common.lastIndex(of: target.name) { common = Array(common[...named]) }
    if let index = common.firstIndex(where: { $0.hasSuffix(".xcassets") }) { common = Array(common[..<index]) }
    let folder = URL(fileURLWithPath: NSString.path(withComponents: common))
    if common.count > 1,
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    {
      for case let url as URL in walker where url.pathExtension == "xcassets" {
        found.insert(url.standardizedFileURL)
        walker.skipDescendants()
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
