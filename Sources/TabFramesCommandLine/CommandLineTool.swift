import FoundationEssentials
import Glibc
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesKinds
import TabFramesOutput
import TabFramesRender
import TabFramesSceneFormat
import TabFramesSnapshot

/// The `tabframes` command: argument parsing, validation before any work, and exit codes
/// (0 ok, 1 differences, 2 bad usage or scene, 3 I/O or rendering).
package enum CommandLineTool {
  package static let version = "0.2.0"

  package static let usage = """
    USAGE: tabframes render SCENE.json... [--format F]... [--out DIR] [--fps N] [--scale N] [--speed X] [--jobs N]
                            [--appearance A] [--shard I/N]
           tabframes check SCENE.json... --references DIR [--record] [--report DIR] [--jobs N]
           tabframes validate SCENE.json... [--format F]... [--fps N] [--scale N] [--speed X] [--appearance A]
           tabframes symbols [--sheet [--built-in] | --icons] [--out DIR]
           tabframes COMMAND --help | --help | --version

    Renders SwiftUI-style tab bars, frame by frame through their selection transitions.

    FORMATS (--format, repeatable; default: strip):
    \(CommandUsage.formatList)

    OPTIONS:
    \(CommandUsage.renderOptionList)

    CHECK compares every frame of each scene with DIR/NAME.sheet.png (a grid of the frames;
    NAME.sheet-2.png, … when one sheet of 4096 px a side is not enough) and its layout dump with
    DIR/NAME.layout.json; --record writes them instead; --report writes an HTML page of the
    differences (reference | difference | actual per frame) to DIR/index.html.

    VALIDATE checks scenes as render would and writes nothing.

    Options take their value as `--out DIR` or `--out=DIR`. `tabframes COMMAND --help` shows one
    command's usage.

    Every file written is printed on stdout, one path a line; warnings and errors go to stderr.
    Exit codes: 0 ok, 1 check found differences, 2 bad usage or bad scene, 3 I/O or rendering failure.
    """

  /// Runs the tool; returns the exit code. `out` receives stdout lines, `err` stderr lines.
  ///
  /// `kinds`: the kinds scene files may name (the engine passes `TabFramesKinds.registry`).
  package static func run(
    _ arguments: [String], kinds: KindRegistry, out: (String) -> Void = { print($0) },
    err: (String) -> Void = { writeToStandardError(escapingControlCharacters($0) + "\n") }
  ) -> Int32 {
    let original = arguments
    let arguments = CommandUsage.splitEquals(arguments)
    do {
      try CommandUsage.refuseValuesOfSwitches(original)
      guard let command = arguments.first else { throw TabFramesError.usage("missing a command\n\n" + usage) }
      let rest = arguments.dropFirst()
      let options = CommandUsage.options(Array(rest))
      if options.contains("--help") || options.contains("-h"), let text = commandUsage[command] {
        out(text)
        return 0
      }
      switch command {
      case "--help", "-h", "help":
        out(usage)
        return 0
      case "--version":
        out("tabframes \(version)")
        return 0
      case "symbols":
        try symbols(Array(arguments.dropFirst()), out: out)
        return 0
      case "render":
        try render(Array(arguments.dropFirst()), kinds: kinds, out: out, err: err)
        return 0
      case "validate":
        try validate(Array(arguments.dropFirst()), kinds: kinds, out: out, err: err)
        return 0
      case "check":
        return try check(Array(arguments.dropFirst()), kinds: kinds, out: out, err: err)
      case "previews":
        return try PreviewsCommand.run(Array(arguments.dropFirst()), out: out, err: err)
      default:
        if command.hasPrefix("-") {
          throw CommandUsage.unknown("option", command, known: ["--help", "--version"], help: "tabframes --help")
        }
        throw CommandUsage.unknown("command", command, known: CommandUsage.commands, help: "tabframes --help")
      }
    } catch let error as TabFramesError {
      err("tabframes: error: \(error.description)")
      return error.exitCode
    } catch {
      err("tabframes: error: \(error)")
      return 3
    }
  }

  static let commandUsage = [
    "render": CommandUsage.render, "check": CommandUsage.check, "validate": CommandUsage.validate,
    "symbols": CommandUsage.symbols, "previews": CommandUsage.previews,
  ]

  /// `tabframes symbols`: every name with its source; `--sheet` draws them all (`--built-in`: the
  /// hand drawings alone, the README's picture); `--icons` writes one small SVG a name (docs/SYMBOLS.md).
  static func symbols(_ args: [String], out: (String) -> Void) throws(TabFramesError) {
    let parsed = try CommandUsage.symbolsSyntax.parse(args)
    if let word = parsed.operands.first {
      throw CommandUsage.unknown("argument", word, known: CommandUsage.symbolsSyntax.known, help: "tabframes symbols --help")
    }
    let (sheet, builtInOnly, icons) = (parsed.has("--sheet"), parsed.has("--built-in"), parsed.has("--icons"))
    let root = parsed.last("--out")?.value ?? "."
    guard !(sheet && icons), !builtInOnly || sheet, sheet || icons || !parsed.has("--out") else {
      throw .usage("symbols takes no arguments, --sheet [--built-in] [--out DIR], or --icons [--out DIR]")
    }
    guard sheet || icons else {
      for line in SymbolNames.listing() { out(line) }
      return
    }
    let output = try AtomicOutput(root: root)
    let renderer = FrameRenderer(scale: 2)
    do {
      if icons {
        for name in SymbolLibrary.allNames {
          let svg = try renderer.svg(SymbolSheet.icon(name, outlines: IconFontOutliner.shared))
          out(relativePath(try output.write(Array(svg.utf8), to: "\(name).svg"), under: root))
        }
        return
      }
      let list =
        builtInOnly
        ? SymbolSheet.builtInSheet(measurer: PangoTextMeasurer())
        : SymbolSheet.fullSheet(measurer: PangoTextMeasurer(), outlines: IconFontOutliner.shared)
      out(relativePath(try output.write(try renderer.png(list), to: "symbols.png"), under: root))
      out(relativePath(try output.write(Array(try renderer.svg(list).utf8), to: "symbols.svg"), under: root))
    } catch let e as TabFramesError {
      throw e
    } catch {
      throw .io("symbols: \(error)")
    }
  }

  struct RenderOptions {
    var scenes: [String] = []
    var formats: [OutputFormat] = []
    var out = "."
    var fps: Int?
    var scale: Double?
    var speed: Double?
    var appearances: [Appearance]?
    var shard: (index: Int, count: Int)?
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// What the text formats may write together, estimated before writing (`OutputEstimate`).
    var maxOutputMB = OutputEstimate.defaultLimitMB
  }

  static func parseRender(_ args: [String], command: String = "render") throws(TabFramesError) -> RenderOptions {
    let parsed = try (command == "render" ? CommandUsage.renderSyntax : CommandUsage.validateSyntax).parse(args)
    var o = RenderOptions()
    o.scenes = parsed.operands
    func number(_ given: (typed: String, value: String), _ range: ClosedRange<Double>) throws(TabFramesError) -> Double {
      guard let v = Double(given.value), v.isFinite, range.contains(v) else {
        throw .usage("\(given.typed) must be a number from \(range.lowerBound) to \(range.upperBound), got \"\(given.value)\"")
      }
      return v
    }
    for (_, text) in parsed.all("--format") {
      guard let f = OutputFormat(rawValue: text) else {
        throw .usage("unknown format \"\(text)\"; formats: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      if !o.formats.contains(f) { o.formats.append(f) }
    }
    for out in parsed.all("--out") { o.out = out.value }
    for fps in parsed.all("--fps") {
      let v = try number(fps, Double(Limits.fps.lowerBound)...Double(Limits.fps.upperBound))
      guard v == v.rounded() else { throw .usage("--fps must be a whole number") }
      o.fps = Int(v)
    }
    for scale in parsed.all("--scale") { o.scale = try number(scale, Limits.scale) }
    for speed in parsed.all("--speed") { o.speed = try number(speed, 0.01...100) }
    for shard in parsed.all("--shard") { o.shard = try CommandUsage.shard(shard.value) }
    for appearance in parsed.all("--appearance") {
      switch appearance.value {
      case "both": o.appearances = [.light, .dark]
      case let text:
        guard let one = Appearance(rawValue: text) else { throw .usage("--appearance must be light, dark or both, got \"\(text)\"") }
        o.appearances = [one]
      }
    }
    for jobs in parsed.all("--jobs") { o.jobs = try CommandUsage.jobs(jobs.value) }
    for limit in parsed.all("--max-output-mb") {
      let v = try number(limit, 1...Double(Int32.max))
      guard v == v.rounded() else { throw .usage("--max-output-mb must be a whole number of megabytes") }
      o.maxOutputMB = Int(v)
    }
    if o.scenes.isEmpty { throw .usage("\(command) needs at least one scene file\nrun `tabframes \(command) --help` for usage") }
    if o.scenes.filter({ $0 == "-" }).count > 1 { throw .usage("- (standard input) can be read once") }
    if o.formats.isEmpty { o.formats = [.strip] }
    return o
  }

  /// Scenes loaded, overridden, checked and played: everything render does before it writes.
  /// Played timelines are kept while they fit in `TimelineBudget` together; a scene whose timeline
  /// did not fit is played again when it is written (playing is deterministic: the same frames
  /// either way). Every frame of every scene held at once grew memory with the number of scenes
  /// (12 long scenes took 4.4 GB); playing every scene twice doubled the time of a `final` render
  /// of many scenes, so what fits is kept.
  struct Prepared {
    var scenes: [Scene]
    var frameCounts: [Int] = []
    var durations: [Double] = []
    var renderer: SceneRenderer
    /// What plays each scene: the kinds the scenes were read with.
    var kinds: KindRegistry
    var kept: [FrameSequence?] = []

    /// The scene's played timeline.
    func animation(_ index: Int) throws(TabFramesError) -> FrameSequence {
      if let animation = kept[index] { return animation }
      return try kinds.play(scenes[index], measurer: renderer.measurer)
    }
  }

  /// `keep: false`: no timeline is kept (validate writes nothing).
  static func prepare(_ o: RenderOptions, kinds: KindRegistry, keep: Bool = true, err: (String) -> Void) throws(TabFramesError) -> Prepared
  {
    // Every scene is loaded and checked before anything is written.
    var scenes: [Scene] = []
    let paths =
      o.shard.map { shard in o.scenes.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element) } ?? o.scenes
    for path in paths {
      var scene: Scene
      do { scene = try SceneReader.load(path: path, kinds: kinds.scenes) } catch { throw .usage(error.description) }
      if let fps = o.fps { scene.fps = fps }
      if let speed = o.speed { scene.speed = speed }
      if let scale = o.scale {
        scene.scale = scale
        if let problem = Limits.canvasProblem(width: scene.width, height: scene.height, scale: scale) {
          throw .usage("\(path): \(problem.key) (with --scale): \(problem.message)")
        }
      }
      var variants = [scene]
      if let appearances = o.appearances {
        variants = appearances.map { appearance in
          var v = scene
          v.appearance = appearance
          if appearances.count > 1 { v.name += "-\(appearance.rawValue)" }
          return v
        }
      }
      for v in variants {
        if scenes.contains(where: { $0.name == v.name }) {
          throw .usage(
            "\(path): name: \"\(v.name)\" is already the name of another scene; names must differ so outputs do not overwrite each other")
        }
        scenes.append(v)
      }
    }
    try checkOutputsDiffer(scenes, formats: o.formats)
    Trace.mark("loaded")
    let renderer = SceneRenderer(formats: o.formats, jobs: o.jobs)
    // Play every timeline first too, so a timeline that runs too long writes nothing.
    var prepared = Prepared(scenes: scenes, renderer: renderer, kinds: kinds)
    var keptBytes = 0
    var estimated = 0
    for scene in scenes {
      let animation = try kinds.play(scene, measurer: renderer.measurer)
      try renderer.checkSize(scene, frameCount: animation.frames.count)
      estimated += OutputEstimate.bytes(animation, formats: o.formats)
      if estimated > o.maxOutputMB << 20 {
        throw .usage(
          "\(scene.file): the render would write about \(estimated >> 20) MB of SVG and layout (estimated from frames, elements and text), over the limit of \(o.maxOutputMB) MB; render fewer frames or formats, or raise the limit with --max-output-mb"
        )
      }
      for w in renderer.warnings(scene, animation) + ContrastCheck.warnings(scene, animation) + PlacementCheck.warnings(scene, animation) {
        err("tabframes: warning: \(w)")
      }
      prepared.frameCounts.append(animation.frames.count)
      prepared.durations.append(animation.duration)
      let bytes = TimelineBudget.estimatedBytes(animation)
      if keep && (scenes.count == 1 || keptBytes + bytes <= TimelineBudget.bytes) {
        keptBytes += bytes
        prepared.kept.append(animation)
      } else {
        prepared.kept.append(nil)
      }
    }
    Trace.mark("played")
    return prepared
  }

  static func render(_ args: [String], kinds: KindRegistry, out: (String) -> Void, err: (String) -> Void) throws(TabFramesError) {
    let o = try parseRender(args)
    Trace.mark("args")
    var prepared = try prepare(o, kinds: kinds, err: err)
    if isatty(2) != 0 { prepared.renderer.progress = ProgressBar().update }
    let output = try AtomicOutput(root: o.out)
    for (index, scene) in prepared.scenes.enumerated() {
      // One write for a scene's paths: a frame folder's are a line each, 60 for W1.
      let written = try prepared.renderer.render(scene, animation: try prepared.animation(index), into: output)
      if !written.isEmpty { out(relativePaths(written, under: o.out).joined(separator: "\n")) }
    }
  }

  /// `tabframes validate`: everything render checks, nothing written.
  static func validate(_ args: [String], kinds: KindRegistry, out: (String) -> Void, err: (String) -> Void) throws(TabFramesError) {
    let o = try parseRender(args, command: "validate")
    let prepared = try prepare(o, kinds: kinds, keep: false, err: err)
    for (index, scene) in prepared.scenes.enumerated() {
      out("\(scene.file): ok: \(scene.name), \(prepared.frameCounts[index]) frames, \(formatted(prepared.durations[index], decimals: 3)) s")
    }
  }

  /// Two scenes whose outputs would land on one path (`good` as a strip and `good.strip` as a
  /// final frame both write `good.strip.png`) are refused before anything is written.
  static func checkOutputsDiffer(_ scenes: [Scene], formats: [OutputFormat]) throws(TabFramesError) {
    var owners: [String: (scene: Scene, format: OutputFormat)] = [:]
    for scene in scenes {
      for format in formats {
        let name = format.outputName(for: scene.name)
        if let owner = owners[name] {
          throw .usage(
            "\(scene.file): name: \"\(scene.name)\" with --format \(format.rawValue) would write \(name), which \"\(owner.scene.name)\" (\(owner.scene.file)) writes with --format \(owner.format.rawValue); rename one scene"
          )
        }
        owners[name] = (scene, format)
      }
    }
  }

  /// Paths printed as the user would type them: under the --out folder as given.
  static func relativePath(_ url: URL, under root: String) -> String {
    relativePaths([url], under: root)[0]
  }

  /// `relativePath` of each, the folder resolved once (a relative one costs a `getcwd` and a `stat`).
  static func relativePaths(_ urls: [URL], under root: String) -> [String] {
    let base = URL(fileURLWithPath: root).standardizedFileURL.path
    return urls.map { relativePath($0, base: base, root: root) }
  }

  private static func relativePath(_ url: URL, base: String, root: String) -> String {
    let full = url.standardizedFileURL.path
    guard full.hasPrefix(base + "/") else { return full }
    let rest = String(full.dropFirst(base.count + 1))
    return root == "." ? rest : (root.hasSuffix("/") ? root + rest : root + "/" + rest)
  }

  /// `tabframes check`: every frame of each scene against references; exit 1 when any differ.
  static func check(_ args: [String], kinds: KindRegistry, out: (String) -> Void, err: (String) -> Void) throws(TabFramesError) -> Int32 {
    let parsed = try CommandUsage.checkSyntax.parse(args)
    let scenes = parsed.operands
    let references = parsed.last("--references")?.value
    let report = parsed.last("--report")?.value
    let record = parsed.has("--record")
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    for given in parsed.all("--jobs") { jobs = try CommandUsage.jobs(given.value) }
    guard let references else { throw .usage("check needs --references DIR") }
    if scenes.isEmpty { throw .usage("check needs at least one scene file") }
    if scenes.filter({ $0 == "-" }).count > 1 { throw .usage("- (standard input) can be read once") }
    // Every scene is loaded, its timeline played and its size checked before any rendering,
    // and references are written only once every scene has been checked: a bad scene anywhere
    // leaves the references folder as it was.
    var loaded: [(path: String, scene: Scene, animation: FrameSequence)] = []
    let strip = SceneRenderer(formats: [.strip], jobs: jobs)
    for path in scenes {
      let scene: Scene
      do { scene = try SceneReader.load(path: path, kinds: kinds.scenes) } catch { throw .usage(error.description) }
      if let other = loaded.first(where: { $0.scene.name == scene.name }) {
        throw .usage(
          "\(path): name: \"\(scene.name)\" is also the name of \(other.path); each scene needs its own name, as its references are named after it"
        )
      }
      do {
        let animation = try kinds.play(scene, measurer: strip.measurer)
        try strip.checkSize(scene, frameCount: animation.frames.count)
        loaded.append((path, scene, animation))
      } catch {
        throw error.naming(file: path, for: scene)
      }
    }
    let reportURL = report.map { URL(fileURLWithPath: $0) }
    var checker = SnapshotChecker(
      // Without --record a missing reference is never recorded (`.never`); whether CI is set only
      // changes how the messages are worded, so it is read from the environment, not assumed.
      record: record ? .all : .never, isCI: SnapshotChecker.environmentIsCI,
      artifacts: reportURL ?? SnapshotChecker.defaultArtifacts, jobs: jobs)
    checker.acceptHint = "tabframes check --record"
    checker.recordHint = "tabframes check --record"
    var outcomes: [SnapshotOutcome] = []
    for (path, scene, animation) in loaded {
      let base = URL(fileURLWithPath: references).appendingPathComponent(scene.name)
      let outcome: SnapshotOutcome
      do { outcome = try checker.evaluate(scene, animation: animation, frames: .all, reference: base) } catch {
        throw error.naming(file: path, for: scene)
      }
      outcomes.append(outcome)
      if !record && !outcome.passed { err("tabframes: \(outcome.message)") }
    }
    if record {
      for url in try ReferenceFiles.write(outcomes.flatMap(\.pending)) { out(relativePath(url, under: references)) }
    }
    if let reportURL, let report {
      let output = try AtomicOutput(root: reportURL.path)
      let page = try output.write(Array(CheckReport.html(outcomes, references: references, relativeTo: output.root).utf8), to: "index.html")
      out(relativePath(page, under: report))
    }
    if record { return 0 }
    let failed = outcomes.filter { !$0.passed }.count
    err("tabframes: check: \(outcomes.count - failed) of \(outcomes.count) scene(s) match")
    return failed == 0 ? 0 : 1
  }
}
