import Foundation
import TabFrames
import TabFramesOutput
import TabFramesSnapshot
import Testing

@testable import TabFramesTesting

/// What VoiceOver reads is part of a layout snapshot: the dump writes each frame's accessibility
/// elements, a change in them fails the snapshot though no pixel changed, and a reference
/// recorded before they were written still passes.
private struct Player: View {
  let label: String
  var body: some View {
    HStack {
      Button {
      } label: {
        Image(systemName: "play.fill")
      }
      .accessibilityLabel(label)
      Text("Now playing").accessibilityAddTraits(.updatesFrequently)
    }
  }
}

@Test @MainActor func aChangedAccessibilityLabelFailsTheLayoutSnapshot() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-a11y-snap-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let artifacts = folder.appendingPathComponent("artifacts")
  let recorder = SnapshotChecker(tolerance: .standard, layoutTolerance: 0.01, record: .all, artifacts: artifacts, compareLayout: true)
  let checker = SnapshotChecker(tolerance: .standard, layoutTolerance: 0.01, record: .never, artifacts: artifacts, compareLayout: true)
  let play = Stage(name: "player", width: 240, height: 60, scale: 1) { Player(label: "Play") }
  let reference = folder.appendingPathComponent("player")
  _ = try recorder.check(play.target, animation: try play.play([]), frames: .settled, reference: reference)

  // The dump as written: the frame's elements after its drawn ones.
  let dumpURL = reference.appendingPathExtension("layout.json")
  let dump = try JSONSerialization.jsonObject(with: Data(contentsOf: dumpURL)) as? [String: Any]
  let frame = try #require((dump?["frames"] as? [[String: Any]])?.first)
  let elements = try #require(frame["accessibility"] as? [[String: Any]])
  #expect(elements.map { $0["label"] as? String } == ["Play", "Now playing"])
  #expect(elements.map { $0["traits"] as? [String] } == [["isButton"], ["isStaticText", "updatesFrequently"]])
  #expect(elements.allSatisfy { ($0["frame"] as? [Double])?.count == 4 })

  // Same pixels, another label: the layout snapshot fails, naming the element and the field.
  let pause = Stage(name: "player", width: 240, height: 60, scale: 1) { Player(label: "Pause") }
  let outcome = try checker.check(pause.target, animation: try pause.play([]), frames: .settled, reference: reference)
  #expect(!outcome.passed)
  let difference = try #require(outcome.layoutDifferences.first)
  #expect(difference.element == "accessibility[0] \"Play\"" && difference.field == "label", "\(difference)")
  #expect(difference.description.contains("Play") && difference.description.contains("Pause"))
  #expect(try checker.check(play.target, animation: try play.play([]), frames: .settled, reference: reference).passed)

  // A reference from before accessibility was recorded: compared on its drawn elements alone.
  var old = try #require(dump)
  var frames = try #require(old["frames"] as? [[String: Any]])
  frames[0]["accessibility"] = nil
  old["frames"] = frames
  try JSONSerialization.data(withJSONObject: old).write(to: dumpURL)
  #expect(try checker.check(pause.target, animation: try pause.play([]), frames: .settled, reference: reference).passed)
}

/// The dump's accessibility for one element, field by field: a label always, value, hint and
/// identifier where set, traits, `hidden` only when hidden, the frame, a container's children.
@Test func theDumpWritesAnElementsFieldsInAFixedOrder() {
  let child = AccessibilityElement(label: "Mon", traits: ["isStaticText"], frame: .init(x: 1, y: 2, width: 3, height: 4))
  let hidden = AccessibilityElement(label: "Icon", traits: ["isImage"], isHidden: true, frame: .init(x: 0, y: 0, width: 1, height: 1))
  let container = AccessibilityElement(
    label: "Days", value: "2 of 7", hint: "Swipe", identifier: "days", traits: [], frame: .init(x: 0, y: 0, width: 10.5, height: 20),
    children: [child, hidden])
  #expect(
    LayoutDump.accessibility(container)
      == #"{ "label": "Days", "value": "2 of 7", "hint": "Swipe", "identifier": "days", "traits": [], "frame": [0, 0, 10.5, 20], "children": [{ "label": "Mon", "traits": ["isStaticText"], "frame": [1, 2, 3, 4] }, { "label": "Icon", "traits": ["isImage"], "hidden": true, "frame": [0, 0, 1, 1] }] }"#
  )
  #expect(container.readElements.map(\.label) == ["Mon"])
}
