import TabFramesRender
import Testing

@testable import TabFrames

private struct Screen: View {
  var body: some View {
    VStack {
      Text("Top of the screen")
      Spacer()
      Text("Bottom of the screen")
    }
    .frame(maxWidth: .infinity)
    .background(Color.yellow)
  }
}

#Preview("Screen") { Screen() }

/// A device preview lays its content out inside the device's safe area, as the simulator shows a
/// preview: the first text below the status bar's 59 pt, the last above the home indicator's 34 pt,
/// while the background, which ignores the safe area, fills the whole canvas.
@Test @MainActor func aDevicePreviewHasTheDevicesSafeArea() throws {
  let preview = try #require(
    Stage.previews(inModule: "TabFramesUITests").first { $0.file == "PreviewSafeAreaTests" && $0.name == "Screen" })
  let leaves = try preview.stage.layout()
  let top = try #require(leaves.first { $0.kind == "text" && $0.text == "Top of the screen" })
  let bottom = try #require(leaves.first { $0.kind == "text" && $0.text == "Bottom of the screen" })
  #expect(abs(top.frame.minY - 59) < 0.01, "\(top.frame)")
  #expect(abs(bottom.frame.maxY - (852 - 34)) < 0.01, "\(bottom.frame)")
  let background = try #require(leaves.first { $0.kind == "color" })
  #expect(background.frame == CGRect(x: 0, y: 0, width: 393, height: 852), "\(background.frame)")
}

private struct LongList: View {
  var body: some View {
    TabView {
      List { ForEach(1..<40) { Text("Row \($0)") } }.tabItem { Label("Home", systemImage: "house") }
    }
  }
}

#Preview("Long list") { LongList() }

/// A list too long for the screen is a scroll view as large as its background: under the status
/// bar its grouped background shows, as on a device (the rows' cut at the safe area's top edge
/// had cut the background there too, leaving the status bar's 59 pt white), and rows run on under
/// the tab bar.
@Test @MainActor func aLongListsBackgroundReachesUnderTheStatusBar() throws {
  let preview = try #require(
    Stage.previews(inModule: "TabFramesUITests").first { $0.file == "PreviewSafeAreaTests" && $0.name == "Long list" })
  let image = try FrameRenderer(scale: 1).rasterize(try preview.stage.displayList())
  // systemGroupedBackground, light: #F2F2F7.
  for y in [2, 30, 58] {
    let p = image[20, y]
    #expect((p.r, p.g, p.b) == (0xF2, 0xF2, 0xF7), "at y \(y): \(p)")
  }
}

private struct PaddedBar: View {
  private var bottomInset: CGFloat { UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0 }
  var body: some View {
    Color.red.frame(height: 49).accessibilityIdentifier("bar").padding(.bottom, bottomInset)
  }
}

#Preview("Padded bar", traits: .sizeThatFitsLayout) { PaddedBar() }

/// A `.sizeThatFits` preview is a canvas of its own (no safe area) in the device's window, which
/// keeps the device's: a bar that pads itself by the window's bottom inset is measured and laid
/// out with the same 34 pt, its canvas exactly as tall, the bar at the top (measured once with
/// the device's inset and laid out with none, it sat 17 pt down in its canvas).
@Test @MainActor func aSizeThatFitsPreviewsWindowKeepsTheDevicesSafeArea() throws {
  let preview = try #require(
    Stage.previews(inModule: "TabFramesUITests").first { $0.file == "PreviewSafeAreaTests" && $0.name == "Padded bar" })
  #expect(preview.stage.height == 49 + 34 && preview.stage.safeAreaInsets == TabFramesUI.EdgeInsets())
  let bar = try #require(try preview.stage.layout().first { $0.id == "bar" })
  #expect(bar.frame.minY == 0 && bar.frame.height == 49, "\(bar.frame)")
}

/// A `.sizeThatFits` preview is measured at its stage's clock, as it is drawn: a `TimelineView`'s
/// date was measured on the wall clock and drawn at the stage's, so a date of another length was
/// cut off ("Jan 1, 2001 at 12:00 …").
@Test @MainActor func aSizeThatFitsPreviewIsMeasuredAtTheStagesClock() throws {
  let stage = Stage.stage(
    name: "clock", layout: .sizeThatFits, device: CGSize(width: 393, height: 852), scale: 1, appearance: .light, era: .ios17,
    file: "Previews.swift:1"
  ) {
    // The stage's clock starts at 0 s since 2001; the wall clock's is nine digits long.
    TimelineView(.periodic(from: .now, by: 1)) { context in
      Text(verbatim: "\(Int(context.date.timeIntervalSinceReferenceDate)) s")
    }
  }
  // Drawn as a render draws it: played, at the stage's clock.
  let list = try #require(try stage.play([]).frames.last).displayList
  let text = try #require(list.elements.first { if case .text = $0.content { true } else { false } })
  guard case .text(let run) = text.content else { return }
  #expect(run.string == "0 s")
  #expect(abs(stage.width - text.frame.width) < 1, "the canvas is the drawn text's width: \(stage.width), \(text.frame)")
}
