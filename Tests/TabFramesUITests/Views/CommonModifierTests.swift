import Foundation
import TabFramesDisplayList
import TabFramesValues
import Testing

@testable import TabFrames

/// Modifiers tab bar code uses everywhere (Sources/TabFramesUI/Views/CommonModifiers.swift).

@Test @MainActor func aResizableSymbolFitsItsFrameAtItsAspectRatio() throws {
  let leaves = try Stage(name: "icons", width: 200, height: 60) {
    HStack(spacing: 10) {
      Image(systemName: "house.fill").resizable().scaledToFit().frame(width: 40, height: 20).accessibilityIdentifier("fit")
      Image(systemName: "house.fill").resizable().frame(width: 40, height: 20).accessibilityIdentifier("stretched")
      Image(systemName: "house.fill").accessibilityIdentifier("fixed")
    }
  }.layout()
  func frame(_ id: String) throws -> CGRect { try #require(leaves.first { $0.id == id }).frame }
  let fixed = try frame("fixed")
  let fit = try frame("fit")
  // Fit: 20 pt tall (the frame's height limits it), as wide as the symbol's own ratio gives.
  #expect(abs(fit.height - 20) < 0.34 && abs(fit.width - 20 * fixed.width / fixed.height) < 0.34)
  #expect(abs(fit.midX - (try frame("stretched").midX - 50)) < 0.34, "centred in its 40 pt frame")
  // Resizable alone: stretched to the frame.
  let stretched = try frame("stretched")
  #expect(abs(stretched.width - 40) < 1e-9 && abs(stretched.height - 20) < 1e-9, "\(stretched)")
}

@Test @MainActor func aspectRatioFitsAndFillsTheProposal() throws {
  let leaves = try Stage(name: "ratio", width: 300, height: 100) {
    VStack(spacing: 0) {
      Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 30).accessibilityIdentifier("fit")
      Color.blue.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 30).accessibilityIdentifier("fill")
    }
  }.layout()
  let fit = try #require(leaves.first { $0.id == "fit" }).frame
  let fill = try #require(leaves.first { $0.id == "fill" }).frame
  #expect(fit.size == CGSize(width: 60, height: 30))
  #expect(fill.size == CGSize(width: 100, height: 50))
}

@Test @MainActor func fontWeightBoldAndTextCaseReachEveryTextInside() throws {
  let leaves = try Stage(name: "weights", width: 300, height: 100) {
    VStack {
      Text("plain")
      Group {
        Text("heavy")
        Text("own").fontWeight(.light)
      }
      .fontWeight(.heavy)
      Text("shout").textCase(.uppercase)
      Text("kept").bold(false).fontWeight(.heavy)
      Text("LOUD").transformEnvironment(\.textCase) { if $0 == nil { $0 = .lowercase } }
    }
  }.layout()
  func weight(_ text: String) -> Font.Weight? { leaves.first { $0.text == text }?.font?.weight }
  #expect(weight("heavy") == .heavy && weight("plain") == .regular)
  #expect(weight("own") == .light, "a text's own weight wins")
  #expect(leaves.contains { $0.text == "SHOUT" })
  #expect(weight("kept") == .heavy, "bold(false) changes nothing")
  #expect(leaves.contains { $0.text == "loud" }, "transformEnvironment starts from the value outside")
}

private struct Squeeze: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(10).background(Capsule().fill(.green)).scaleEffect(configuration.isPressed ? 0.9 : 1)
  }
}

@Test @MainActor func buttonStylesShapeTheLabelAndDisabledButtonsIgnoreTaps() throws {
  struct Buttons: View {
    @State private var taps = 0
    var body: some View {
      VStack {
        Button("Tinted") { taps += 1 }
        Button("Plain") { taps += 1 }.buttonStyle(.plain)
        Button("Styled") { taps += 1 }.buttonStyle(Squeeze())
        Button("Off") { taps += 100 }.disabled(true)
        Text("taps \(taps)")
      }
      .ignoresSafeArea()
      .accessibilityLabel("buttons")
    }
  }
  let stage = Stage(name: "buttons", width: 300, height: 300) { Buttons() }
  let f = try stage.play([.tap("Styled"), .tap("Plain")]).frames
  // A disabled button is not a tap target (the stage names what can be tapped instead).
  #expect {
    try stage.play([.tap("Off")])
  } throws: { error in
    let listed = "\(error)".components(separatedBy: "these can be tapped:").last ?? ""
    return "\(error)".contains("matches no view with a tap action") && listed.contains("\"Plain\"") && !listed.contains("\"Off\"")
  }
  let list = try #require(f.last).displayList
  func text(_ s: String) -> Element? { list.elements.first { if case .text(let r) = $0.content { r.string == s } else { false } } }
  #expect(text("taps 2") != nil)
  let tinted = try #require(text("Tinted")).color
  let plain = try #require(text("Plain")).color
  #expect(tinted != plain && plain.r == plain.g && plain.g == plain.b, "plain: the primary colour, not the tint")
  // The custom style's capsule, 10 pt around the label.
  let styled = try #require(text("Styled")).frame
  #expect(list.elements.contains { abs($0.frame.width - (styled.width + 20)) < 0.5 && $0.cornerRadius > 0 })
}

/// A disabled button in a built-in style is drawn in the colour for disabled text where the style
/// would use the tint, a bordered one on a grey fill; a label in colours of its own keeps them
/// (which is why apps fade such a button themselves).
@Test @MainActor func aDisabledButtonsTintGivesWayToTheDisabledColour() throws {
  let list = try Stage(name: "disabled", width: 300, height: 600) {
    VStack(spacing: 12) {
      Button("On") {}
      Button("Off") {}.disabled(true)
      Button("Bold on") {}.buttonStyle(.borderedProminent)
      Button("Bold off") {}.buttonStyle(.borderedProminent).disabled(true)
      Button("Soft off") {}.buttonStyle(.bordered).disabled(true)
      Button {
      } label: {
        Text("Own").foregroundColor(.white).padding().background(Color.pink)
      }
      .disabled(true)
      // The colours expected, drawn by name.
      Text("tertiaryLabel").foregroundColor(Color(uiColor: .tertiaryLabel))
      Color(uiColor: .tertiarySystemFill).frame(width: 77, height: 7)
    }
  }.displayList()
  func text(_ s: String) throws -> Element {
    try #require(list.elements.first { if case .text(let r) = $0.content { r.string == s } else { false } })
  }
  /// The element drawn right behind a text and around it: its button's fill.
  func fill(_ s: String) throws -> RGBA {
    let label = try text(s)
    let index = try #require(list.elements.firstIndex { $0.id == label.id })
    let (l, f) = (label.frame, { (e: Element) in e.frame })
    let behind = list.elements[..<index].last {
      f($0).x <= l.x && f($0).y <= l.y && f($0).maxX >= l.maxX && f($0).maxY >= l.maxY && f($0).width > l.width + 10
    }
    return try #require(behind, "a fill behind \(s)").color
  }
  let disabled = try text("tertiaryLabel").color
  let off = try text("Off").color
  #expect(try text("On").color.hexString == "#007AFFFF" && off == disabled, "\(off)")
  #expect(try fill("Bold on").hexString == "#007AFFFF" && text("Bold on").color.hexString == "#FFFFFFFF")
  let grey = try #require(list.elements.first { abs($0.frame.width - 77) < 0.1 && abs($0.frame.height - 7) < 0.1 }).color
  #expect(try fill("Bold off") == grey && text("Bold off").color == disabled)
  #expect(try fill("Soft off") == grey && text("Soft off").color == disabled)
  #expect(try text("Own").color.hexString == "#FFFFFFFF" && fill("Own").hexString == "#FF2D55FF", "its own colours kept")
}

/// An author's `PrimitiveButtonStyle` is the whole button: its body is drawn, its own gesture
/// runs the action through `configuration.trigger()`, and the button adds no tap of its own (a
/// style that triggers on a double tap has no single tap to take).
private struct Pressable: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(8).background(Capsule().fill(.blue.opacity(0.2))).onTapGesture { configuration.trigger() }
  }
}

private struct DoubleTapOnly: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture(count: 2) { configuration.trigger() }
  }
}

@Test @MainActor func aPrimitiveButtonStyleTriggersTheActionItself() throws {
  struct Buttons: View {
    @State private var taps = 0
    var body: some View {
      VStack {
        Button("Pressable") { taps += 1 }.buttonStyle(Pressable())
        Button("Twice") { taps += 100 }.buttonStyle(DoubleTapOnly())
        Text("taps \(taps)")
      }
    }
  }
  let stage = Stage(name: "primitive", width: 300, height: 200) { Buttons() }
  let list = try #require(try stage.play([.tap("Pressable"), .tap("Pressable")]).frames.last).displayList
  func text(_ s: String) -> Element? { list.elements.first { if case .text(let r) = $0.content { r.string == s } else { false } } }
  #expect(text("taps 2") != nil, "two taps, each through trigger()")
  // The double-tap style's button has no single tap at all (a stage's tap is one tap).
  #expect {
    try stage.play([.tap("Twice")])
  } throws: { error in
    "\(error)".contains("matches no view with a tap action") && "\(error)".contains("\"Pressable\"")
  }
  let label = try #require(text("Pressable")).frame
  #expect(list.elements.contains { abs($0.frame.width - (label.width + 16)) < 0.5 && $0.cornerRadius > 0 }, "the style's capsule")
  // The built-in styles are primitive styles too, and still tap as before.
  #expect(PlainButtonStyle()._isBuiltIn && !Pressable()._isBuiltIn)
}

/// A style that reads the button's environment, as styles often do.
private struct Dimming: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(isEnabled ? 1 : 0.4)
  }
}

@Test @MainActor func aStylesEnvironmentIsTheButtons() throws {
  let leaves = try Stage(name: "dimmed", width: 300, height: 100) {
    VStack {
      Button("On") {}.buttonStyle(Dimming())
      Button("Off") {}.buttonStyle(Dimming()).disabled(true)
    }
  }.play([.hold(0.01)]).frames
  let list = try #require(leaves.last).displayList
  func opacity(_ s: String) -> Double? {
    list.elements.first { if case .text(let r) = $0.content { r.string == s } else { false } }?.opacity
  }
  #expect(opacity("On") == 1 && opacity("Off") == 0.4)
}

/// Haptics, long presses, symbol effects and content transitions draw nothing of their own: the
/// view is laid out and drawn as without them, as a device shows it at rest.
@Test @MainActor func feedbackAndEffectsDrawTheViewAsItIs() throws {
  let bare = try Stage(name: "bare", width: 120, height: 40) {
    HStack {
      Image(systemName: "heart")
      Text("12")
    }
  }.layout()
  let decorated = try Stage(name: "decorated", width: 120, height: 40) {
    HStack {
      Image(systemName: "heart").symbolEffect(.bounce, value: 1)
      Text("12").contentTransition(.numericText())
    }
    .sensoryFeedback(.selection, trigger: 1)
    // iOS 17's other forms, as Apple's documentation writes them.
    .sensoryFeedback(.success, trigger: 2) { _, newValue in newValue > 1 }
    .sensoryFeedback(trigger: 3) { .impact }
    .sensoryFeedback(trigger: 4) { old, new in new > old ? .increase : nil }
    .onLongPressGesture {}
  }.layout()
  #expect(decorated.map(\.frame) == bare.map(\.frame))
  #expect(decorated.map(\.kind) == bare.map(\.kind))
}
