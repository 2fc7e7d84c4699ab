import TabFramesLayout
import TabFramesScene
import Testing

@testable import TabFramesAnimation

/// A measurer with fixed metrics: timeline tests are about time, not text.
struct FixedMetrics: TextMeasuring {
  func measure(_ run: TextRun) -> TextMetrics {
    TextMetrics(width: Double(run.string.count) * 9, height: 20, ascent: 16, capHeight: 12, lineCount: 1)
  }
}

@Test func anElementBackBeforeItFinishedLeavingFadesInWithoutAPop() throws {
  let scene = try SceneLoader.parse(
    #"{ "name": "m", "width": 150, "height": 300, "component": { "kind": "title", "items": ["Shoes", "Workouts", "Recents"] }, "timeline": [{ "openMenu": true }, { "closeMenu": true, "wait": 0.1 }, { "openMenu": true }] }"#
  )
  let a = try TimelinePlayer(scene: scene, layout: LayoutEngine(scene: scene, measurer: FixedMetrics())).play()
  let opacity = a.frames.map { $0.displayList["menu.panel"]?.opacity ?? 0 }
  #expect(opacity.contains { $0 > 0.9 }, "the menu opened (the titles do not fit 150 pt)")
  let steps = zip(opacity, opacity.dropFirst()).map { abs($1 - $0) }
  // easeInOut over 0.35 s moves opacity at most about 0.09 a frame; a restart from 0 would drop it at once.
  #expect(steps.max()! < 0.12, "largest opacity step \(steps.max()!)")
  #expect(opacity.last! == 1)
}
