import Foundation
import Testing

@testable import TabFramesUI

/// One walk gathers what a laid-out tree is asked for (Layout/Gathering.swift): several kinds at
/// once give exactly what each gives alone, and what a node hides from one kind (a mask's
/// drawing from touches and VoiceOver, a hidden view from both) it hides from that kind only.

private struct Captioned: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

@MainActor private func laidOut(_ view: some View) throws -> ViewTree {
  let tree = ViewTree(
    view, scale: 3, environment: EnvironmentValues(),
    measure: { string, _, _ in CGSize(width: CGFloat(string.count) * 10, height: 20) },
    symbolSize: { _, font in CGSize(width: font.size, height: font.size) }, hasSymbol: { _ in false }, fontMetrics: { _ in nil })
  _ = try tree.leaves(in: CGSize(width: 390, height: 300))
  return tree
}

@Test @MainActor func oneWalkGathersSeveralKindsAsEachAlone() throws {
  let tree = try laidOut(
    VStack {
      Button("Play") {}.accessibilityIdentifier("play")
      Text("Shown").preference(key: Captioned.self, value: ["shown"])
      Color.red.frame(width: 40, height: 40)
        .mask { Button("Under the mask") {}.preference(key: Captioned.self, value: ["mask"]) }
      Button("Hidden") {}.hidden().preference(key: Captioned.self, value: ["hidden"])
      ScrollView { Text("Row").id("row") }.frame(height: 40)
      Text("Dragged").gesture(DragGesture().onChanged { _ in })
    })
  let all = tree.root.gathered(.all)
  #expect(all.taps?.map(\.names) == tree.root.gathered(.taps).taps?.map(\.names))
  #expect(all.drags?.count == tree.root.gathered(.drags).drags?.count)
  #expect(all.accessibility == tree.root.gathered(.accessibility).accessibility)
  #expect(all.preferences?[Captioned.self] == tree.root.gathered(.preferences).preferences?[Captioned.self])
  #expect(all.errors == [])
  // A mask's drawing is neither touched nor read, but its preferences pass up; a hidden button
  // takes no tap and is not read, and its preference passes up too.
  let names = (all.taps ?? []).flatMap(\.names)
  #expect(names.contains("Play") && names.contains("play"))
  #expect(!names.contains("Under the mask") && !names.contains("Hidden"))
  let read = (all.accessibility ?? []).compactMap(\.label)
  #expect(read.contains("Play") && read.contains("Shown") && read.contains("Row") && read.contains("Dragged"))
  #expect(!read.contains("Under the mask") && !read.contains("Hidden"))
  #expect(all.preferences?[Captioned.self] == ["shown", "mask", "hidden"])
  #expect(all.drags?.count == 1)
  // Scroll targets are gathered by each scroll view for its own content.
  #expect(tree.root.gathered(.scrollTargets).scrollTargets?.keys.contains(AnyHashable("row")) == true)
}
