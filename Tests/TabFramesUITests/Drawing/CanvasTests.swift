import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesValues
import Testing

@testable import TabFramesUI

/// `Canvas`, `GraphicsContext` and `CGAffineTransform` as SwiftUI and Core Graphics document
/// them; `DatePicker` as iOS draws its compact style; `TimelineView` at the stage's date.

@Test @MainActor func aCanvasDrawsWhatItsRendererFillsStrokesAndWrites() throws {
  let l = try leaves(
    Canvas { context, size in
      context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 10)), with: .color(.red))
      var moved = context
      moved.translateBy(x: 10, y: 20)
      moved.opacity = 0.5
      moved.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue), lineWidth: 2)
      context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
    }.frame(width: 200, height: 100))
  #expect(l.count == 3)
  // The canvas is centred in 390 × 100: its origin is (95, 0).
  #expect(l[0].kind == "shape" && l[0].frame == CGRect(x: 95, y: 0, width: 100, height: 10))
  #expect(l[0].color == Color.red)
  // The stroke's outline: the circle grown and shrunk by half the line width, moved by (10, 20).
  let ring = l[1].frame
  #expect(abs(ring.minX - (95 + 10 - 1)) < 0.01 && abs(ring.minY - (20 - 1)) < 0.01 && abs(ring.width - 22) < 0.01)
  #expect(l[1].color == Color.blue.opacity(0.5))
  #expect(l[2].kind == "text" && l[2].text == "Hi" && l[2].frame == CGRect(x: 185, y: 40, width: 20, height: 20))
}

@Test func affineTransformsComposeAsCoreGraphicsDoes() {
  let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
  // Rotated first, then translated (Core Graphics' order for `rotated(by:)` on a translation).
  let p = CGPoint(x: 1, y: 0).applying(t)
  #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 1) < 1e-9)
  let s = CGAffineTransform(scaleX: 2, y: 3)
  #expect(CGRect(x: 1, y: 1, width: 2, height: 2).applying(s) == CGRect(x: 2, y: 3, width: 4, height: 6))
  let back = s.concatenating(s.inverted())
  #expect(abs(back.a - 1) < 1e-12 && abs(back.d - 1) < 1e-12 && back.tx == 0)
  #expect(CGAffineTransform.identity.isIdentity && !s.isIdentity)
}

@Test @MainActor func aDatePickerIsItsLabelAndTheDateInGreyBoxes() throws {
  let day = Date(timeIntervalSinceReferenceDate: 818_000_000)  // 2026-12-03 14:13:20 UTC
  let l = try leaves(DatePicker("Due", selection: .constant(day)), width: 390, height: 60)
  let texts = l.filter { $0.kind == "text" }.compactMap(\.text)
  // ICU, as iOS 17, puts a narrow no-break space before the AM/PM marker.
  #expect(texts == ["Due", "Dec 3, 2026", "2:13\u{202F}PM"], "\(texts)")
  #expect(l.filter { $0.kind == "shape" }.count == 2, "a grey box under each")
  let dateOnly = try leaves(DatePicker("Due", selection: .constant(day), displayedComponents: .date).labelsHidden())
  #expect(dateOnly.filter { $0.kind == "text" }.compactMap(\.text) == ["Dec 3, 2026"])
}

/// `.datePickerStyle(.graphical)` draws the month's calendar, as iOS does: the month over the
/// weekdays and the days in seven columns from Sunday, the selected day on a disc of the tint,
/// a time row when the picker has a time; no label. It was drawn compact. `GraphicalDatePickerStyle()`
/// is the same style by its type's name.
@Test @MainActor func aGraphicalDatePickerIsTheMonthsCalendar() throws {
  let day = Date(timeIntervalSinceReferenceDate: 818_000_000)  // Thursday 2026-12-03 14:13:20 UTC
  let l = try leaves(DatePicker("Due", selection: .constant(day)).datePickerStyle(.graphical), width: 350, height: 500)
  let texts = l.filter { $0.kind == "text" }.compactMap(\.text)
  #expect(texts.prefix(9) == ["December 2026", "SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT", "1"], "\(texts)")
  #expect(!texts.contains("Due") && texts.contains("31") && !texts.contains("32") && texts.suffix(2) == ["Time", "2:13\u{202F}PM"])
  func frame(_ text: String) throws -> CGRect { try #require(l.first { $0.text == text }).frame }
  // December 2026 starts on a Tuesday: the 1st under TUE, the 3rd under THU, a week above the 10th.
  let (one, tue, three, thu, ten) = (try frame("1"), try frame("TUE"), try frame("3"), try frame("THU"), try frame("10"))
  #expect(abs(one.midX - tue.midX) < 0.5 && abs(three.midX - thu.midX) < 0.5)
  #expect(abs(ten.minY - three.minY - 44) < 0.5, "a week below: \(three) \(ten)")
  let disc = try #require(l.first { $0.kind == "shape" && abs($0.frame.width - 40) < 0.01 }).frame
  #expect(abs(disc.midX - three.midX) < 0.5 && abs(disc.midY - three.midY) < 0.5, "the selected day's disc")
  let typed = try leaves(DatePicker("Due", selection: .constant(day)).datePickerStyle(GraphicalDatePickerStyle()), width: 350, height: 500)
  #expect(typed.compactMap(\.text) == l.compactMap(\.text))
  let compact = try leaves(DatePicker("Due", selection: .constant(day)).datePickerStyle(.compact), width: 390, height: 60)
  #expect(compact.filter { $0.kind == "text" }.compactMap(\.text) == ["Due", "Dec 3, 2026", "2:13\u{202F}PM"])
}

/// A graphical date picker's range greys the days outside it, and a tap on a day picks it at
/// the selection's time of day; a tap on a greyed day picks nothing (Apple's
/// `DatePicker(_:selection:in:displayedComponents:)`). The range was ignored and a day's tap did
/// nothing.
@Test @MainActor func aGraphicalDatePickersRangeGreysDaysAndATapPicksADay() throws {
  let start = Date(timeIntervalSinceReferenceDate: 818_000_000)  // Thursday 2026-12-03 14:13:20 UTC
  struct Booking: View {
    let start: Date
    @State var day: Date
    var body: some View {
      VStack {
        Text(verbatim: "picked \(DatePicker<Text>.format(day, time: false)) \(DatePicker<Text>.format(day, time: true))")
        DatePicker("Check in", selection: $day, in: start..., displayedComponents: .date).datePickerStyle(.graphical)
      }
    }
  }
  let stage = Stage(name: "booking", width: 350, height: 500) { Booking(start: start, day: start) }
  let first = try stage.displayList()
  func color(_ text: String) throws -> RGBA {
    try #require(first.elements.first { if case .text(let r) = $0.content { r.string == text } else { false } }).color
  }
  let (grey, open) = (try color("2"), try color("4"))
  #expect(grey.a < 0.5 && grey != open, "the 2nd, before the range, is greyed: \(grey) against \(open)")
  #expect(try color("1") == grey)
  let frames = try stage.play([.tap("10"), .hold(0.1), .tap("1"), .hold(0.1)]).frames
  func picked(_ list: DisplayList) -> String? {
    list.elements.lazy.compactMap { if case .text(let r) = $0.content, r.string.hasPrefix("picked") { r.string } else { nil } }.first
  }
  #expect(
    picked(try #require(frames.last).displayList) == "picked Dec 10, 2026 2:13\u{202F}PM", "the 10th at the same time; the 1st not picked")
  #expect(frames.contains { picked($0.displayList) == "picked Dec 10, 2026 2:13\u{202F}PM" })
}

@Test @MainActor func aTimelineViewShowsTheStagesDate() throws {
  struct Clock: View {
    var body: some View {
      TimelineView(.periodic(from: .now, by: 1)) { context in
        Text(
          context.date.formatted(
            Date.FormatStyle(date: .omitted, time: .standard, locale: Locale(identifier: "en_US_POSIX"), timeZone: .gmt)))
      }
    }
  }
  let frames = try Stage(name: "clock", width: 200, height: 60) { Clock() }.play([.hold(0.2)]).frames
  let first = frames.first?.displayList.elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } }
  #expect(first == ["12:00:00\u{202F}AM"], "the stage's clock starts at 2001-01-01 00:00:00 UTC: \(first ?? [])")
}

/// A canvas that measures its text first (`resolve`, `measure(in:)`) and draws it there, as
/// badge and chart code does; clips what follows to a path; draws in a blend mode; reads the
/// environment. `GraphicsContext.resolve` did not compile.
@Test @MainActor func aCanvasResolvesMeasuresClipsAndBlends() throws {
  var measured = CGSize.zero
  let leaves = try Stage(name: "canvas", width: 200, height: 100) {
    Canvas { context, size in
      let label = context.resolve(Text("Seven").font(.headline))
      measured = label.measure(in: size)
      context.draw(label, in: CGRect(origin: CGPoint(x: 10, y: 10), size: measured))
      var clipped = context
      clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
      clipped.blendMode = .multiply
      clipped.fill(Path(CGRect(x: 25, y: 25, width: 100, height: 100)), with: .color(.red))
      context.fill(
        Path(CGRect(x: 0, y: 90, width: 10, height: 10)), with: .color(context.environment.colorScheme == .dark ? .white : .black))
    }
  }.layout()
  let text = try #require(leaves.first { $0.text == "Seven" })
  #expect(
    measured.width > 30 && abs(text.frame.width - measured.width) < 0.34 && abs(text.frame.height - measured.height) < 0.34,
    "within a pixel at scale 3: \(measured) \(text.frame)")
  #expect(text.frame.origin == CGPoint(x: 10, y: 10) && text.font?.size == 17, "\(text.frame) \(String(describing: text.font))")
  let shapes = leaves.filter { $0.kind == "shape" }
  #expect(shapes.count == 2)
  #expect(shapes[0].clipPaths.map(\.boundingRect) == [CGRect(x: 0, y: 0, width: 50, height: 50)] && shapes[0].blendMode == .multiply)
  #expect(shapes[1].clipPaths.isEmpty && shapes[1].blendMode == .normal, "the clip and blend stay in the copy")
  #expect(shapes[1].color == Color.black)
  // Measured in a narrow size, a long text wraps.
  var wrapped = CGSize.zero
  _ = try Stage(name: "wrap", width: 200, height: 100) {
    Canvas { context, _ in wrapped = context.resolve(Text("A label long enough to wrap")).measure(in: CGSize(width: 80, height: 100)) }
  }.layout()
  #expect(wrapped.width <= 80 && wrapped.height > 30, "\(wrapped)")
}

/// A canvas's gradient shading paints the gradient, its points in the canvas's coordinates: red
/// at the start point, blue at the end. It filled with the first colour alone.
@Test @MainActor func aCanvasGradientShadingPaintsTheGradient() throws {
  let stage = Stage(name: "canvas", width: 200, height: 100) {
    Canvas { context, size in
      let bar = Path(CGRect(x: 50, y: 0, width: 100, height: 20))
      context.fill(
        bar, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 50, y: 0), endPoint: CGPoint(x: 150, y: 0)))
      context.opacity = 0.5
      context.fill(
        Path(ellipseIn: CGRect(x: 0, y: 40, width: 40, height: 40)),
        with: .radialGradient(Gradient(colors: [.white, .black]), center: CGPoint(x: 20, y: 60), startRadius: 0, endRadius: 20))
    }
  }
  let shapes = try stage.displayList().elements.filter { $0.gradient != nil }
  try #require(shapes.count == 2, "\(shapes.map(\.id))")
  guard case .linear(let sx, let sy, let ex, let ey) = shapes[0].gradient?.geometry else { Issue.record("linear"); return }
  #expect([sx, sy, ex, ey] == [0, 0, 1, 0], "from its leading edge to its trailing one")
  #expect(shapes[0].gradient?.stops.first?.color.r == 1 && (shapes[0].gradient?.stops.last?.color.b ?? 0) > 0.9)
  guard case .radial(let cx, let cy, _, let r1) = shapes[1].gradient?.geometry else { Issue.record("radial"); return }
  #expect(cx == 0.5 && cy == 0.5 && r1 == 20)
  #expect(shapes[1].gradient?.stops.first?.color.a == 0.5, "the context's opacity")
}
