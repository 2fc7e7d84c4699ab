import Foundation
import TabFramesDisplayList
import Testing

@testable import TabFrames

/// SwiftUI's `Picker`: segmented (UISegmentedControl's look) and menu styles
/// (docs/research/segmented-metrics.md).
private struct Range: View {
  @State private var range = "Week"
  let segmented: Bool
  var body: some View {
    let picker = Picker("Range", selection: $range) {
      ForEach(["Day", "Week", "Month"], id: \.self) { Text($0) }
    }
    if segmented { picker.pickerStyle(.segmented).padding(.horizontal, 16) } else { picker }
  }
}

@MainActor
private func text(_ list: DisplayList, _ s: String) -> Element? {
  list.elements.first { if case .text(let run) = $0.content { run.string == s } else { false } }
}

@Test @MainActor func aSegmentedPickerSlidesItsThumbToTheTappedSegment() throws {
  let frames = try Stage(name: "range", width: 390, height: 60) { Range(segmented: true) }.play([.hold(0.05), .tap("Month")]).frames
  let first = frames[0].displayList
  // The control takes the offered width: 358 pt, three equal segments 1 pt apart, 32 pt tall.
  let segment = (358.0 - 2) / 3
  let background = try #require(first.elements.first { $0.frame.width == 358 && $0.frame.height == 32 })
  #expect(background.cornerRadius == 8 && abs(background.frame.x - 16) < 0.01)
  // The thumb: the selected segment (Week, from the ForEach ids) inset by 2 pt, 6 pt corners.
  let thumbs = first.elements.filter { $0.cornerRadius == 6 && $0.content == .rect }
  let thumb = try #require(thumbs.first)
  #expect(abs(thumb.frame.x - (16 + segment + 1 + 2)) < 0.34 && abs(thumb.frame.width - (segment - 4)) < 0.34)
  #expect(abs(thumb.frame.height - 28) < 0.01)
  // Titles: 13 pt, the selected semibold, centred in their segments.
  let week = try #require(text(first, "Week"))
  let day = try #require(text(first, "Day"))
  guard case .text(let weekRun) = week.content, case .text(let dayRun) = day.content else { return }
  #expect(weekRun.font.size == 13 && weekRun.font.weight.rawValue > dayRun.font.weight.rawValue)
  #expect(abs(day.frame.x + day.frame.width / 2 - (16 + segment / 2)) < 0.5)
  // No divider: both gaps (Day|Week, Week|Month) are beside the selection.
  let dividers = first.elements.filter { $0.frame.width == 1 && abs($0.frame.height - 18) < 0.01 }
  #expect(dividers.isEmpty)
  // After a tap on Month the thumb slides there with UIKit's critically damped spring (no
  // overshoot), and a divider appears between Day and Week.
  let xs = frames.compactMap { f in f.displayList.elements.first { $0.cornerRadius == 6 && $0.content == .rect }?.frame.x }
  let end = 16 + 2 * (segment + 1) + 2
  #expect(abs((xs.last ?? 0) - end) < 0.34)
  #expect(xs.allSatisfy { $0 <= end + 0.01 }, "critically damped: never past Month")
  #expect(xs.contains { $0 > thumb.frame.x + 5 && $0 < end - 5 }, "it slides through the frames between")
  let last = try #require(frames.last).displayList
  #expect(last.elements.filter { $0.frame.width == 1 && abs($0.frame.height - 18) < 0.01 }.count == 1)
}

@Test @MainActor func aMenuPickerShowsTheSelectionAndOpensAMenuOfOptions() throws {
  let frames = try Stage(name: "range", width: 390, height: 300) { Range(segmented: false) }.play([
    .hold(0.05), .tap("Week"), .hold(1.5), .tap("Day"),
  ]).frames
  let closed = frames[0].displayList
  // Closed: the selected option and an up-down chevron, in the tint.
  let week = try #require(text(closed, "Week"))
  #expect(text(closed, "Day") == nil)
  #expect(closed.elements.contains { if case .symbol(let name, _) = $0.content { name == "chevron.up.chevron.down" } else { false } })
  #expect(week.color.b > 0.9 && week.color.r < 0.1, "the tint (system blue)")
  // Open: the options, the selected one with a checkmark; choosing Day closes it with Day shown.
  // Open and at rest (the menu springs out of its button): the frame before Day's tap.
  let open = frames[Int(1.55 * 60) - 1].displayList
  #expect(text(open, "Month") != nil)
  #expect(open.elements.contains { if case .symbol(let name, _) = $0.content { name == "checkmark" } else { false } })
  // The panel, hung from the centred label's trailing edge, is moved to stay 8 pt inside the
  // canvas, as UIKit keeps a menu on screen.
  let panel = try #require(open.elements.first { $0.cornerRadius == 13 && $0.frame.width == 250 })
  #expect(panel.frame.x >= 8 - 1e-9 && panel.frame.x + panel.frame.width <= 390 - 8 + 1e-9, "\(panel.frame)")
  #expect(abs(panel.frame.x - 8) < 1e-9, "it would start left of the canvas: moved to the margin")
  let last = try #require(frames.last).displayList
  #expect(text(last, "Day") != nil && text(last, "Week") == nil && text(last, "Month") == nil)
}

/// In a form (iOS 16+), a menu picker is a row: its label leads and the value with its chevron
/// trails in the secondary colour; `labelsHidden()` leaves the value alone, as outside a list.
@Test @MainActor func aMenuPickerInAFormIsARowWithItsLabel() throws {
  struct Settings: View {
    @State private var theme = "System"
    let hidden: Bool
    var body: some View {
      let picker = Picker("Appearance", selection: $theme) {
        Text("System").tag("System")
        Text("Dark").tag("Dark")
      }
      Form {
        if hidden { picker.labelsHidden() } else { picker }
      }
    }
  }
  let list = try Stage(name: "form", width: 390, height: 300) { Settings(hidden: false) }.displayList()
  let label = try #require(text(list, "Appearance"), "the label leads the row")
  let value = try #require(text(list, "System"))
  #expect(label.frame.x < 40 && value.frame.x > 250, "label \(label.frame), value \(value.frame)")
  // secondaryLabel: #3C3C43 at 60 %.
  #expect(
    abs(value.color.r - 0x3C / 255) < 0.01 && abs(value.color.b - 0x43 / 255) < 0.01 && abs(value.color.a - 0.6) < 0.01,
    "secondary: \(value.color)")
  #expect(label.color.r < 0.1 && label.color.b < 0.1, "the label is primary: \(label.color)")
  let hidden = try Stage(name: "hidden", width: 390, height: 300) { Settings(hidden: true) }.displayList()
  #expect(text(hidden, "Appearance") == nil)
  #expect(try #require(text(hidden, "System")).color.b > 0.9, "the value alone, in the tint")
}

@Test @MainActor func theOutermostTagIsTheOptionsValue() throws {
  struct Twice: View {
    @State private var value = 2
    var body: some View {
      Picker("Twice", selection: $value) {
        Text("A").tag(1).tag(2)
        Text("B").tag(3)
      }
    }
  }
  let texts = try Stage(name: "twice", width: 200, height: 60) { Twice() }.layout().compactMap(\.text)
  #expect(texts.contains("A") && !texts.contains("B"), "\(texts)")
}

/// `.navigationLink` in a form: a row that leads on, the label leading, the selected option
/// trailing in the secondary colour before a disclosure chevron, as a `NavigationLink` row.
/// `.wheel`: UIPickerView's 216 pt drum, the selected option in the middle on a 32 pt band,
/// three options either side drawn fainter as the drum turns them away, no more.
@Test @MainActor func navigationLinkAndWheelPickersDrawTheirOwnLooks() throws {
  struct Settings: View {
    @State private var language = "English"
    @State private var minutes = 15
    var body: some View {
      Form {
        Picker("Language", selection: $language) {
          ForEach(["English", "Deutsch"], id: \.self) { Text($0) }
        }
        .pickerStyle(.navigationLink)
        Picker("Minutes", selection: $minutes) {
          ForEach(0..<60) { Text("\($0) min").tag($0) }
        }
        .pickerStyle(.wheel)
      }
    }
  }
  let list = try Stage(name: "pickers", width: 390, height: 600) { Settings() }.displayList()
  let label = try #require(text(list, "Language"))
  let value = try #require(text(list, "English"))
  let chevron = try #require(list.elements.first { if case .symbol(let name, _) = $0.content { name == "chevron.right" } else { false } })
  #expect(label.frame.x < 40 && value.frame.maxX < chevron.frame.minX && chevron.frame.maxX > 340, "\(value.frame), \(chevron.frame)")
  #expect(abs(value.color.a - 0.6) < 0.01, "secondary: \(value.color)")
  #expect(text(list, "Deutsch") == nil, "the options are on the screen it leads to")

  #expect(text(list, "Minutes") == nil, "a wheel shows no label")
  let middle = try #require(text(list, "15 min"))
  let band = try #require(
    list.elements.first {
      $0.content == .rect && $0.frame.height == 32 && $0.frame.minY < middle.frame.midY && $0.frame.maxY > middle.frame.midY
    })
  #expect(abs(band.frame.midY - middle.frame.midY) < 1, "the selection sits on the band: \(band.frame), \(middle.frame)")
  #expect(middle.color.a == 1)
  let near = try #require(text(list, "14 min"))
  let far = try #require(text(list, "12 min"))
  #expect(near.frame.midY < middle.frame.midY && far.frame.midY < near.frame.midY)
  #expect(far.color.a < near.color.a && near.color.a < 1, "fainter as the drum turns: \(near.color.a), \(far.color.a)")
  #expect(text(list, "11 min") == nil && text(list, "19 min") == nil, "three either side")
  #expect(try #require(text(list, "18 min")).frame.midY - middle.frame.midY < 108, "within the 216 pt drum")
}

/// `.inline` in a form: the label's row, then a row for each option, the selected one checked in
/// the tint at the trailing edge; tapping an option's row selects it. Outside a list, a wheel.
@Test @MainActor func anInlinePickerListsItsOptionsAsRows() throws {
  struct Sounds: View {
    @State private var sound = "Chime"
    var body: some View {
      VStack {
        Form {
          Section("Alerts") {
            Picker("Sound", selection: $sound) {
              ForEach(["Chime", "Glass", "Pop"], id: \.self) { Text($0) }
            }
            .pickerStyle(.inline)
          }
        }
        Picker("Loose", selection: $sound) {
          ForEach(["Chime", "Glass", "Pop"], id: \.self) { Text($0) }
        }
        .pickerStyle(.inline)
      }
    }
  }
  let stage = Stage(name: "inline", width: 390, height: 700) { Sounds() }
  func checkmark(_ list: DisplayList) throws -> Element {
    try #require(list.elements.first { if case .symbol(let name, _) = $0.content { name == "checkmark" } else { false } })
  }
  let list = try stage.displayList()
  let rows = try ["Sound", "Chime", "Glass", "Pop"].map { try #require(text(list, $0), "\($0)") }
  #expect(zip(rows, rows.dropFirst()).allSatisfy { $1.frame.minY - $0.frame.minY > 40 }, "a row each, 44 pt apart")
  #expect(rows.allSatisfy { $0.frame.x < 40 && $0.color.hexString == "#000000FF" }, "options in the primary colour")
  let check = try checkmark(list)
  #expect(abs(check.frame.midY - rows[1].frame.midY) < 2 && check.frame.maxX > 340 && check.color.hexString == "#007AFFFF")
  #expect(text(list, "Loose") == nil, "outside a list, a wheel, which shows no label")
  let played = try #require(try stage.play([.tap("Pop")]).frames.last).displayList
  let pop = try #require(text(played, "Pop"))
  #expect(abs(try checkmark(played).frame.midY - pop.frame.midY) < 2, "the tapped option is checked")
}
