import Foundation
import TabFrames
import TabFramesDisplayList
import Testing

// A style of one's own that adjusts the standard look by making the control again from its
// configuration (`Button(configuration)`, `Toggle(configuration)`, `GroupBox(configuration)`),
// and `GroupBoxStyle`, as app code writes them.

private struct PillButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration).buttonStyle(.borderedProminent).clipShape(Capsule())
  }
}

private struct PurpleToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View { Toggle(configuration).tint(.purple) }
}

private struct CardGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 4) {
      configuration.label.font(.headline)
      configuration.content
    }
    .padding(10)
    .background(Color.orange)
  }
}

private struct Shelf: View {
  @State private var on = false
  @State private var taps = 0
  var body: some View {
    VStack(spacing: 20) {
      Button("Primary") { taps += 1 }.buttonStyle(PillButtonStyle())
      Text("Taps \(taps)")
      Toggle("Purple", isOn: $on).toggleStyle(PurpleToggleStyle())
      GroupBox("Usage") { Text("Disk") }.groupBoxStyle(CardGroupBoxStyle())
      GroupBox("Plain") { Text("Standard") }
    }
    .padding()
  }
}

private func texts(_ list: DisplayList) -> [String] {
  list.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }
}

/// A primitive style's `Button(configuration)` is the button again (its action, its label) in
/// the look the style asks for; a toggle style's `Toggle(configuration)` is the switch, in the
/// style's tint, and flips the binding; a `GroupBoxStyle` draws the label and content its way.
@Test @MainActor func stylesMakeTheControlAgainFromItsConfiguration() throws {
  let stage = Stage(name: "styles", width: 390, height: 500) { Shelf() }
  let list = try stage.displayList()
  // The prominent look: white label on a filled capsule, the only white text.
  let primary = try #require(list.elements.first { if case .text(let r) = $0.content { r.string == "Primary" } else { false } })
  #expect(primary.color.r > 0.95 && primary.color.g > 0.95, "the bordered-prominent label: \(primary.color)")
  // The switch, off: a 51 × 31 track.
  #expect(list.elements.contains { $0.frame.width == 51 && $0.frame.height == 31 }, "the switch")
  // The card: orange behind "Usage" and "Disk"; the standard box keeps its own look.
  let orange = list.elements.filter { $0.content == .rect && $0.color.r > 0.95 && $0.color.g > 0.5 && $0.color.g < 0.7 && $0.color.b < 0.1 }
  #expect(orange.count == 1, "one orange card: \(orange.map(\.frame))")
  #expect(texts(list).contains("Standard") && texts(list).contains("Usage"))

  let frames = try stage.play([
    .tap("Primary"), .tap(at: (390 - 16 - 25, try #require(list.elements.first { $0.frame.width == 51 }).frame.midY)),
  ]).frames
  let last = try #require(frames.last).displayList
  #expect(texts(last).contains("Taps 1"), "the style's button runs the action: \(texts(last))")
  // On, the track is the style's tint (purple), not the default green.
  let track = try #require(last.elements.first { $0.frame.width == 51 && $0.frame.height == 31 })
  #expect(track.color.r > 0.6 && track.color.b > 0.7 && track.color.g < 0.5, "the purple track: \(track.color)")
}
