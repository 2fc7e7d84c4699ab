import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesRender
import TabFramesValues
import Testing

// iOS 15's attributed strings: SwiftUI's attributes set on a string or a range of it, and
// Foundation's `AttributedString(markdown:)`, which Foundation on Linux does not have. A `Text` of
// one draws each run in its attributes. Its runs were read as plain characters before.

@Test @MainActor func anAttributedStringsRunsKeepTheirAttributes() throws {
  var greeting = AttributedString("Hello World, welcome back!")
  let world = try #require(greeting.range(of: "World"))
  greeting[world].foregroundColor = .orange
  greeting[world].font = .body.bold()
  let welcome = try #require(greeting.range(of: "welcome"))
  greeting[welcome].underlineStyle = .single
  #expect(greeting.runs.count == 5, "Hello / World / , / welcome / back!")
  let runs = try textRuns(390, Text(greeting))
  try #require(runs.count == 1)
  let (run, _, color) = runs[0]
  #expect(run.string == "Hello World, welcome back!")
  let orange = try #require(run.style(of: "World"))
  #expect(orange.font.weight == .bold && orange.color?.hexString == "#FF9500FF" && color.hexString == "#000000FF")
  #expect(run.style(of: "welcome")?.span?.underline != nil && run.style(of: "back")?.span?.underline == nil)
  // Drawn: a dark row under "welcome" as long as the word, none under the rest.
  let (png, svg, _, leaves) = try rendered("attributed", 300, 60, Text(greeting).padding(.horizontal, 10))
  let frame = try #require(leaves.first { $0.text == "Hello World, welcome back!" }).frame
  for image in [png, svg] {
    var longest = 0
    for y in Int(frame.midY * 3)..<Int(frame.maxY * 3) {
      var row = 0
      for x in Int(frame.minX * 3)..<Int(frame.maxX * 3) {
        let p = image[x, y]
        row = Int(p.r) + Int(p.g) + Int(p.b) < 200 ? row + 1 : 0
        longest = max(longest, row)
      }
    }
    // "welcome" is about 65 pt wide at 17 pt: its underline about 195 px; no letter is.
    #expect(longest > 150 && longest < 230, "an underline under one word: \(longest) px")
  }
}

@Test @MainActor func markdownMakesAnAttributedStringTextDraws() throws {
  let parsed = try AttributedString(markdown: "Read the **docs** or *ask* in `#help`, see [the forum](https://example.com/forum).")
  #expect(String(parsed.characters) == "Read the docs or ask in #help, see the forum.")
  let intents = parsed.runs.compactMap { run in run.inlinePresentationIntent.map { (String(parsed[run.range].characters), $0) } }
  #expect(intents.map(\.0) == ["docs", "ask", "#help"])
  #expect(intents.map(\.1) == [.stronglyEmphasized, .emphasized, .code])
  let links = parsed.runs.compactMap { $0.link }
  #expect(links == [URL(string: "https://example.com/forum")!])
  #expect(try AttributedString(markdown: "5 * 3 * 2").runs.count == 1, "marks that open nothing are text")

  let runs = try textRuns(
    390,
    VStack {
      Text(parsed); Text(parsed).tint(.purple)
    })
  try #require(runs.count == 2)
  let run = runs[0].run
  #expect(run.style(of: "docs")?.font.weight == .bold && run.style(of: "ask")?.font.italic == true)
  #expect(run.style(of: "#help")?.font.family != run.font.family, "code in the monospaced face")
  #expect(run.style(of: "the forum")?.color?.hexString == "#007AFFFF", "a link in the accent colour")
  #expect(runs[1].run.style(of: "the forum")?.color?.hexString == "#AF52DEFF", "a link in the tint")
  // A link that differs from the rest in nothing else is still a link (parts styled alike are
  // joined into one string, and the link's colour was lost with it).
  let only = try #require(try textRuns(390, Text(try AttributedString(markdown: "see [the forum](https://example.com)"))).first)
  func colour(_ part: String) -> String? { only.run.style(of: part).map { ($0.color ?? only.color).hexString } }
  #expect(colour("the forum") == "#007AFFFF" && colour("see") == "#000000FF", "\(only.run)")
}
