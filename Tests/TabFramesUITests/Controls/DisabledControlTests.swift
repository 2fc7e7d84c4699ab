import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// Disabled switches, sliders and steppers as iOS greys them: the label in the colour for
// disabled text, the control faded as one layer (its coloured parts at half their opacity, the
// white knob or thumb opaque over them), taps and drags ignored. A disabled "Crossfade" toggle
// in a settings form was drawn as green and black as an enabled one.

/// The colour of the text `string` in a display list.
private func textColor(_ list: DisplayList, _ string: String) throws -> String {
  try #require(list.elements.first { if case .text(let r) = $0.content { r.string == string } else { false } }).color.hexString
}

/// The drawn shapes of a list (no text, no shadow) `width` wide.
private func shapes(_ list: DisplayList, width: Double) -> [Element] {
  list.elements.filter {
    switch $0.content {
    case .text, .shadow: return false
    default: return abs($0.frame.width - width) < 0.01
    }
  }
}

@Test @MainActor func aDisabledToggleHasAGreyLabelAndAFadedSwitch() throws {
  func list(disabled: Bool) throws -> DisplayList {
    try Stage(name: "toggle", width: 300, height: 44) { Toggle("Crossfade", isOn: .constant(true)).disabled(disabled) }.displayList()
  }
  let on = try list(disabled: false), off = try list(disabled: true)
  #expect(try textColor(on, "Crossfade") == "#000000FF")
  #expect(try textColor(off, "Crossfade") == "#3C3C434D", "tertiaryLabel \((try? textColor(off, "Crossfade")) ?? "")")
  let track = try #require(shapes(on, width: 51).first), faded = try #require(shapes(off, width: 51).first)
  #expect(track.color.hexString == "#34C759FF")
  #expect(abs(faded.color.a - track.color.a / 2) < 0.01 && faded.color.hexString.hasPrefix("#34C759"), "\(faded.color.hexString)")
  #expect(shapes(off, width: 27).first?.color.hexString == "#FFFFFFFF", "the knob stays white over the faded track")
  // A label in a colour of its own keeps it.
  let own = try Stage(name: "own", width: 300, height: 44) {
    Toggle(isOn: .constant(false)) { Text("Red").foregroundStyle(.red) }.disabled(true)
  }.displayList()
  #expect(try textColor(own, "Red") == "#FF3B30FF")
}

@Test @MainActor func aDisabledToggleIgnoresATap() throws {
  let stage = Stage(name: "toggle-tap", width: 200, height: 44, initial: false) { $on in
    Toggle("Sound", isOn: $on).disabled(true)
  }
  let leaves = try stage.layout()
  let track = try #require(leaves.first { $0.kind == "shape" && abs($0.frame.width - 51) < 0.01 }).frame
  let frames = try stage.play([.hold(0.1), .tap(at: (Double(track.midX), Double(track.midY)))]).frames
  let knobs = frames.compactMap { shapes($0.displayList, width: 27).first?.frame.x }
  #expect(Set(knobs).count == 1, "the knob stays where it was: \(Set(knobs))")
}

@Test @MainActor func aDisabledStepperAndSliderAreGreyed() throws {
  func list(disabled: Bool) throws -> DisplayList {
    try Stage(name: "controls", width: 390, height: 200) {
      VStack {
        Stepper("Repeats", value: .constant(2), in: 0...5)
        Slider(value: .constant(0.5))
      }
      .padding().disabled(disabled)
    }.displayList()
  }
  let on = try list(disabled: false), off = try list(disabled: true)
  #expect(try textColor(on, "Repeats") == "#000000FF")
  #expect(try textColor(off, "Repeats") == "#3C3C434D")
  func symbols(_ list: DisplayList) -> [String] {
    list.elements.compactMap { if case .symbol = $0.content { $0.color.hexString } else { nil } }
  }
  #expect(symbols(on) == ["#000000FF", "#000000FF"], "minus and plus, both able to step")
  #expect(symbols(off).allSatisfy { $0 != "#000000FF" } && symbols(off).count == 2, "\(symbols(off))")
  // The slider's filled part: the tint, at half its opacity when disabled.
  func fill(_ list: DisplayList) throws -> Element {
    try #require(list.elements.first { $0.frame.height == 4 && $0.color.hexString.hasPrefix("#007AFF") })
  }
  let full = try fill(on), faded = try fill(off)
  #expect(full.color.a == 1 && abs(faded.color.a - 0.5) < 0.01)
}

/// A slider follows a drag along its track: the thumb's centre under the finger, the value set
/// from it (rounded to the step), the editing callback told when the drag begins and ends.
@Test @MainActor func aSliderFollowsADrag() throws {
  final class Log { var editing: [Bool] = [] }
  let log = Log()
  let stage = Stage(name: "slider", width: 228, height: 60, initial: 0.0) { $volume in
    VStack {
      Slider(value: $volume, in: 0...10, step: 1) {
        Text("Volume")
      } minimumValueLabel: {
        EmptyView()
      } maximumValueLabel: {
        EmptyView()
      } onEditingChanged: {
        log.editing.append($0)
      }
      Text("\(Int(volume))")
    }
  }
  // The track spans the stage's 228 pt: the thumb's centre travels from 14 to 214 pt.
  let frames = try stage.play([.hold(0.1), .drag(from: (x: 14, y: 14), to: (x: 14 + 200 * 0.62, y: 14), duration: 0.3)]).frames
  let shown = frames.compactMap { $0.displayList.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }.last }
  #expect(shown.first == "0" && shown.last == "6", "6.2 rounds to the step: \(shown) \(log.editing) \(frames.count)")
  #expect(Set(shown).count > 3, "the value follows the finger: \(Set(shown))")
  #expect(log.editing.first == true && log.editing.last == false && log.editing.filter { $0 }.count == 1, "\(log.editing)")
  let last = try #require(frames.last)
  let thumb = try #require(shapes(last.displayList, width: 28).first).frame
  #expect(abs(thumb.midX - (14 + 200 * 0.6)) < 0.5, "the thumb at 6 of 10: \(thumb)")
}

/// As UIKit's slider, a drag that starts on the track away from the thumb does nothing, and the
/// thumb keeps where the finger took hold of it.
@Test @MainActor func aSliderTracksOnlyADragThatTakesItsThumb() throws {
  let stage = Stage(name: "slider", width: 228, height: 60, initial: 0.0) { $volume in
    VStack {
      Slider(value: $volume, in: 0...10)
      Text("\(Int((volume * 10).rounded()))")
    }
  }
  func shown(_ from: Double, _ to: Double) throws -> String? {
    let frames = try stage.play([.hold(0.1), .drag(from: (x: from, y: 14), to: (x: to, y: 14), duration: 0.3)]).frames
    return frames.last?.displayList.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }.last
  }
  #expect(try shown(150, 200) == "0", "off the thumb: nothing")
  // Taken 6 pt right of its centre (14) and moved 100 pt: its centre at 114, value 5.
  #expect(try shown(20, 120) == "50", "the grab kept")
}
