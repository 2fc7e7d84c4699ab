import TabFrames
import TabFramesDisplayList
import Testing

// iOS 17's semantic shape styles (`.separator`, `.fill` and its levels, `.link`, `.placeholder`,
// `.windowBackground`) and the levels of any style (`.red.secondary`). A news app's tab strip
// drew its bottom rule with `Rectangle().fill(.separator)`, which did not compile.

/// The colour of each rectangle, top to bottom, in light or dark.
@MainActor private func fills(_ dark: Bool, _ view: some View) throws -> [String] {
  let stage = Stage(name: "styles", width: 100, height: 200, appearance: dark ? .dark : .light) { view }
  return try stage.displayList().elements.filter { $0.frame.width == 100 }.sorted { $0.frame.y < $1.frame.y }.map(\.color.hexString)
}

@Test @MainActor func semanticStylesAreUIKitsSemanticColours() throws {
  let view = VStack(spacing: 0) {
    Rectangle().fill(.separator)
    Rectangle().fill(.fill)
    Rectangle().fill(.fill.secondary)
    Rectangle().fill(.fill.tertiary)
    Rectangle().fill(.fill.quaternary)
    Rectangle().fill(.link)
    Rectangle().fill(.placeholder)
    Rectangle().fill(.windowBackground)
  }
  #expect(
    try fills(false, view) == [
      "#3C3C434A", "#78788033", "#78788029", "#7676801F", "#74748014", "#007AFFFF", "#3C3C434D", "#FFFFFFFF",
    ])
  let dark = try fills(true, view)
  #expect(dark.first == "#54545899" && dark.last == "#000000FF" && dark[5] == "#0984FFFF", "\(dark)")
}

@Test @MainActor func aStylesLevelsAreItFaded() throws {
  let view = VStack(spacing: 0) {
    Rectangle().fill(.red.secondary)
    Rectangle().fill(.tint.tertiary)
    Rectangle().fill(.background.secondary)
  }
  #expect(try fills(false, view) == ["#FF3B3099", "#007AFF4D", "#F2F2F7FF"], "the background's own levels stay its own")
}
