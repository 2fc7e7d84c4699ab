import Foundation
import TabFramesDisplayList
import TabFramesRender
import TabFramesSceneFormat
import Testing

@testable import TabFrames

// The rounded design draws in a rounded face, Quicksand, tracked so that it takes the room SF Pro
// Rounded takes (SF's display design at every size; docs/research/text-metrics.md).

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

@Test @MainActor func theRoundedDesignDrawsInQuicksandAtAWeightOfLikeStem() throws {
  let regular = ViewRendering.fontSpec(.system(size: 17, weight: .regular, design: .rounded))
  #expect(regular.family == "Quicksand Medium" && regular.weight == .regular)
  let bold = ViewRendering.fontSpec(.system(.largeTitle, design: .rounded, weight: .bold))
  #expect(bold.family == "Quicksand" && bold.weight == .bold && bold.size == 34)
  #expect(ViewRendering.fontSpec(.system(size: 17, weight: .light, design: .rounded)).family == "Quicksand")
  #expect(ViewRendering.fontSpec(.system(size: 17, weight: .ultraLight, design: .rounded)).family == "Quicksand Light")
  // SF Pro Rounded's tracking for the size plus the fitted correction; `tracking(_:)` adds to it.
  #expect(abs(regular.letterSpacing - (22 - 51.4) * 17 / 1000) < 1e-9)
  var tracked = Font.system(size: 28, weight: .semibold, design: .rounded)
  tracked.letterSpacing = 1
  #expect(abs(ViewRendering.fontSpec(tracked).letterSpacing - (1 + (13 - 38.3) * 28 / 1000)) < 1e-9)
  // Installed by scripts/setup and .ci/run: the faces resolve as themselves, so nothing warns.
  #expect(ViewRendering.roundedFaceInstalled)
  let stage = Stage(name: "rounded", width: 200, height: 60) { Text("Steps").font(.system(.title, design: .rounded)) }
  #expect(try stage.symbolWarnings().isEmpty)
}

/// Across sizes and weights, rounded text measures like SF's display design with SF Pro Rounded's
/// tracking (Inter Display with the system font's display correction): the median within 1 %, every word
/// within 9 % (Quicksand's shapes differ letter by letter), and numbers up to 15 % narrower
/// (Quicksand's 1 and colon are narrow) but never more than 3 % wider.
@Test @MainActor func theRoundedDesignTakesTheRoomOfSFsDisplayDesign() throws {
  // The corpus the correction was fitted on (scripts/fit-rounded-tracking): tab names, titles,
  // buttons and numbers.
  let uiStrings = try String(contentsOf: repository.appendingPathComponent("Data/ui-strings.txt"), encoding: .utf8)
    .split(separator: "\n").map(String.init).filter { !$0.isEmpty }
  #expect(uiStrings.count >= 100)
  let rendering = Stage(name: "widths", width: 400, height: 100) { EmptyView() }.rendering
  for size in [13.0, 17, 22, 28, 34] {
    for weight in [Font.Weight.regular, .semibold, .bold] {
      let correction = SystemFontMetrics.displayCorrection[min(max(weight.value - 400, 0), 300) / 100]
      var model = FontSpec(family: "Inter Display", size: size, weight: FontWeight.allCases.first { $0.cssWeight == weight.value }!)
      model.letterSpacing = (RoundedFontMetrics.apple(size) + correction) * size / 1000
      var errors: [Double] = []
      for string in uiStrings {
        let rounded = rendering.measure(string, .system(size: CGFloat(size), weight: weight, design: .rounded), nil)?.width ?? 0
        let expected = Stage.measurer.measure(TextRun(string: string, font: model)).width + model.letterSpacing
        let error = Double(rounded) / expected - 1
        errors.append(error)
        if string.contains(where: \.isNumber) {
          #expect(error < 0.03 && error > -0.15, "\(string) at \(size) pt \(weight.value): \(error * 100) %")
        } else {
          #expect(abs(error) <= 0.09, "\(string) at \(size) pt \(weight.value): \(error * 100) %")
        }
      }
      let median = errors.sorted()[errors.count / 2]
      #expect(abs(median) <= 0.01, "median at \(size) pt \(weight.value): \(median * 100) %")
    }
  }
}

/// SwiftUI's ultraLight is its lightest weight and thin the next: they draw Inter's thin (100) and
/// extra-light (200) faces in that order. They were swapped, so `.thin` drew lighter.
@Test @MainActor func ultraLightIsLighterThanThin() {
  let ultraLight = ViewRendering.fontSpec(.system(size: 17, weight: .ultraLight)).weight.cssWeight
  let thin = ViewRendering.fontSpec(.system(size: 17, weight: .thin)).weight.cssWeight
  let light = ViewRendering.fontSpec(.system(size: 17, weight: .light)).weight.cssWeight
  #expect(ultraLight == 100 && thin == 200 && light == 300)
}
