import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// `#Preview` blocks as Xcode writes them at the end of a view file, found with no list kept by hand
// (the macro's records, read by `PreviewRegistry`) and put on stages by their traits.

private struct CountBadge: View {
  let count: Int
  var body: some View {
    Text("\(count)").font(.caption.bold()).foregroundColor(.white).padding(.horizontal, 8).padding(.vertical, 4)
      .background(Capsule().fill(Color.red))
  }
}

#Preview {
  CountBadge(count: 3)
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
  CountBadge(count: 12)
}

#Preview("Landscape", traits: .landscapeLeft) { CountBadge(count: 1) }

#Preview("Counter") {
  @Previewable @State var count = 0
  Button("Count \(count)") { count += 1 }
}

@MainActor private func previewsOfThisFile() -> [Stage.Preview] {
  Stage.previews(inModule: "TabFramesUITests").filter { $0.file == "PreviewMacroTests" }
}

private func texts(_ frame: Frame) -> [String] {
  frame.displayList.elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } }
}

/// Every `#Preview` of the file is found, in the order written, named by its name or its line.
@Test @MainActor func previewsAreFoundInTheOrderWritten() {
  let previews = previewsOfThisFile()
  #expect(previews.map(\.name) == ["line-17", "Fits", "Landscape", "Counter"])
  #expect(previews.map(\.line) == [17, 21, 25, 27])
  #expect(previews.allSatisfy { $0.module == "TabFramesUITests" })
  #expect(
    previews.map(\.stage.name) == [
      "previewmacrotests-line-17", "previewmacrotests-fits", "previewmacrotests-landscape", "previewmacrotests-counter",
    ])
  // Another module's previews are not this module's.
  #expect(Stage.previews(inModule: "NoSuchModule").isEmpty)
}

/// Traits choose the canvas: the device by default (an iPhone 15's 393 × 852 pt, with its safe
/// area), the view's own size for `.sizeThatFitsLayout`, the device on its side for `.landscapeLeft`,
/// with the safe area UIKit gives an iPhone 15 on its side (it had none).
@Test @MainActor func traitsChooseTheCanvas() throws {
  let stages = previewsOfThisFile().map(\.stage)
  try #require(stages.count == 4)
  #expect((stages[0].width, stages[0].height) == (393, 852))
  #expect(stages[0].safeAreaInsets == Stage.iPhoneSafeArea)
  #expect((stages[2].width, stages[2].height) == (852, 393))
  #expect(stages[1].safeAreaInsets == EdgeInsets())
  // On its side: the Dynamic Island's 59 pt on both sides, the home indicator's 21 pt below.
  #expect(stages[2].safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), "\(stages[2].safeAreaInsets)")
  // The badge's own size: its text plus 8 pt each side across and 4 pt along.
  let fits = stages[1]
  #expect(fits.width < 60 && fits.height < 30, "\(fits.width) × \(fits.height)")
  let leaves = try fits.layout()
  let capsule = try #require(leaves.first { $0.kind == "shape" })
  #expect(abs(capsule.frame.width - fits.width) < 0.5 && abs(capsule.frame.height - fits.height) < 0.5)
}

/// `@Previewable @State` is the preview's own state: a tap on the button counts.
@Test @MainActor func previewableStateIsThePreviewsOwn() throws {
  let counter = try #require(previewsOfThisFile().last?.stage)
  let frames = try counter.play([.hold(0.1), .tap("Count 0")]).frames
  #expect(texts(try #require(frames.first)).contains("Count 0"), "\(frames.map(texts))")
  #expect(texts(try #require(frames.last)).contains("Count 1"))
}
