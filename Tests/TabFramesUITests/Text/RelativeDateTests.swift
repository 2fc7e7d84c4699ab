import Foundation
import TabFrames
import TabFramesDisplayList
import Testing

// A relative or timer text measures its date against "now" as a device does. On a stage, "now"
// is the stage's clock (2001-01-01 at the play's start, the same on every run) for a date near
// it, and the wall clock as the play began for a date the app made from the wall clock: a
// workout that started `Date.now.addingTimeInterval(-754)` showed "227325:19:43" for its timer.

private struct Workout: View {
  let start: Date
  var body: some View {
    VStack {
      Text(start, style: .timer)
      Text(start, style: .relative)
      Text(start, style: .offset)
      Text(timerInterval: start...start.addingTimeInterval(1800), countsDown: true)
      TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .relative) }
    }
  }
}

@Test @MainActor func aDateFromTheWallClockIsMeasuredOnIt() throws {
  let stage = Stage(name: "workout", width: 390, height: 400) { Workout(start: Date.now.addingTimeInterval(-754)) }
  let list = try #require(try stage.play([]).frames.last).displayList
  let strings = list.elements.compactMap { element -> String? in
    if case .text(let run) = element.content { return run.string }
    return nil
  }
  #expect(strings == ["12:34", "12 minutes, 34 seconds", "-12 minutes", "17:26", "0 seconds"], "\(strings)")
}
