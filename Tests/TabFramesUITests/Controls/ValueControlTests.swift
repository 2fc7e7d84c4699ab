import Foundation
import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesValues
import Testing

// Progress views, sliders, steppers and text fields as iOS draws them at rest.

private struct Controls: View {
  @State private var volume = 25.0
  @State private var quantity = 1
  @State private var email = ""
  @State private var password = "secret"
  var body: some View {
    VStack(spacing: 20) {
      ProgressView(value: 0.4).accessibilityIdentifier("bar")
      ProgressView("Uploading…", value: 3, total: 4)
      ProgressView().accessibilityIdentifier("spinner")
      Slider(value: $volume, in: 0...100, step: 1) {
        Text("Volume")
      } minimumValueLabel: {
        Image(systemName: "speaker")
      } maximumValueLabel: {
        Image(systemName: "speaker.wave.3")
      }
      Stepper("Quantity: \(quantity)", value: $quantity, in: 1...3)
      TextField("Email", text: $email).textFieldStyle(.roundedBorder).keyboardType(.emailAddress)
        .textInputAutocapitalization(.never).autocorrectionDisabled().submitLabel(.next)
      SecureField("Password", text: $password).autocapitalization(.none).disableAutocorrection(true)
    }
    .padding()
  }
}

@Test @MainActor func valueControlsDrawTheirValues() throws {
  let stage = Stage(name: "controls", width: 390, height: 600) { Controls() }
  let list = try stage.displayList()
  let texts = list.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }
  #expect(texts.contains("Email") && texts.contains("••••••") && texts.contains("Quantity: 1") && texts.contains("Uploading…"))
  // The linear bar: a 4 pt track across the width and its fill to 40 % of it.
  let bars = list.elements.filter { $0.frame.height == 4 }
  let track = try #require(bars.max { $0.frame.width < $1.frame.width })
  #expect(abs(track.frame.width - 358) < 0.5)
  #expect(bars.contains { abs($0.frame.width - 358 * 0.4) < 0.5 }, "\(bars.map(\.frame))")
  // The slider's thumb: a 28 pt white circle a quarter of the way along its travel.
  let thumbs = list.elements.filter {
    if case .shadow = $0.content { return false }
    return $0.frame.width == 28 && $0.frame.height == 28
  }
  #expect(thumbs.count == 1)
  // The slider's track: the widest 4 pt bar through the thumb's centre.
  let thumb = thumbs[0].frame
  let through: [Rect] = list.elements.map(\.frame).filter { $0.height == 4 && abs($0.midY - thumb.midY) < 0.5 }
  let travel = try #require(through.max { $0.width < $1.width })
  #expect(abs(thumb.minX - (travel.x + (travel.width - 28) * 0.25)) < 0.5, "a quarter along: \(thumb), \(travel)")
}

/// A stepper's halves step its value within its bounds; at a bound that half does nothing.
@Test @MainActor func aStepperStepsWithinItsBounds() throws {
  struct Quantity: View {
    @State private var quantity = 1
    var body: some View { Stepper("Quantity: \(quantity)", value: $quantity, in: 1...3).padding() }
  }
  let stage = Stage(name: "stepper", width: 390, height: 100) { Quantity() }
  // The plus half is the control's trailing 47 pt, 16 pt from the edge.
  let plus = (390.0 - 16 - 23.5, 50.0)
  let minus = (390.0 - 16 - 94 + 23.5, 50.0)
  let frames = try stage.play([.tap(at: plus), .tap(at: plus), .tap(at: plus), .tap(at: minus)]).frames
  let shown = frames.compactMap { $0.displayList.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }.first }
  #expect(shown.last == "Quantity: 2", "three up stop at 3, one down: \(Set(shown))")
}

/// A progress bar as apps restyle it: the fraction in a gradient capsule of their own.
private struct CapsuleProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    ZStack(alignment: .leading) {
      Capsule().fill(Color.gray.opacity(0.2)).frame(width: 200, height: 10)
      Capsule().fill(Color.orange).frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 10)
    }
  }
}

/// Apple's own example of a style: the standard look, with a shadow.
private struct ShadowProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration).shadow(color: Color(red: 0, green: 0, blue: 0.6), radius: 4, x: 1, y: 2)
  }
}

/// A `ProgressViewStyle` of one's own draws the progress views inside from their fraction;
/// `ProgressView(configuration)` in a style draws the look outside it (the standard bar, or
/// `.circular`'s spinner), not the style again; the current value's label sits below the bar
/// in the secondary style.
@Test @MainActor func progressViewStylesOfOnesOwnDrawTheFraction() throws {
  let custom = try Stage(name: "custom", width: 300, height: 60) {
    ProgressView(value: 0.25).progressViewStyle(CapsuleProgressStyle())
  }.displayList()
  let widths = custom.elements.map(\.frame).filter { $0.height == 10 }.map(\.width).sorted()
  #expect(widths == [50, 200], "\(widths)")

  let standard = try Stage(name: "shadowed", width: 300, height: 120) {
    ProgressView(value: 0.5) {
      Text("Storage")
    } currentValueLabel: {
      Text("50%")
    }
    .progressViewStyle(ShadowProgressStyle()).padding()
  }.displayList()
  #expect(standard.elements.contains { if case .shadow = $0.content { true } else { false } }, "the style's shadow")
  let bars = standard.elements.filter { $0.frame.height == 4 }.map(\.frame)
  #expect(bars.contains { abs($0.width - 268 * 0.5) < 0.5 }, "the standard bar, half full: \(bars)")
  let texts = standard.elements.compactMap { e -> (String, Rect)? in if case .text(let r) = e.content { (r.string, e.frame) } else { nil } }
  let label = try #require(texts.first { $0.0 == "Storage" }), value = try #require(texts.first { $0.0 == "50%" })
  let bar = try #require(bars.max { $0.width < $1.width })
  #expect(label.1.maxY <= bar.minY && value.1.minY >= bar.maxY, "label above, value below: \(label.1) \(bar) \(value.1)")
  #expect(value.1.height < label.1.height, "the value's label in a smaller font: \(value.1) \(label.1)")

  let spinner = try Stage(name: "circular", width: 300, height: 60) {
    ProgressView(value: 0.5).progressViewStyle(ShadowProgressStyle()).progressViewStyle(.circular)
  }.displayList()
  #expect(!spinner.elements.contains { $0.frame.height == 4 }, "the circular look outside the style: no bar")
}

/// A spinner with a label shows the label under it, centred, in the secondary colour, as iOS
/// draws `ProgressView("Loading")`; a bar keeps its label above it. The label was above the
/// spinner, at the leading edge.
@Test @MainActor func aSpinnersLabelIsUnderIt() throws {
  let leaves = try Stage(name: "spinner", width: 300, height: 200) { ProgressView("Loading") }.layout()
  let label = try #require(leaves.first { $0.text == "Loading" })
  let spokes = leaves.filter { $0.kind != "text" && $0.frame.height > 0 }
  try #require(!spokes.isEmpty)
  let spinner = spokes.dropFirst().reduce(spokes[0].frame) { $0.union($1.frame) }
  #expect(label.frame.minY >= spinner.maxY, "under the spinner: \(label.frame), \(spinner)")
  #expect(abs(label.frame.midX - spinner.midX) < 1, "centred: \(label.frame), \(spinner)")
  #expect(label.color != Color.primary._color(in: EnvironmentValues()), "secondary")
  let bar = try Stage(name: "bar", width: 300, height: 200) { ProgressView("Uploading", value: 0.5) }.layout()
  let title = try #require(bar.first { $0.text == "Uploading" })
  let track = try #require(bar.filter { $0.kind != "text" }.max { $0.frame.width < $1.frame.width })
  #expect(title.frame.maxY <= track.frame.minY && title.frame.minX == track.frame.minX, "a bar's label above it, leading")
}

/// iOS 16's date-relative progress (`ProgressView(timerInterval:countsDown:)`), at a stage's "now"
/// (its clock's epoch, 2001-01-01, as a play starts): counting up, the part gone fills the bar;
/// counting down (the default), the part left; the current value's label is the timer. It did
/// not compile.
@Test @MainActor func aDateRelativeProgressViewFillsToTheTimeGone() throws {
  let epoch = Date(timeIntervalSinceReferenceDate: 0)
  let interval = epoch.addingTimeInterval(-150)...epoch.addingTimeInterval(450)
  let stage = Stage(name: "timer", width: 300, height: 200) {
    VStack(spacing: 20) {
      ProgressView(timerInterval: interval, countsDown: false) { Text("Session") }
      ProgressView(timerInterval: interval)
    }
    .padding()
  }
  let list = try #require(try stage.play([]).frames.last).displayList
  let fills = list.elements.filter { abs($0.frame.height - 4) < 0.01 }.map { ($0.frame.width * 3).rounded() / 3 }.sorted()
  #expect(fills == [67, 201, 268, 268], "a quarter gone, three quarters left, over the tracks: \(fills)")
  let texts = list.elements.compactMap { if case .text(let r) = $0.content { r.string } else { nil } }
  #expect(texts == ["Session", "2:30", "7:30"], "\(texts)")
}

/// `controlSize(.large)` makes a spinner UIKit's large activity indicator, 37 pt across where the
/// medium one is 20 pt; it stayed 20 pt.
@Test @MainActor func aLargeSpinnerIsUIKitsLargeIndicator() throws {
  func extent(_ size: ControlSize?) throws -> CGRect {
    let leaves = try Stage(name: "spinner", width: 200, height: 200) {
      if let size { ProgressView().controlSize(size) } else { ProgressView() }
    }.layout()
    let spokes = leaves.filter { $0.frame.height > 0 }
    try #require(spokes.count == 8)
    return spokes.dropFirst().reduce(spokes[0].frame) { $0.union($1.frame) }
  }
  let (medium, large) = (try extent(nil), try extent(.large))
  #expect(abs(large.width / medium.width - 37.0 / 20) < 0.05 && abs(large.midY - 100) < 0.5, "\(medium) → \(large)")
  #expect(try extent(.small) == medium)
}

/// iOS 13's text-field forms, as older apps still write them (`onCommit:` alone, both callbacks,
/// a `String` title): they compile, as SwiftUI's deprecated initialisers do, and draw the field
/// as the current forms draw it.
@Test @MainActor func iOS13TextFieldFormsDrawAsTheCurrentOnes() throws {
  final class Tasks { var added = 0 }
  struct Old: View {
    let tasks: Tasks
    @State var title = ""
    @State var secret = "pin"
    let label = "Search"
    var body: some View {
      VStack {
        TextField("New task", text: $title, onCommit: { tasks.added += 1 })
        TextField(label, text: $title, onEditingChanged: { _ in }, onCommit: {})
        SecureField("PIN", text: $secret, onCommit: {})
      }
    }
  }
  struct New: View {
    @State var title = ""
    @State var secret = "pin"
    var body: some View {
      VStack {
        TextField("New task", text: $title)
        TextField("Search", text: $title)
        SecureField("PIN", text: $secret)
      }
    }
  }
  let old = try Stage(name: "old", width: 300, height: 200) { Old(tasks: Tasks()) }.layout()
  let new = try Stage(name: "new", width: 300, height: 200) { New() }.layout()
  #expect(old.map(\.frame) == new.map(\.frame))
  #expect(old.compactMap(\.text) == ["New task", "Search", "•••"])
}

/// A stepper with `labelsHidden()` is its control alone, as a toggle's switch is: a grocery row's
/// quantity stepper drew its label ("Quantity 3") beside the item's name.
@Test @MainActor func aStepperWithItsLabelsHiddenIsItsControlAlone() throws {
  let hidden = try leaves(Stepper("Quantity 3", value: .constant(3), in: 1...9).labelsHidden(), width: 390, height: 60)
  #expect(!hidden.contains { $0.text == "Quantity 3" }, "\(hidden.compactMap(\.text))")
  let box = try #require(hidden.first { $0.kind == "shape" }).frame
  #expect(abs(box.width - 94) < 0.5 && box.minX < 200, "the control alone, centred in the row: \(box)")
  let shown = try leaves(Stepper("Quantity 3", value: .constant(3), in: 1...9), width: 390, height: 60)
  #expect(shown.contains { $0.text == "Quantity 3" })
}

/// A foreground style around a text field colours its text, as SwiftUI's does (a ticked-off
/// item's name in grey); the prompt of an empty field keeps the placeholder colour. It stayed
/// the primary colour.
@Test @MainActor func aTextFieldsTextTakesTheForegroundStyleAroundIt() throws {
  func color(_ view: some View, _ text: String) throws -> RGBA {
    let list = try Stage(name: "field", width: 300, height: 60) { view }.displayList()
    return try #require(list.elements.first { if case .text(let r) = $0.content { r.string == text } else { false } }).color
  }
  let plain = try color(TextField("Item", text: .constant("Milk")), "Milk")
  let red = try color(Text("Milk").foregroundStyle(.red), "Milk")
  #expect(try color(TextField("Item", text: .constant("Milk")).foregroundStyle(.red), "Milk") == red)
  #expect(try color(TextField("Item", text: .constant("Milk")).foregroundColor(.blue), "Milk").b > 0.9)
  #expect(plain.r < 0.1 && plain.b < 0.1, "primary: \(plain)")
  let prompt = try color(TextField("Item", text: .constant("")).foregroundStyle(.red), "Item")
  #expect(prompt != red, "the prompt stays the placeholder colour: \(prompt)")
}
