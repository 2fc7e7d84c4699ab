import TabFramesOutput

/// One option of a command, declared once: how it is parsed, its line in the command's usage, and
/// the suggestions for a misspelt option all come from here.
struct CommandOption {
  let name: String
  /// A one-letter form (`-o` for `--out`).
  let short: String?
  /// What its value is called in the usage (`DIR`); nil for a switch, which takes none.
  let value: String?
  /// Its text in the usage's OPTIONS, continued on further lines; nil when the usage describes it
  /// elsewhere (`--format` with the formats, `--help`).
  let help: String?

  init(_ name: String, short: String? = nil, value: String? = nil, help: String? = nil) {
    self.name = name
    self.short = short
    self.value = value
    self.help = help
  }

  static let help = CommandOption("--help", short: "-h")
}

/// A command's options, and how its arguments are read by the rules every command shares:
/// `--flag value` as well as `--flag=value` (split before: `CommandUsage.splitEquals`), a short
/// name for its long one, `--` ends the options (a file name may then start with a dash), `-` is
/// an operand (standard input), an empty value is refused, and an unknown option is answered with
/// the nearest known one.
struct CommandSyntax {
  let command: String
  let options: [CommandOption]

  /// What a misspelt option is compared with, in the order the usage lists them.
  var known: [String] { options.map(\.name) }

  /// The options of this syntax named, in this order.
  func only(_ names: [String], command: String) -> CommandSyntax {
    CommandSyntax(command: command, options: names.compactMap { name in options.first { $0.name == name } })
  }

  func parse(_ arguments: [String]) throws(TabFramesError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var i = 0
    var ended = false
    while i < arguments.count {
      let a = arguments[i]
      i += 1
      if ended {
        parsed.operands.append(a)
        continue
      }
      if a == "--" {
        ended = true
        continue
      }
      guard a.hasPrefix("-"), a != "-" else {
        parsed.operands.append(a)
        continue
      }
      guard let option = options.first(where: { $0.name == a || $0.short == a }) else {
        throw CommandUsage.unknown("option", a, known: known, help: "tabframes \(command) --help")
      }
      guard option.value != nil else {
        parsed.switches.insert(option.name)
        continue
      }
      // An empty value (`--out=`) would be the current folder, or a file named nothing: refused.
      guard i < arguments.count, !arguments[i].isEmpty else { throw .usage("\(a) needs a value") }
      parsed.values.append((option.name, a, arguments[i]))
      i += 1
    }
    return parsed
  }

  /// The usage's OPTIONS lines: each option with its value's name in a column of 15, its text
  /// after it (two spaces after a longer one), continued under the text.
  var optionList: String {
    options.compactMap { option -> String? in
      guard let help = option.help else { return nil }
      let label = option.name + (option.value.map { " " + $0 } ?? "")
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
      let first = "  " + (label.count < 15 ? label + String(repeating: " ", count: 15 - label.count) : label + "  ") + lines[0]
      return ([first] + lines.dropFirst().map { String(repeating: " ", count: 17) + $0 }).joined(separator: "\n")
    }.joined(separator: "\n")
  }
}

/// A command's arguments as its syntax read them.
struct ParsedArguments {
  /// Arguments that are not options: scene files, a package folder.
  var operands: [String] = []
  /// Each value given, in order: the option's name, as typed (`-o`), and its value.
  fileprivate(set) var values: [(option: String, typed: String, value: String)] = []
  fileprivate(set) var switches: Set<String> = []

  /// Every value of a repeatable option, in order, with the option as typed (for messages).
  func all(_ name: String) -> [(typed: String, value: String)] { values.filter { $0.option == name }.map { ($0.typed, $0.value) } }

  /// The option's last value (a later one overrides), with the option as typed.
  func last(_ name: String) -> (typed: String, value: String)? { all(name).last }

  func has(_ name: String) -> Bool { switches.contains(name) || values.contains { $0.option == name } }
}
