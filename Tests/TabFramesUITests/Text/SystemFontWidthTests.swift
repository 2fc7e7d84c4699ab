import Foundation
import Testing

@testable import TabFrames

// Text takes the room it takes on a device (issue 31 item 1): the system font, drawn with Inter
// and SF Pro's tracking (SystemFontMetrics), measured against SF Pro widths taken from devices
// (Data/sf-text-widths.tsv; docs/research/text-metrics.md says where each comes from).

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

private struct Measured {
  let string: String
  let size: CGFloat
  let weight: Font.Weight
  let device: CGFloat
  let confidence: String
}

private func deviceWidths() throws -> [Measured] {
  let text = try String(contentsOf: repository.appendingPathComponent("Data/sf-text-widths.tsv"), encoding: .utf8)
  let weights: [String: Font.Weight] = ["regular": .regular, "medium": .medium, "semibold": .semibold, "bold": .bold]
  return try text.split(separator: "\n").dropFirst().map { line in
    let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    let size = try #require(Double(f[1]))
    let width = try #require(Double(f[3]))
    return Measured(string: f[0], size: CGFloat(size), weight: try #require(weights[f[2]]), device: CGFloat(width), confidence: f[4])
  }
}

/// How much wider (positive) the system font's text is here than on the device. A device's width
/// is rounded up to its pixels (a third of a point): its middle is a sixth below.
@MainActor private func errors(_ rows: [Measured]) -> [(String, Double)] {
  let rendering = Stage(name: "widths", width: 400, height: 100) { EmptyView() }.rendering
  return rows.map { row in
    let here = rendering.measure(row.string, .system(size: row.size, weight: row.weight), nil)?.width ?? 0
    return ("\(row.string) \(row.size) pt", Double(here / (row.device - 1.0 / 6) - 1))
  }
}

@Test @MainActor func theSystemFontTakesTheRoomSFProTakesOnADevice() throws {
  // Words, not single characters (a "?" is a third of a point's rounding from any width).
  let rows = try deviceWidths().filter { $0.string.count > 1 }
  let trusted = errors(rows.filter { $0.confidence != "low" })
  #expect(trusted.count >= 10)
  let sorted = trusted.map(\.1).sorted()
  let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  #expect(abs(median) <= 0.01, "median \(median * 100) %: \(trusted)")
  for (name, e) in errors(rows) { #expect(abs(e) <= 0.03, "\(name): \(e * 100) % from the device's width") }
}

/// The tracking follows the size as SF Pro's does: positive at caption sizes, most negative
/// around 20 pt, positive again in the display sizes (drawn with Inter Display from 23 pt), and
/// heavier weights track looser; a font named by the user is drawn untracked.
@Test @MainActor func systemTrackingFollowsSizeAndWeight() {
  #expect(SystemFontMetrics.tracking(size: 11, weight: 400) > 0)
  #expect(abs(SystemFontMetrics.tracking(size: 17, weight: 400) - -0.408) < 1e-9)
  #expect(SystemFontMetrics.tracking(size: 20, weight: 400) < SystemFontMetrics.tracking(size: 17, weight: 400))
  #expect(SystemFontMetrics.tracking(size: 34, weight: 400) > 0)
  #expect(SystemFontMetrics.tracking(size: 17, weight: 700) > SystemFontMetrics.tracking(size: 17, weight: 400))
  #expect(abs(SystemFontMetrics.tracking(size: 16.5, weight: 400) - (-0.289 - 0.408) / 2) < 1e-9)
  #expect(SystemFontMetrics.family(size: 22) == "Inter" && SystemFontMetrics.family(size: 28) == "Inter Display")
  #expect(ViewRendering.fontSpec(.custom("Inter", size: 17)).letterSpacing == 0)
  var tracked = Font.body
  tracked.letterSpacing = 1
  #expect(abs(ViewRendering.fontSpec(tracked).letterSpacing - (1 - 0.408)) < 1e-9)
  // Outside the fitted sizes, Apple's table with the fitted correction.
  #expect(abs(SystemFontMetrics.tracking(size: 48, weight: 400) - (0.35 - 5.4 * 48 / 1000)) < 1e-9)
}
