import TabFramesKinds
import TabFramesOutput
import TabFramesSnapshot

/// Each command's usage, the options it knows, and the conventions every command shares:
/// `--flag=value` as well as `--flag value`, `COMMAND --help`, and an unknown word answered with
/// the nearest known one in two lines rather than the whole usage.
enum CommandUsage {
  static let commands = ["render", "check", "validate", "symbols", "previews", "help"]

  /// `render`'s options, which `validate` shares but for those that write.
  static let renderSyntax = CommandSyntax(
    command: "render",
    options: [
      CommandOption("--format", short: "-f", value: "F"),
      CommandOption(
        "--out", short: "-o", value: "DIR", help: "output folder (default: .); created if missing; nothing is written outside it"),
      CommandOption("--fps", value: "N", help: "frames a second, overriding the scene's (1...240)"),
      CommandOption("--scale", value: "N", help: "pixels a point, overriding the scene's (1...8)"),
      CommandOption("--speed", value: "X", help: "playback speed, overriding the scene's (0.25 = four times slower)"),
      CommandOption("--jobs", short: "-j", value: "N", help: "frames rendered at once (default: the number of cores)"),
      CommandOption(
        "--appearance", value: "A", help: "light, dark, or both (writes NAME-light and NAME-dark), overriding the scene's"),
      CommandOption(
        "--shard", value: "I/N",
        help: "render only scene files I, I+N, I+2N, … (1-based), to split a docs build\nacross CI jobs with no coordination"),
      CommandOption(
        "--max-output-mb", value: "N",
        help: "refuse, before writing, a render whose SVG and layout outputs are estimated\nat more than N MB together (default: 1024)"),
      .help,
    ])
  static let validateSyntax = renderSyntax.only(
    ["--format", "--fps", "--scale", "--speed", "--appearance", "--jobs", "--max-output-mb", "--help"], command: "validate")
  static let checkSyntax = CommandSyntax(
    command: "check",
    options: [
      CommandOption("--references", value: "DIR"), CommandOption("--record"), CommandOption("--report", value: "DIR"),
      CommandOption("--jobs", short: "-j", value: "N"), .help,
    ])
  static let symbolsSyntax = CommandSyntax(
    command: "symbols",
    options: [CommandOption("--sheet"), CommandOption("--built-in"), CommandOption("--icons"), CommandOption("--out", value: "DIR"), .help])
  static let previewsSyntax = CommandSyntax(
    command: "previews",
    options: [
      CommandOption("--target", value: "T", help: "only the previews of target T (repeatable); its product must be a library"),
      CommandOption("--out", short: "-o", value: "DIR", help: "output folder (default: previews)"),
      CommandOption(
        "--format", short: "-f", value: "F", help: "any format of render (default: final, the settled frame as PNG); repeatable"),
      CommandOption("--appearance", value: "A", help: "light, dark, or both (writes NAME-light and NAME-dark)"),
      CommandOption(
        "--device", value: "D",
        help:
          "the canvas of a preview without a layout trait: \(PreviewsCommand.devices.map(\.name).joined(separator: ", "))\n(default: iphone-15, 393 × 852 pt, with its safe area: 59 pt at the top, 34 at\nthe bottom; the others' safe areas are not modelled)"
      ),
      CommandOption(
        "--shard", value: "I/N", help: "render only previews I, I+N, I+2N, … of each product, to split across CI jobs"),
      CommandOption(
        "--tour",
        help:
          "also DIR/Module/File/Name-tour.apng: the preview tapping each tappable view in\nturn (top to bottom, leading to trailing, at most 8, then the first again),\neach tap played until it settles"
      ),
      .help,
    ])

  /// Every format and what it writes, one a line (render's usage and the main usage share it).
  static let formatList = OutputFormat.allCases.map { "  \($0.rawValue.padded(to: 17))\($0.summary)" }.joined(separator: "\n")

  static let renderOptionList = renderSyntax.optionList

  static let render = """
    USAGE: tabframes render SCENE.json... [--format F]... [--out DIR] [--fps N] [--scale N] [--speed X] [--jobs N]
                            [--appearance A] [--shard I/N]

    Renders each scene's timeline frame by frame into every format asked for (default: strip).
    Every scene is loaded and its timeline played before anything is written. A scene file `-`
    is read from standard input; `--` ends the options (a file name may then start with -).

    FORMATS (--format, repeatable):
    \(formatList)

    OPTIONS:
    \(renderOptionList)

    Every file written is printed on stdout, one path a line; warnings and errors go to stderr.
    Exit codes: 0 ok, 2 bad usage or bad scene, 3 I/O or rendering failure.
    """

  static let check = """
    USAGE: tabframes check SCENE.json... --references DIR [--record] [--report DIR] [--jobs N]

    (`-` is standard input and `--` ends the options, as for render; -j is --jobs.)

    Compares every frame of each scene with DIR/NAME.sheet.png (a grid of the frames;
    NAME.sheet-2.png, … when one sheet of 4096 px a side is not enough) and its layout dump with
    DIR/NAME.layout.json. --record writes them instead, all at once after every scene has
    rendered; --report writes an HTML page of the differences (reference | difference | actual per
    frame) to DIR/index.html.

    Exit codes: 0 every scene matches, 1 some differ, 2 bad usage or bad scene, 3 I/O failure.
    """

  static let validate = """
    USAGE: tabframes validate SCENE.json... [--format F]... [--fps N] [--scale N] [--speed X] [--appearance A] [--jobs N]

    Checks scenes as render would (the file, every key, the timeline played to its end, the
    sizes of the formats asked for, outputs that would share a path) and writes nothing. Prints
    one line a scene on stdout: its name, frame count and duration. (--jobs is taken as render
    takes it, so a render's arguments validate as they are; nothing is drawn.)

    Exit codes: 0 every scene is valid, 2 a scene is not.
    """

  static let symbols = """
    USAGE: tabframes symbols [--sheet [--built-in] | --icons] [--out DIR]

    Lists every symbol name that draws something, one a line: the name, a tab, and where its
    drawing comes from (a built-in drawing, or an icon font's glyph: set, glyph name, codepoint,
    and the enclosure drawn around it). Built-in drawings come first and win over the map.
    --sheet draws them all into DIR/symbols.png and symbols.svg (--built-in: the built-in
    drawings alone); --icons writes one SVG a name, DIR/NAME.svg. Any other name draws a magenta
    crossed box, with a warning naming the nearest known names.
    """

  static let previews = """
    USAGE: tabframes previews [PACKAGE_DIR] [--target T]... [--out DIR] [--format F]... [--appearance A]
                              [--device D] [--shard I/N] [--tour]

    Renders every #Preview of a Swift package's library products (of the products holding the
    targets named, with --target) with no host code: it builds a program for each product beside
    the package's build (.build/tabframes-previews) and runs it. Each preview is written as
    DIR/Module/File/Name.EXT (Name: the preview's name, or line-N), and DIR/index.html shows them
    all, those of every shard rendered into DIR included. A product that does not compile is
    reported with its first error; the others still render. The #Preview macro must be installed
    (TabFrames' scripts/install-preview-macro; docs/PREVIEWS.md).

    OPTIONS:
    \(previewsSyntax.optionList)

    Exit codes: 0 every product built and rendered, 1 some did not compile (the others rendered),
    2 bad usage or a package SwiftPM cannot read, 3 I/O or rendering failure.
    """

  /// The options that take no value, for any command.
  static let switches = Set(
    [renderSyntax, checkSyntax, symbolsSyntax, previewsSyntax].flatMap(\.options).filter { $0.value == nil }.map(\.name))

  /// `--record=false` is refused: split as any `--flag=value`, its value would be read as a
  /// scene file named `false`, and the flag set.
  static func refuseValuesOfSwitches(_ arguments: [String]) throws(TabFramesError) {
    for a in options(arguments) where a.hasPrefix("--") {
      guard let equals = a.firstIndex(of: "="), switches.contains(String(a[..<equals])) else { continue }
      throw .usage("\(a[..<equals]) takes no value (given \"\(a[a.index(after: equals)...])\"); leave it out to turn it off")
    }
  }

  /// `--flag=value` becomes `--flag value`; a lone `--flag=` keeps its empty value. After `--`,
  /// which ends the options, every argument is a file name as written.
  static func splitEquals(_ arguments: [String]) -> [String] {
    options(arguments).flatMap { a -> [String] in
      guard a.hasPrefix("--"), let equals = a.firstIndex(of: "=") else { return [a] }
      return [String(a[..<equals]), String(a[a.index(after: equals)...])]
    } + arguments.dropFirst(options(arguments).count)
  }

  /// The arguments before `--` (all of them when there is none).
  static func options(_ arguments: [String]) -> ArraySlice<String> {
    arguments.prefix { $0 != "--" }
  }

  /// `--shard I/N`, read alike by every command that splits its work: 1 ≤ I ≤ N.
  static func shard(_ text: String) throws(TabFramesError) -> (index: Int, count: Int) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index) else {
      throw .usage("--shard takes I/N with 1 ≤ I ≤ N, such as 2/4; got \"\(text)\"")
    }
    return (index, count)
  }

  /// `--jobs N` (or `-j N`), read alike by every command: a whole number from 1 to 256.
  static func jobs(_ text: String) throws(TabFramesError) -> Int {
    guard let v = Double(text), v.isFinite, v == v.rounded(), (1...256).contains(v) else {
      throw .usage("--jobs must be a whole number from 1 to 256, got \"\(text)\"")
    }
    return Int(v)
  }

  /// Two lines: what was wrong, and where to look.
  static func unknown(_ what: String, _ word: String, known: [String], help: String) -> TabFramesError {
    var message = "unknown \(what) \"\(word)\""
    if let near = nearest(word, in: known) { message += "; did you mean \(near)?" }
    return .usage(message + "\nrun `\(help)` for usage")
  }

  /// The known word within a third of its length in edits (at least 2), closest first.
  static func nearest(_ word: String, in known: [String]) -> String? {
    let scored = known.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, best.0.count / 3) ? best.0 : nil
  }

}

extension String {
  fileprivate func padded(to width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
