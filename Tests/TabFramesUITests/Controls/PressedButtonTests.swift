import Foundation
import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// A stage's tap holds the button down for `tapHold` (0.1 s) before it lifts at the tap's stated
// time: the button shows its pressed look meanwhile, and goes back to rest in the default
// animation once the finger lifts, as SwiftUI's buttons do.

@MainActor private func text(_ string: String, in frame: Frame) -> Element? {
  frame.displayList.elements.first { if case .text(let run) = $0.content { run.string == string } else { false } }
}

/// A custom style that tells its pressed state by scale, as app code commonly does.
private struct Squash: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.scaleEffect(configuration.isPressed ? 0.9 : 1)
  }
}

private struct Buttons: View {
  @State private var taps = 0
  var body: some View {
    VStack(spacing: 20) {
      Button("Default") { taps += 1 }
      Button("Plain") { taps += 1 }.buttonStyle(.plain)
      Button("Bordered") { taps += 1 }.buttonStyle(.bordered)
      Button("Squash") { taps += 1 }.buttonStyle(Squash())
      Text("Label").onTapGesture { taps += 1 }
      Text("\(taps) taps")
    }
  }
}

@Test @MainActor func aHeldButtonShowsItsPressedLookUntilTheFingerLifts() throws {
  func play(_ name: String, appearance: Appearance = Appearance.light) throws -> [Frame] {
    try Stage(name: "buttons", width: 300, height: 400, appearance: appearance) { Buttons() }.play([.hold(1), .tap(name)]).frames
  }
  // The default (borderless) style: the label at a fifth of its opacity from 0.9 s to 1 s.
  var frames = try play("Default")
  #expect(text("Default", in: frames[50])?.opacity == 1, "at rest before the finger lands")
  #expect(text("Default", in: frames[56])?.opacity == 0.2, "held: \(text("Default", in: frames[56])?.opacity ?? -1)")
  #expect(text("Default", in: frames[59])?.opacity == 0.2)
  #expect(text("0 taps", in: frames[59]) != nil, "the action runs as the finger lifts, not before")
  // Lifted at 1 s: the action has run and the label fades back over the default animation.
  let fading = try #require(text("Default", in: frames[66])?.opacity)
  #expect(fading > 0.2 && fading < 1, "fading back: \(fading)")
  #expect(text("1 taps", in: frames[61]) != nil)
  #expect(text("Default", in: frames.last!)?.opacity == 1)
  // In the dark, two fifths.
  frames = try play("Default", appearance: Appearance.dark)
  #expect(text("Default", in: frames[57])?.opacity == 0.4)
  // Plain: three quarters; bordered: the whole button at half.
  frames = try play("Plain")
  #expect(text("Plain", in: frames[57])?.opacity == 0.75)
  frames = try play("Bordered")
  #expect(text("Bordered", in: frames[57])?.opacity == 0.5)
  #expect(
    frames[57].displayList.elements.contains { (e: Element) in e.content == Element.Content.rect && e.opacity == 0.5 },
    "its background dims too")
  // A custom style is given `isPressed`.
  frames = try play("Squash")
  #expect(text("Squash", in: frames[57])?.scale == 0.9)
  #expect(text("Squash", in: frames[50])?.scale == 1)
  // A tap gesture shows nothing while held.
  frames = try play("Label")
  #expect(text("Label", in: frames[57])?.opacity == 1)
  #expect(text("1 taps", in: frames.last!) != nil)
}

@Test @MainActor func theHoldIsTheStagesAndZeroTurnsItOff() throws {
  var stage = Stage(name: "buttons", width: 300, height: 400) { Buttons() }
  stage.tapHold = 0.3
  var frames = try stage.play([.hold(1), .tap("Default")]).frames
  #expect(text("Default", in: frames[40])?.opacity == 1)
  #expect(text("Default", in: frames[43])?.opacity == 0.2, "held from 0.7 s")
  stage.tapHold = 0
  frames = try stage.play([.hold(1), .tap("Default")]).frames
  #expect(frames.allSatisfy { text("Default", in: $0)?.opacity == 1 }, "never held")
  // A tap at the very start has no time before it to be held in.
  stage.tapHold = 0.1
  frames = try stage.play([.tap("Default")]).frames
  #expect(text("Default", in: frames[0])?.opacity == 1)
}

@Test @MainActor func aHeldMenuRowIsLitAcrossThePanel() throws {
  struct Sorting: View {
    @State private var order = "Date"
    var body: some View {
      Menu("Sort") {
        Button("Date") { order = "Date" }
        Button("Name") { order = "Name" }
      }
      .frame(maxHeight: .infinity, alignment: .top)
    }
  }
  let frames = try Stage(name: "sort", width: 390, height: 300) { Sorting() }.play([.tap("Sort"), .hold(1), .tap("Name")]).frames
  let name = try #require(text("Name", in: frames[50]))
  // The row's tap closes the menu: its text begins to fade at the tap.
  let lifted = try #require(frames.indices.first { $0 > 50 && (text("Name", in: frames[$0])?.opacity ?? 0) < 1 })
  func lit(_ frame: Frame) -> Bool {
    frame.displayList.elements.contains { (e: Element) -> Bool in
      let across = e.frame.minY <= name.frame.minY && e.frame.maxY >= name.frame.maxY && e.frame.width > 200
      return e.content == Element.Content.rect && across && e.color.a > 0 && e.color.a < 0.2
    }
  }
  #expect(!lit(frames[lifted - 8]))
  #expect(lit(frames[lifted - 2]), "held for the 0.1 s before the tap")
}
