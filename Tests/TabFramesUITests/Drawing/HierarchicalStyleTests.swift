import TabFrames
import TabFramesDisplayList
import Testing

// Hierarchical styles (`.primary` … `.quaternary`) are levels of the current foreground style,
// the last one set that is not itself a level, as Apple documents `secondary`: they do not
// compound. A stocks list's section header written `.foregroundStyle(.primary)` stayed grey.

/// The colour each text of a view is drawn in, by string.
@MainActor private func colors(_ view: some View) throws -> [String: String] {
  let list = try Stage(name: "levels", width: 390, height: 300) { view }.displayList()
  var found: [String: String] = [:]
  for e in list.elements { if case .text(let r) = e.content { found[r.string] = e.color.hexString } }
  return found
}

@Test @MainActor func hierarchicalStylesAreLevelsOfTheForegroundNotOfEachOther() throws {
  let plain = try colors(
    VStack {
      Text("Primary").foregroundStyle(.primary)
      Text("Secondary").foregroundStyle(.secondary)
    }
    .foregroundStyle(.secondary))
  #expect(plain["Primary"] == "#000000FF", "the first level again: \(plain)")
  #expect(plain["Secondary"] == "#3C3C4399", "the secondary level, not the secondary's secondary: \(plain)")
  // Of a colour: levels are that colour faded; a colour set inside is the foreground there.
  let red = try colors(
    VStack {
      Text("Faded").foregroundStyle(.secondary)
      VStack { Text("Back").foregroundStyle(.primary) }.foregroundStyle(.tertiary)
      VStack { Text("Blue").foregroundStyle(.secondary) }.foregroundStyle(.blue)
    }
    .foregroundStyle(.red))
  #expect(red["Faded"] == "#FF3B3099" && red["Back"] == "#FF3B30FF", "\(red)")
  #expect(red["Blue"] == "#007AFF99", "\(red)")
}

@Test @MainActor func aSectionHeaderCanBeMadePrimary() throws {
  let found = try colors(
    List {
      Section {
        Text("Row")
      } header: {
        HStack {
          Text("My Symbols").foregroundStyle(.primary)
          Text("Dec 7")
        }
      }
    })
  #expect(found["MY SYMBOLS"] == "#000000FF", "\(found)")
  #expect(found["DEC 7"] == "#3C3C4399", "the header's own colour: \(found)")
}
