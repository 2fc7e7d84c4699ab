import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesOutput
import TabFramesRender
import TabFramesScene

/// W1's bar (Samples/bench-w1.json, settled on "Photos") written as a SwiftUI view: three labels
/// in equal columns of a 390 × 48 bar, the selected one primary and the others gray, and the
/// 130 × 4 indicator along the bottom under the first.
struct FixedBarView: View {
  let titles = ["Photos", "Videos", "Music"]
  var body: some View {
    ZStack(alignment: .bottomLeading) {
      HStack(spacing: 0) {
        ForEach(0..<titles.count, id: \.self) { i in
          Text(titles[i]).foregroundColor(i == 0 ? .primary : .gray).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
      }
      Rectangle().fill(.blue).frame(width: 130, height: 4)
    }
  }
}

/// Draws the view's settled frame and the scene file's, each encoded as a PNG frame by the same
/// renderer, alternating so both see the same machine; prints each median in milliseconds and
/// the view's over the scene's (issue 14: at most 1).
@MainActor
func measureDrawCost(runs: Int) throws {
  let stage = Stage(name: "w1-view", width: 390, height: 48, scale: 3) { FixedBarView() }
  let view = try stage.displayList()
  // The scene file's first frame (its initial selection, at rest) as the CLI draws it: through
  // its kind's view since issue 16.
  let scene = try SceneLoader.load(path: "Samples/bench-w1.json")
  guard let list = try SceneRenderer(formats: [], jobs: 1).play(scene).frames.first?.displayList else {
    FileHandle.standardError.write(Data("draw bench: the scene has no frame\n".utf8))
    exit(1)
  }
  guard view.elements.count == list.elements.count else {
    FileHandle.standardError.write(
      Data("draw bench: the view draws \(view.elements.count) elements, the scene \(list.elements.count)\n".utf8))
    exit(1)
  }
  let renderer = FrameRenderer(scale: 3)
  // Warm both (fonts, shaped text) before timing.
  _ = try renderer.opaquePNG(view)
  _ = try renderer.opaquePNG(list)
  var viewTimes: [Double] = []
  var sceneTimes: [Double] = []
  for _ in 0..<max(1, runs) {
    var start = DispatchTime.now().uptimeNanoseconds
    _ = try renderer.opaquePNG(view)
    viewTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    start = DispatchTime.now().uptimeNanoseconds
    _ = try renderer.opaquePNG(list)
    sceneTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  viewTimes.sort()
  sceneTimes.sort()
  let (v, s) = (viewTimes[viewTimes.count / 2], sceneTimes[sceneTimes.count / 2])
  print("draw-view \(String(format: "%.3f", v)) draw-scene \(String(format: "%.3f", s)) ratio \(String(format: "%.2f", v / s))")
}
