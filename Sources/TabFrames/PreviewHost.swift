import Foundation
import TabFramesOutput
import TabFramesSceneFormat
import TabFramesUI

/// The program `tabframes previews` builds against a package's view modules and runs: it renders
/// every `#Preview` of the modules it is told, each into `OUT/Module/File/Name.EXT`, prints every
/// file written, and leaves a record of what it rendered for the gallery page
/// (`OUT/.tabframes-previews/<host>-<shard>.json`). Not for calling by hand: the engine writes the
/// arguments (`--out`, `--format`, `--appearance`, `--device W×H`, `--shard I/N`, `--module`, `--host`,
/// `--tour`).
public enum PreviewHost {
  /// Where a `PreviewProvider` is declared, as the engine read it in the module's source: the
  /// runtime finds the provider (`PreviewRegistry.providers`) but does not know its file, which
  /// names the folder its previews are written to.
  public struct ProviderSource: Sendable {
    let module: String
    let type: String
    let file: String
    let line: Int

    public init(module: String, type: String, file: String, line: Int) {
      self.module = module
      self.type = type
      self.file = file
      self.line = line
    }

    /// Whether this is where `provider` is declared (a nested type is read by its own name).
    func declares(_ preview: Stage.Preview) -> Bool {
      preview.module == module && preview.line == 0 && (preview.file == type || preview.file.hasSuffix(".\(type)"))
    }
  }

  @MainActor
  public static func main(_ arguments: [String], providers: [ProviderSource] = []) -> Int32 {
    do {
      let options = try Options(Array(arguments.dropFirst()))
      // 1: some previews could not be rendered (each named on stderr); the others were.
      return try run(options, providers: providers) == 0 ? 0 : 1
    } catch {
      FileHandle.standardError.write(Data("tabframes previews: error: \(error)\n".utf8))
      return 3
    }
  }

  struct Options {
    var out = "."
    var formats: [OutputFormat] = []
    var appearances: [Appearance] = [.light]
    var device = Stage.previewDevice
    /// The device's safe area in portrait (`--safe-area TOP,BOTTOM`).
    var safeArea = Stage.iPhoneSafeArea
    var shard = (index: 1, count: 1)
    var modules: [String] = []
    var host = "previews"
    /// Also an animated PNG of each preview tapping its tappable views in turn (`Stage.tour`).
    var tour = false

    init(_ arguments: [String]) throws {
      var i = 0
      func value() throws -> String {
        i += 1
        guard i < arguments.count else { throw HostError("\(arguments[i - 1]) needs a value") }
        return arguments[i]
      }
      while i < arguments.count {
        switch arguments[i] {
        case "--out": out = try value()
        case "--format":
          let name = try value()
          guard let format = OutputFormat(rawValue: name) else { throw HostError("unknown format \(name)") }
          formats.append(format)
        case "--appearance":
          let name = try value()
          appearances = name == "both" ? [.light, .dark] : [try Appearance(rawValue: name).orThrow("unknown appearance \(name)")]
        case "--device":
          let parts = try value().split(separator: "x").compactMap { Double($0) }
          guard parts.count == 2 else { throw HostError("--device takes WIDTHxHEIGHT") }
          device = CGSize(width: parts[0], height: parts[1])
        case "--safe-area":
          let parts = try value().split(separator: ",").compactMap { Double($0) }
          guard parts.count == 2 else { throw HostError("--safe-area takes TOP,BOTTOM") }
          safeArea = EdgeInsets(top: parts[0], leading: 0, bottom: parts[1], trailing: 0)
        case "--shard":
          let parts = try value().split(separator: "/").compactMap { Int($0) }
          guard parts.count == 2, parts[0] >= 1, parts[0] <= parts[1] else { throw HostError("--shard takes I/N") }
          shard = (parts[0], parts[1])
        case "--module": modules.append(try value())
        case "--host": host = try value()
        case "--tour": tour = true
        default: throw HostError("unknown argument \(arguments[i])")
        }
        i += 1
      }
      if formats.isEmpty { formats = [.final] }
    }
  }

  struct HostError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// One preview as the gallery lists it.
  struct Rendered: Codable {
    var module: String
    var file: String
    var line: Int
    var name: String
    var files: [String]
  }

  /// Renders the previews and returns how many could not be: one that fails (its timeline never
  /// settles, say, a timer ticking for ever in its tour) is named on stderr, and the others are
  /// still rendered.
  @MainActor
  @discardableResult
  static func run(_ options: Options, providers: [ProviderSource] = []) throws -> Int {
    // Every preview of the modules, in module, file and line order; a provider's previews filed
    // under the file and line it is declared at.
    let previews = options.modules.sorted().flatMap { module in
      options.appearances.map { appearance in
        Stage.previews(
          inModule: module, width: options.device.width, height: options.device.height, safeArea: options.safeArea, appearance: appearance)
      }.reduce([], +)
    }.map { preview in
      guard let source = providers.first(where: { $0.declares(preview) }) else { return preview }
      return Stage.Preview(module: preview.module, file: source.file, line: source.line, name: preview.name, stage: preview.stage)
    }
    let all = previews.sorted {
      ($0.module, $0.file, $0.line, $0.name, $0.stage.appearance.rawValue)
        < ($1.module, $1.file, $1.line, $1.name, $1.stage.appearance.rawValue)
    }
    var rendered: [Rendered] = []
    var failures = 0
    let outRoot = URL(fileURLWithPath: options.out)
    for (k, preview) in all.enumerated() where k % options.shard.count == options.shard.index - 1 {
      var stage = preview.stage
      let base = Stage.slug(preview.name)
      stage.name = options.appearances.count > 1 ? "\(base)-\(stage.appearance.rawValue)" : base
      let folder = outRoot.appendingPathComponent(preview.module).appendingPathComponent(preview.file)
      var files: [URL] = []
      do {
        files = try stage.render(formats: options.formats, to: folder.path)
        // The tour: every tappable view tapped in turn, as one animated PNG (none when nothing is
        // tappable).
        if options.tour, case let timeline = try stage.tour(), !timeline.isEmpty {
          var touring = stage
          touring.name += "-tour"
          files += try touring.render(timeline, formats: [.apng], to: folder.path)
        }
      } catch {
        FileHandle.standardError.write(Data("tabframes previews: error: \(error)\n".utf8))
        failures += 1
      }
      let relative = files.map { relativePath($0, under: outRoot) }
      for file in relative { print(file) }
      rendered.append(Rendered(module: preview.module, file: preview.file, line: preview.line, name: preview.name, files: relative))
    }
    // What this host rendered, for the gallery page the engine writes from every host and shard.
    let records = outRoot.appendingPathComponent(".tabframes-previews")
    try FileManager.default.createDirectory(at: records, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(rendered).write(
      to: records.appendingPathComponent("\(options.host)-\(options.shard.index)of\(options.shard.count).json"), options: .atomic)
    return failures
  }

  static func relativePath(_ url: URL, under root: URL) -> String {
    let path = url.standardizedFileURL.path
    let prefix = root.standardizedFileURL.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

extension Optional {
  fileprivate func orThrow(_ message: String) throws -> Wrapped {
    guard let self else { throw PreviewHost.HostError(message) }
    return self
  }
}
