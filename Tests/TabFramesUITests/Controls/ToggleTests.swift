import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// SwiftUI's Toggle as iOS draws it: UIKit's 51 × 31 pt switch at the trailing edge, its knob
// sliding to the other side when tapped, the track in the tint when on.

private func shapes(_ frame: Frame) -> [Element] {
  frame.displayList.elements.filter { if case .text = $0.content { false } else { true } }
}

/// The knob (the white circle) and the track (the capsule) of a frame.
private func parts(_ frame: Frame) throws -> (track: Element, knob: Element) {
  let drawn = shapes(frame).filter { if case .shadow = $0.content { false } else { true } }
  let knob = try #require(drawn.first { $0.color.hexString == "#FFFFFFFF" })
  let track = try #require(drawn.first { abs($0.frame.width - 51) < 0.01 })
  return (track, knob)
}

@Test @MainActor func aToggleIsLabelThenSwitchAcrossItsWidth() throws {
  let stage = Stage(name: "toggle", width: 300, height: 44, initial: false) { $on in Toggle("Wi-Fi", isOn: $on).padding(.horizontal, 16) }
  let leaves = try stage.layout()
  let label = try #require(leaves.first { $0.text == "Wi-Fi" }).frame
  #expect(abs(label.minX - 16) < 0.5, "the label at the leading edge: \(label)")
  let frames = try stage.play([.hold(0.1), .set(true, animation: nil)]).frames
  let (track, knob) = try parts(frames[0])
  #expect(abs(track.frame.width - 51) < 0.01 && abs(track.frame.height - 31) < 0.01, "\(track.frame)")
  #expect(abs(track.frame.x + track.frame.width - 284) < 0.5, "the switch at the trailing edge: \(track.frame)")
  #expect(abs(knob.frame.x - (track.frame.x + 2)) < 0.5 && knob.frame.width == 27, "off: the knob on the leading side")
  #expect(track.color.hexString == "#78788029", "off: UIKit's secondary fill")
  let (onTrack, onKnob) = try parts(try #require(frames.last))
  #expect(abs(onKnob.frame.x - (onTrack.frame.x + 51 - 2 - 27)) < 0.5, "on: the knob on the trailing side")
  #expect(onTrack.color.hexString == "#34C759FF", "on: the system green")
}

/// A tap on the switch flips the binding and the knob slides over several frames; the tint colours
/// the track.
@Test @MainActor func aTapSlidesTheKnobAndTheTintColoursTheTrack() throws {
  let stage = Stage(name: "toggle-tap", width: 200, height: 44, initial: false) { $on in
    Toggle(isOn: $on) { Text("Sound") }.tint(.orange)
  }
  let leaves = try stage.layout()
  let track = try #require(leaves.first { $0.kind == "shape" && abs($0.frame.width - 51) < 0.01 }).frame
  let frames = try stage.play([.hold(0.1), .tap(at: (Double(track.midX), Double(track.midY)))]).frames
  let xs = try frames.map { try parts($0).knob.frame.x }
  #expect(xs.first.map { abs($0 - (track.minX + 2)) < 0.5 } == true)
  #expect(xs.last.map { abs($0 - (track.maxX - 29)) < 0.5 } == true, "\(xs)")
  #expect(Set(xs.map { Int($0 * 10) }).count > 4, "the knob slides through several places")
  #expect(try parts(try #require(frames.last)).track.color.hexString == "#FF9500FF")
}

/// `labelsHidden()` leaves the switch alone.
@Test @MainActor func labelsHiddenLeavesTheSwitch() throws {
  let leaves = try Stage(name: "bare", width: 100, height: 40) { Toggle("Hidden", isOn: .constant(true)).labelsHidden() }.layout()
  #expect(!leaves.contains { $0.kind == "text" })
  let track = try #require(leaves.first { $0.kind == "shape" && abs($0.frame.width - 51) < 0.01 }).frame
  #expect(abs(track.midX - 50) < 0.5, "the switch alone, centred: \(track)")
}

/// iOS 14's `SwitchToggleStyle(tint:)` (deprecated for `tint(_:)`, still common in settings
/// screens) colours the track when on, as the tint does; `SwitchToggleStyle()` keeps the green.
@Test @MainActor func aSwitchStylesTintColoursTheTrack() throws {
  func track(_ style: SwitchToggleStyle) throws -> Element {
    let stage = Stage(name: "switch-tint", width: 200, height: 44) { Toggle("Pin", isOn: .constant(true)).toggleStyle(style) }
    return try parts(try #require(try stage.play([]).frames.last)).track
  }
  #expect(try track(SwitchToggleStyle(tint: .orange)).color.hexString == "#FF9500FF")
  #expect(try track(SwitchToggleStyle()).color.hexString == "#34C759FF")
}
