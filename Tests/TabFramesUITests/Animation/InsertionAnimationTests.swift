import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import Testing

// An animation modifier animates changes inside a view that was already there; the insertion of
// the branch that holds it is the transaction's (issue 28 item 4). SwiftUI shows "Fixed" at once.

private struct SizeKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// The flag flipped from `onAppear`, or from `onPreferenceChange` when the preference arrives.
private struct Switched: View {
  let byPreference: Bool
  @State private var flag = true
  var body: some View {
    VStack {
      if flag {
        Text("Scrollable")
      } else {
        Text("Fixed").background(Color.red).animation(.default)
      }
    }
    .background(GeometryReader { g in Color.clear.preference(key: SizeKey.self, value: g.size.width) })
    .onPreferenceChange(SizeKey.self) { if byPreference, $0 > 0 { flag = false } }
    .onAppear { if !byPreference { flag = false } }
  }
}

/// "Fixed" and its red background at full opacity in every frame that draws them.
@MainActor private func fixedOpacities(_ stage: Stage) throws -> [Double] {
  try stage.play([.hold(0.5)]).frames.flatMap { frame in
    frame.displayList.elements.filter { element in
      if case .text(let run) = element.content { return run.string == "Fixed" }
      return element.color.r > 0.9 && element.color.g < 0.3
    }.map(\.opacity)
  }
}

@Test @MainActor func anAnimationInsideAnInsertedBranchDoesNotAnimateItsInsertion() throws {
  for stage in [
    Stage(name: "appear", width: 200, height: 100) { Switched(byPreference: false) },
    Stage(name: "preference", width: 200, height: 100) { Switched(byPreference: true) },
  ] {
    let opacities = try fixedOpacities(stage)
    #expect(!opacities.isEmpty, "\(stage.name): Fixed is drawn")
    #expect(opacities.allSatisfy { $0 == 1 }, "\(stage.name): \(opacities)")
  }
}

/// The modifier still animates what changes inside once its view is there: the deprecated
/// `.animation(_:)` on a view that changes later.
@Test @MainActor func theModifierStillAnimatesLaterChangesInside() throws {
  struct Growing: View {
    @State private var wide = false
    var body: some View {
      Color.blue.frame(width: wide ? 150 : 50, height: 20).animation(.linear(duration: 0.5))
        .onTapGesture { wide = true }
    }
  }
  let frames = try Stage(name: "grow", width: 200, height: 60) { Growing() }.play([.hold(0.1), .tap(at: (100, 30))]).frames
  let widths = frames.compactMap { $0.displayList.elements.first?.frame.width }
  #expect(widths.contains { $0 > 60 && $0 < 140 }, "animated: \(widths)")
}
