import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesSceneFormat
import TabFramesValues
import Testing

/// The elements of a stage's display list: each text's string or each symbol's name, its colour
/// and frame.
@MainActor private func drawn(_ view: some View, width: CGFloat = 320) throws -> [(String, RGBA, TextRun?, Rect)] {
  try Stage(name: "inline", width: width, height: 80) { view }.displayList().elements.compactMap { e in
    switch e.content {
    case .text(let run): (run.string, e.color, run, e.frame)
    case .symbol(let name, _): (name, e.color, nil, e.frame)
    default: nil
    }
  }
}

/// A text put into a literal keeps its own style, as in SwiftUI (`"\(value) \(Text(unit).font(.caption))"`
/// shows the unit small); the literal around it is in the outer text's.
@Test @MainActor func aTextInterpolatedIntoALiteralKeepsItsStyle() throws {
  let items = try drawn(Text("Total: \(Text("$24.99").bold().foregroundColor(.green))").font(.title3).foregroundColor(.blue))
  #expect(items.map(\.0) == ["Total: $24.99"], "\(items.map(\.0))")
  let run = try #require(items.first?.2)
  let (plain, bold) = (try #require(run.style(of: "Total")), try #require(run.style(of: "$24.99")))
  #expect(plain.font.weight == .regular && bold.font.weight == .bold)
  #expect(plain.font.size == bold.font.size && abs(plain.font.size - 20) < 0.5, "both in the outer title3: \(plain.font.size)")
  #expect(
    (plain.color ?? items[0].1).hexString == "#007AFFFF" && (bold.color ?? items[0].1).hexString == "#34C759FF",
    "the outer blue, the part's own green")
  let small = try #require(drawn(Text("410 \(Text("CAL").font(.caption))").font(.title3.weight(.semibold))).first?.2)
  #expect(small.string == "410 CAL" && (small.style(of: "CAL")?.font.size ?? 0) < (small.style(of: "410")?.font.size ?? 0) - 5)
}

/// `Text(Image(systemName:))` and an image put into a literal draw the symbol in the line, in the
/// text's colour and font, followed by the rest of the text.
@Test @MainActor func anImageInATextIsDrawnInItsLine() throws {
  let joined = try drawn(Text(Image(systemName: "checkmark.seal.fill")).foregroundColor(.blue) + Text(" Verified").bold())
  #expect(joined.map(\.0) == ["checkmark.seal.fill", " Verified"], "\(joined.map(\.0))")
  #expect(joined[0].1.hexString == "#007AFFFF" && joined[1].1.hexString == "#000000FF")
  #expect(joined[0].3.x + joined[0].3.width <= joined[1].3.x + 0.5, "the symbol before the text")
  let rating = try drawn(Text("\(Image(systemName: "star.fill")) \(4.8, specifier: "%.1f") (\(2345) reviews)").foregroundColor(.orange))
  #expect(rating.map(\.0) == ["star.fill", " 4.8 (2,345 reviews)"], "\(rating.map(\.0))")
  #expect(rating.allSatisfy { $0.1.hexString == "#FF9500FF" }, "the symbol in the text's colour")
  // The symbol sits on the text's line: its middle within the text's frame.
  let (star, text) = (rating[0].3, rating[1].3)
  #expect(star.y + star.height / 2 > text.y && star.y + star.height / 2 < text.y + text.height, "\(star) in \(text)")
  let large = try drawn(Text(Image(systemName: "star.fill")).font(.largeTitle))
  let body = try drawn(Text(Image(systemName: "star.fill")))
  #expect(large[0].3.height > body[0].3.height * 1.5, "in the text's font: \(large[0].3) against \(body[0].3)")
}

/// What SwiftUI's localized string interpolation takes besides values and texts: a date in a date
/// style and a value through a Foundation formatter (a `DateFormatter` kept on the view, the
/// idiom from before format styles).
@Test @MainActor func aLiteralTakesDateStylesAndFormatters() throws {
  let formatter = DateFormatter()
  formatter.dateStyle = .medium
  formatter.locale = Locale(identifier: "en_US")
  formatter.timeZone = TimeZone(identifier: "UTC")
  let date = Date(timeIntervalSince1970: 1_700_000_000)
  let items = try drawn(
    VStack {
      Text("Delivered \(date, formatter: formatter)")
      Text("On \(date, style: .date)")
      Text("Order \(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)")
    })
  #expect(
    items.map(\.0) == ["Delivered Nov 14, 2023", "On November 14, 2023", "Order E621E1F8-C36C-495A-93FC-0C247A3E6E5F"], "\(items.map(\.0))")
}
