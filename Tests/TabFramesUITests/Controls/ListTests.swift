import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesValues
import Testing

// Lists and forms as an iPhone draws them at rest: inset grouped by default.

private struct Settings: View {
  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          Text("Name")
          Text("Email")
        }
        Section {
          Text("Notifications")
        } footer: {
          Text("Sent at most once a day.")
        }
      }
      .navigationTitle("Settings")
    }
  }
}

@Test @MainActor func aFormDrawsInsetGroupedSections() throws {
  let stage = Stage(name: "settings", width: 390, height: 600) { Settings() }
  let leaves = try stage.layout(textSize: { s, f in CGSize(width: CGFloat(s.count) * f.size / 2, height: (f.size * 1.2).rounded()) })
  func frame(_ text: String) throws -> CGRect { try #require(leaves.first { $0.text?.uppercased() == text.uppercased() }).frame }
  let name = try frame("Name")
  let email = try frame("Email")
  let header = try frame("Account")
  let footer = try frame("Sent at most once a day.")
  // Rows 16 pt into a card 16 pt from the edge; 44 pt apart (a row and its hairline).
  #expect(name.minX == 32 && email.minX == 32, "\(name), \(email)")
  #expect(abs(email.midY - name.midY - (44 + 1.0 / 3)) < 0.5, "\(name), \(email)")
  // The header above the first card, 32 pt in; under the 96 pt bar and the 35 pt section gap.
  #expect(header.minX == 32 && header.maxY < name.minY && header.minY >= 96 + 35 - 0.5, "\(header)")
  // The footer under the second card.
  let notifications = try frame("Notifications")
  #expect(footer.minY > notifications.maxY && footer.minX == 32, "\(footer)")
  // Drawn: the grouped background, white cards, grey hairlines.
  let list = try stage.displayList()
  let fills = list.elements.map(\.color)
  #expect(fills.contains { abs($0.r - 0xF2 / 255.0) < 0.002 && abs($0.b - 0xF7 / 255.0) < 0.002 }, "the grouped background")
  #expect(fills.filter { $0.r == 1 && $0.g == 1 && $0.b == 1 && $0.a == 1 }.count >= 2, "two white cards")
}

/// A plain list: rows full width, no cards; `List(data)` makes a row an element.
@Test @MainActor func aPlainListHasFullWidthRows() throws {
  struct Fruit: Identifiable { let id: Int; let name: String }
  let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
  let stage = Stage(name: "plain", width: 300, height: 300) {
    List(fruits) { fruit in Text(fruit.name) }.listStyle(.plain)
  }
  let leaves = try stage.layout(textSize: { s, f in CGSize(width: CGFloat(s.count) * 8, height: 20) })
  let apple = try #require(leaves.first { $0.text == "Apple" })
  let pear = try #require(leaves.first { $0.text == "Pear" })
  #expect(apple.frame.minX == 16 && apple.frame.minY == 12, "\(apple.frame)")
  #expect(abs(pear.frame.minY - apple.frame.minY - (44 + 1.0 / 3)) < 0.5)
}

/// A list is a scroll view on iOS: taller than the space it is given, it shows its rows from the
/// top and cuts the rest at its bottom edge (its first rows fell off the top, centred).
@Test @MainActor func aLongListShowsItsFirstRowsAndCutsTheRest() throws {
  let stage = Stage(name: "long", width: 393, height: 400, scale: 1) {
    List(0..<30, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
  }
  let leaves = try stage.layout()
  let first = try #require(leaves.first { $0.id == "row0" })
  #expect(first.frame.minY > 0 && first.frame.minY < 60, "the first row at the top: \(first.frame)")
  let last = try #require(leaves.first { $0.id == "row29" })
  #expect(last.frame.minY > 400, "the last row below the bottom edge: \(last.frame)")
  let list = try stage.displayList()
  let cut = try #require(list.elements.first { $0.id == "row29" })
  #expect(cut.clip.map { $0.y + $0.height <= 400.5 } == true, "cut at the list's bottom: \(String(describing: cut.clip))")
  // A short list is as before: its rows from the top, the background filling the space.
  let short = try Stage(name: "short", width: 393, height: 400, scale: 1) {
    List(0..<3, id: \.self) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
  }.layout()
  #expect(try #require(short.first { $0.id == "row0" }).frame.minY == first.frame.minY)
}

/// A list lays its rows out as a scroll view does, each at its whole height: a long list's
/// `lineLimit(2)` texts keep both lines (measured against the list's own height, the rows were
/// squeezed to fit it, and texts above the fold shrank to one line), and rows that run on are
/// seen under the home indicator, as a scroll view's are.
@Test @MainActor func aLongListsRowsKeepTheirWholeHeight() throws {
  var stage = Stage(name: "feed", width: 393, height: 852, scale: 3) {
    List(1...12, id: \.self) { i in
      HStack(alignment: .top, spacing: 12) {
        Color.gray.frame(width: 44, height: 44)
        VStack(alignment: .leading, spacing: 4) {
          Text("Post #\(i)").font(.headline)
          Text("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.")
            .font(.subheadline)
            .lineLimit(2)
            .accessibilityIdentifier("body\(i)")
        }
      }
    }
    .listStyle(.plain)
  }
  stage.safeAreaInsets = Stage.iPhoneSafeArea
  let leaves = try stage.layout()
  let bodies = try (1...12).map { i in try #require(leaves.first { $0.id == "body\(i)" }) }
  let one = try #require(leaves.first { $0.text == "Post #1" }).frame.height
  for body in bodies { #expect(body.frame.height > one * 1.5, "two lines each: \(body.frame)") }
  let list = try stage.displayList()
  let eleventh = try #require(list.elements.first { $0.id == "body11" })
  #expect(eleventh.clip.map { $0.y + $0.height > 852 - 0.5 } == true, "seen to the screen's bottom: \(String(describing: eleventh.clip))")
}

/// iOS 16+ starts a row's separator under the row's first text: a row with an icon before its
/// title has its separator under the title; a row without text, at the row's 16 pt inset.
@Test @MainActor func aRowsSeparatorStartsUnderItsFirstText() throws {
  let stage = Stage(name: "library", width: 390, height: 400) {
    List {
      HStack {
        Image(systemName: "music.note").frame(width: 44, height: 44)
        Text("Midnight City")
      }
      Color.orange.frame(height: 30)
      Text("Last")
    }
    .listStyle(.plain)
  }
  let leaves = try stage.layout(textSize: { s, f in CGSize(width: CGFloat(s.count) * f.size / 2, height: (f.size * 1.2).rounded()) })
  let title = try #require(leaves.first { $0.text == "Midnight City" }).frame
  // The separators: hairlines a third of a point tall, top to bottom.
  let lines = leaves.filter { abs($0.frame.height - 1.0 / 3) < 1e-6 }.map(\.frame).sorted { $0.minY < $1.minY }
  try #require(lines.count == 2, "\(lines)")
  #expect(abs(lines[0].minX - title.minX) < 1e-6 && abs(lines[0].maxX - 390) < 1e-6, "under the title: \(lines[0]), title \(title)")
  #expect(abs(lines[1].minX - 16) < 1e-6, "a row without text: from the 16 pt inset, \(lines[1])")
}

/// Apple's example for `listRowSeparatorLeading`: the separator moves under the view that sets
/// the guide (a name after an emoji, both texts), where by default it starts under the emoji.
@Test @MainActor func aRowsSeparatorFollowsItsListRowSeparatorLeadingGuide() throws {
  func firstLine(guided: Bool) throws -> (line: CGRect, emoji: CGRect, name: CGRect) {
    let stage = Stage(name: "foods", width: 390, height: 300) {
      List {
        ForEach(["Pizza", "Pear"], id: \.self) { food in
          HStack {
            Text("🍕").font(.system(size: 40))
            if guided {
              Text(food).alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            } else {
              Text(food)
            }
          }
        }
      }
    }
    let leaves = try stage.layout(textSize: { s, f in CGSize(width: CGFloat(s.count) * f.size / 2, height: (f.size * 1.2).rounded()) })
    let line = try #require(leaves.filter { abs($0.frame.height - 1.0 / 3) < 1e-6 }.map(\.frame).min { $0.minY < $1.minY })
    let emoji = try #require(leaves.first { $0.text == "🍕" }).frame
    let name = try #require(leaves.first { $0.text == "Pizza" }).frame
    return (line, emoji, name)
  }
  let plain = try firstLine(guided: false)
  #expect(abs(plain.line.minX - plain.emoji.minX) < 1e-6, "by default under the first text, the emoji: \(plain)")
  let guided = try firstLine(guided: true)
  #expect(abs(guided.line.minX - guided.name.minX) < 1e-6, "under the view that sets the guide: \(guided)")
}

/// A contact row as apps write it: an avatar circle with the initial drawn over it, then the
/// name. The separator starts under the name, as on iOS: the initial is an overlay's text, and
/// an overlay gives the row no alignment guide. It started under the initial.
@Test @MainActor func aRowsSeparatorSkipsTheTextOfAnOverlay() throws {
  let stage = Stage(name: "contacts", width: 390, height: 300) {
    List {
      ForEach(["Sam", "Ada"], id: \.self) { name in
        HStack(spacing: 12) {
          Circle().fill(.blue).frame(width: 40, height: 40)
            .overlay { Text(String(name.prefix(1))).foregroundStyle(.white) }
          Text(name)
        }
      }
    }
  }
  let leaves = try stage.layout(textSize: { s, f in CGSize(width: CGFloat(s.count) * f.size / 2, height: (f.size * 1.2).rounded()) })
  let line = try #require(leaves.filter { abs($0.frame.height - 1.0 / 3) < 1e-6 }.map(\.frame).min { $0.minY < $1.minY })
  let initial = try #require(leaves.first { $0.text == "S" }).frame
  let name = try #require(leaves.first { $0.text == "Sam" }).frame
  #expect(abs(line.minX - name.minX) < 1e-6, "under the name: \(line), name \(name), initial \(initial)")
}

/// A row holding a segmented picker has its separator at the row's inset, as on iOS: the
/// segments' titles are UISegmentedControl's, not SwiftUI texts, so they give the row no
/// separator guide. It started under the first segment's title, halfway into the row.
@Test @MainActor func aSegmentedPickersTitlesDoNotSetTheRowsSeparator() throws {
  let stage = Stage(name: "units", width: 390, height: 300) {
    List {
      Picker("Units", selection: .constant(0)) {
        Text("Metric").tag(0)
        Text("Imperial").tag(1)
      }
      .pickerStyle(.segmented)
      Text("Last")
    }
    .listStyle(.plain)
  }
  let leaves = try stage.layout(textSize: { s, f in CGSize(width: CGFloat(s.count) * f.size / 2, height: (f.size * 1.2).rounded()) })
  let line = try #require(leaves.filter { abs($0.frame.height - 1.0 / 3) < 1e-6 }.map(\.frame).min { $0.minY < $1.minY })
  let metric = try #require(leaves.first { $0.text == "Metric" }).frame
  #expect(metric.minX > 40, "the title is inside its segment: \(metric)")
  #expect(abs(line.minX - 16) < 1e-6, "from the row's 16 pt inset: \(line)")
}

/// A list row's badge: its count or text at the row's trailing side in the secondary colour,
/// before a navigation link's chevron, as iOS draws it (not the tab bar's red capsule); nil or a
/// zero count shows none.
@Test @MainActor func aListRowsBadgeSitsAtItsTrailingSide() throws {
  let stage = Stage(name: "badges", width: 390, height: 400) {
    List {
      NavigationLink("Inbox") { Text("Mail") }.badge(3)
      Text("Updates").badge("New")
      Text("Archive").badge(0)
      NavigationLink("Drafts") { Text("Mail") }.badge(nil as String?)
    }
  }
  let list = try stage.displayList()
  let texts = list.elements.compactMap { e -> (String, TabFramesDisplayList.Element)? in
    if case .text(let r) = e.content { (r.string, e) } else { nil }
  }
  #expect(texts.map(\.0) == ["Inbox", "3", "Updates", "New", "Archive", "Drafts"], "\(texts.map(\.0))")
  func element(_ s: String) throws -> TabFramesDisplayList.Element { try #require(texts.first { $0.0 == s }?.1) }
  let count = try element("3"), new = try element("New")
  let chevrons = list.elements.filter { if case .symbol(let name, _) = $0.content { name == "chevron.right" } else { false } }
  let chevron = try #require(chevrons.first)
  #expect(
    count.frame.maxX < chevron.frame.minX && chevron.frame.minX - count.frame.maxX < 12,
    "the count just before the chevron: \(count.frame) \(chevron.frame)")
  #expect(abs(new.frame.maxX - (390 - 16 - 16)) < 0.5, "a plain row's badge at its trailing inset: \(new.frame)")
  let inbox = try element("Inbox")
  #expect(count.color == new.color && count.color != inbox.color, "secondary, not the label's colour: \(count.color)")
  #expect(!list.elements.contains { $0.content == .rect && $0.color.r > 0.9 && $0.color.g < 0.3 }, "no red capsule")
}

/// `headerProminence(.increased)` draws a section's header as iOS's prominent headers: larger and
/// bold, in the primary colour, as written; the other sections keep the standard header.
@Test @MainActor func anIncreasedHeaderIsLargerBoldAndAsWritten() throws {
  let stage = Stage(name: "prominent", width: 390, height: 500) {
    List {
      Section("Favorites") { Text("Steps") }.headerProminence(.increased)
      Section("Other") { Text("Sleep") }
    }
  }
  let texts = try stage.displayList().elements.compactMap { e -> (TextRun, RGBA)? in
    if case .text(let run) = e.content { (run, e.color) } else { nil }
  }
  let prominent = try #require(texts.first { $0.0.string == "Favorites" }, "\(texts.map(\.0.string))")
  let standard = try #require(texts.first { $0.0.string == "OTHER" }, "\(texts.map(\.0.string))")
  #expect(prominent.0.font.size > 19 && prominent.0.font.weight == .bold, "\(prominent.0.font)")
  #expect(standard.0.font.size < 14 && standard.0.font.weight == .regular)
  #expect(prominent.1.a == 1 && prominent.1.r < 0.1, "the primary colour: \(prominent.1)")
  #expect(standard.1.a < 1, "the secondary colour")
}

/// A navigation link whose row fills its width (an icon, a title, a `Spacer` and a value, as a
/// Settings row is written) keeps its chevron apart from the value, as iOS does; it touched it.
@Test @MainActor func aFullRowsValueKeepsClearOfTheChevron() throws {
  let stage = Stage(name: "settings", width: 390, height: 300) {
    List {
      NavigationLink {
        Text("Wi-Fi")
      } label: {
        HStack {
          Text("Wi-Fi")
          Spacer()
          Text("Home").foregroundStyle(.secondary)
        }
      }
    }
  }
  let elements = try stage.displayList().elements
  let value = try #require(elements.first { if case .text(let r) = $0.content { r.string == "Home" } else { false } })
  let chevron = try #require(elements.first { if case .symbol(let name, _) = $0.content { name == "chevron.right" } else { false } })
  #expect(chevron.frame.x - (value.frame.x + value.frame.width) >= 7.5, "\(value.frame) \(chevron.frame)")
}

/// In a list, a label's icon is in the accent colour and its title in the primary one (Apple's
/// `listItemTint` documentation: list labels' icons "use the accent color by default"); a
/// foreground style set on the label colours both, and outside a list the icon is primary. A
/// settings form's icons were black.
@Test @MainActor func aLabelsIconInAListIsInTheAccentColour() throws {
  let elements = try Stage(name: "labels", width: 390, height: 400) {
    VStack {
      List {
        Label("Wi-Fi", systemImage: "wifi")
        Label("Flame", systemImage: "flame").foregroundStyle(.red)
        Toggle(isOn: .constant(true)) { Label("Alerts", systemImage: "bell") }
      }
      Label("Outside", systemImage: "star")
    }
    .tint(.orange)
  }.displayList().elements
  func color(_ name: String) throws -> RGBA {
    try #require(elements.first { if case .symbol(let n, _) = $0.content { n == name } else { false } }).color
  }
  func text(_ string: String) throws -> RGBA {
    try #require(elements.first { if case .text(let r) = $0.content { r.string == string } else { false } }).color
  }
  let orange = RGBA(hex: 0xFF9500)
  #expect(try color("wifi") == orange && color("bell") == orange, "in the tint")
  #expect(try text("Wi-Fi") == RGBA(0, 0, 0, 1), "the title stays primary")
  #expect(try color("flame") == RGBA(hex: 0xFF3B30) && text("Flame") == RGBA(hex: 0xFF3B30), "a style set on the label wins")
  #expect(try color("star") == RGBA(0, 0, 0, 1), "outside a list, primary")
}

/// `listItemTint(_:)` colours the list labels' icons in place of the tint (it was accepted and
/// did nothing); nil keeps the one from outside; `.monochrome` is grey.
@Test @MainActor func listItemTintColoursTheLabelsIcons() throws {
  let elements = try Stage(name: "tints", width: 390, height: 400) {
    List {
      Label("Green", systemImage: "leaf").listItemTint(.green)
      Label("Kept", systemImage: "star").listItemTint(nil as Color?)
      Label("Grey", systemImage: "moon").listItemTint(.monochrome)
      Label("Fixed", systemImage: "sun.max").listItemTint(.fixed(.pink))
    }
    .listItemTint(.purple)
  }.displayList().elements
  func color(_ name: String) throws -> RGBA {
    try #require(elements.first { if case .symbol(let n, _) = $0.content { n == name } else { false } }).color
  }
  #expect(try color("leaf") == RGBA(hex: 0x34C759) && color("star") == RGBA(hex: 0xAF52DE), "green; the list's purple")
  #expect(try color("moon") == RGBA(hex: 0x8E8E93) && color("sun.max") == RGBA(hex: 0xFF2D55))
}
