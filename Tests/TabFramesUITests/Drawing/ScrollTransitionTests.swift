import Foundation
import TabFrames
import TabFramesDisplayList
import Testing

// iOS 17's `scrollTransition`: a view in a scroll view drawn by how much of it is visible — at
// its identity phase wholly inside, part way to its edge phase as it is cut by an edge.

@MainActor private func cards(_ stage: Stage) throws -> [String: Element] {
  var found: [String: Element] = [:]
  for element in try stage.displayList().elements {
    if case .text(let run) = element.content { found[run.string] = element }
  }
  return found
}

/// A paging carousel as apps write one: cards 200 pt wide in a 300 pt scroll view.
@MainActor private func carousel(_ configuration: ScrollTransitionConfiguration = .interactive) -> Stage {
  Stage(name: "carousel", width: 300, height: 120) {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<3) { i in
          Text("Card \(i)").frame(width: 200, height: 100)
            .scrollTransition(configuration) { content, phase in
              content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.8)
            }
        }
      }
    }
  }
}

@Test @MainActor func aCardCutByTheEdgeIsDrawnPartWayToItsEdgePhase() throws {
  let shown = try cards(carousel())
  let first = try #require(shown["Card 0"])
  #expect(first.opacity == 1 && first.scale == 1, "wholly visible: identity")
  // Half of the second card is visible: half way along the ease-in-out curve, which is half.
  let second = try #require(shown["Card 1"])
  #expect(abs(second.opacity - 0.6) < 1e-9 && abs(second.scale - 0.9) < 1e-9, "\(second.opacity) \(second.scale)")
}

@Test @MainActor func anAnimatedTransitionSwitchesPhaseAtItsThreshold() throws {
  let half = try cards(carousel(.animated.threshold(.visible(0.5))))
  #expect(half["Card 1"]?.opacity == 1, "half visible meets a threshold of a half")
  let whole = try cards(carousel(.animated))
  #expect(whole["Card 1"]?.opacity == 0.2 && whole["Card 1"]?.scale == 0.8, "not wholly visible: the edge phase")
}

/// Where it is scrolled to decides the phase: scrolled to the second card, the first is cut by the
/// leading edge (topLeading) and the third by the trailing one.
@Test @MainActor func thePhaseFollowsTheEdgeThatCutsTheView() throws {
  struct Phases: View {
    var body: some View {
      ScrollViewReader { proxy in
        ScrollView(.horizontal) {
          HStack(spacing: 0) {
            ForEach(0..<3) { i in
              Text("Card \(i)").frame(width: 200, height: 100).id(i)
                .scrollTransition(.animated) { content, phase in content.offset(y: phase.value * 10) }
            }
          }
        }
        .onAppear { proxy.scrollTo(1, anchor: .center) }
      }
    }
  }
  let frames = try Stage(name: "phases", width: 300, height: 120) { Phases() }.play([]).frames
  var ys: [String: Double] = [:]
  for element in frames.last!.displayList.elements {
    if case .text(let run) = element.content { ys[run.string] = element.frame.y }
  }
  let middle = try #require(ys["Card 1"])
  #expect(ys["Card 0"] == middle - 10 && ys["Card 2"] == middle + 10, "\(ys)")
}

/// Outside a scroll view a view is at its identity phase.
@Test @MainActor func outsideAScrollViewAViewIsAtItsIdentity() throws {
  let stage = Stage(name: "plain", width: 100, height: 100) {
    Text("Card").scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
  }
  #expect(try cards(stage)["Card"]?.opacity == 1)
}
