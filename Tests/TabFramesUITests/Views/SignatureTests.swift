import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import Testing

@testable import TabFrames

/// SwiftUI spellings that ordinary tab bar code uses, with SwiftUI's meaning: each compiles here
/// only because the declaration matches SwiftUI's, and each is checked for what it does.

@Test func interactiveSpringWithParenthesesIsTheErasAndArgumentsTakeSwiftUIsDefaults() {
  // No arguments: the same as `.interactiveSpring` (era-dependent, docs/FIDELITY.md §1).
  #expect(Animation.interactiveSpring().spec == Animation.interactiveSpring.spec)
  // Any argument given: a response spring with SwiftUI's defaults (0.15, 0.86, 0.25) for the rest.
  #expect(
    Animation.interactiveSpring(response: 0.3).spec == .spring(response: 0.3, dampingFraction: 0.86, blendDuration: 0.25))
  #expect(
    Animation.interactiveSpring(response: 0.2, dampingFraction: 0.7, blendDuration: 0).spec
      == .spring(response: 0.2, dampingFraction: 0.7, blendDuration: 0))
  // iOS 17's form: bounce 0.15 plus the extra, for the duration.
  #expect(Animation.interactiveSpring(duration: 0.3, extraBounce: 0.1).spec == .snappy(duration: 0.3, extraBounce: 0.1))
}

private struct RoleLabel: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text(configuration.role == .destructive ? "destructive" : "no role")
  }
}

@Test @MainActor func aButtonTitledWithARoleRunsItsActionAndCarriesTheRole() throws {
  struct Buttons: View {
    @State private var deleted = 0
    var body: some View {
      VStack {
        Button("Delete", role: .destructive) { deleted += 1 }.accessibilityIdentifier("delete")
        Button("Trash", systemImage: "trash", role: .destructive) { deleted += 10 }.accessibilityIdentifier("trash")
        Button("Keep") {}.buttonStyle(RoleLabel())
        Button("Remove", role: .destructive) {}.buttonStyle(RoleLabel())
        Text("deleted \(deleted)")
      }
    }
  }
  let stage = Stage(name: "roles", width: 300, height: 400) { Buttons() }
  let leaves = try stage.play([.tap("delete"), .tap("trash")]).frames.last?.displayList.elements ?? []
  let texts = leaves.compactMap { element -> String? in if case .text(let r) = element.content { r.string } else { nil } }
  #expect(texts.contains("deleted 11"))
  #expect(texts.contains("no role") && texts.contains("destructive"))
}

@Test func colorsInOtherSpacesAndHSBBecomeTheirSRGBComponents() {
  func close(_ c: Color, _ r: Double, _ g: Double, _ b: Double, _ o: Double = 1) -> Bool {
    let k = c.components
    return abs(k.red - r) < 1e-4 && abs(k.green - g) < 1e-4 && abs(k.blue - b) < 1e-4 && abs(k.opacity - o) < 1e-9
  }
  // The default space is sRGB, as before.
  #expect(close(Color(red: 0.2, green: 0.4, blue: 0.6), 0.2, 0.4, 0.6))
  #expect(close(Color(.sRGB, white: 0.3, opacity: 0.5), 0.3, 0.3, 0.3, 0.5))
  // Linear 0.5 is sRGB 0.7354 (the sRGB transfer curve).
  #expect(close(Color(.sRGBLinear, white: 0.5), 0.735_357, 0.735_357, 0.735_357))
  // Display P3 (0.8, 0.4, 0.2) in sRGB, through the primaries' matrices (worked out apart with
  // NumPy from the two spaces' chromaticities); P3 grey is sRGB grey (same white).
  #expect(close(Color(.displayP3, red: 0.8, green: 0.4, blue: 0.2), 0.859_570, 0.370_402, 0.123_434))
  #expect(close(Color(.displayP3, white: 0.5), 0.5, 0.5, 0.5))
  // P3's red is beyond sRGB: clipped to sRGB's red.
  #expect(close(Color(.displayP3, red: 1, green: 0, blue: 0), 1, 0, 0))
  // HSB: the hue circle's red, green and a desaturated cyan.
  #expect(close(Color(hue: 0, saturation: 1, brightness: 1), 1, 0, 0))
  #expect(close(Color(hue: 1.0 / 3, saturation: 1, brightness: 1, opacity: 0.5), 0, 1, 0, 0.5))
  #expect(close(Color(hue: 0.5, saturation: 0.5, brightness: 0.8), 0.4, 0.8, 0.8))
  #expect(close(Color(hue: 1, saturation: 0, brightness: 0.25), 0.25, 0.25, 0.25))
  // The hue wraps around the circle: −0.25 is 0.75, a violet; no number is red's, not a trap.
  #expect(close(Color(hue: -0.25, saturation: 1, brightness: 1), 0.5, 0, 1))
  #expect(close(Color(hue: 1.75, saturation: 1, brightness: 1), 0.5, 0, 1))
  #expect(close(Color(hue: .nan, saturation: 1, brightness: 1), 1, 0, 0))
}

@Test @MainActor func overlayInAShapeAndBordersTakeAnyStyle() throws {
  let l = try ViewLayout.leaves(
    of: Text("Hi").frame(width: 60, height: 20).overlay(.blue.opacity(0.5), in: Capsule()).border(.tint, width: 2)
      .accessibilityValue(Text("two")),
    in: CGSize(width: 100, height: 40)
  ) { s, _ in CGSize(width: CGFloat(s.count) * 10, height: 20) }
  // The text, then the capsule over it in the 60 × 20 frame, then the border around that.
  #expect(l.map(\.kind) == ["text", "shape", "border"])
  #expect(l[1].frame == CGRect(x: 20, y: 10, width: 60, height: 20) && l[1].color == Color.blue.opacity(0.5))
  #expect(l[2].frame == l[1].frame && l[2].color == TintShapeStyle()._color(in: EnvironmentValues()))
}

/// The text of the view identified `state` in a frame.
private func state(_ frame: Frame) -> String? {
  if case .text(let run) = frame.displayList["state"]?.content { run.string } else { nil }
}

@Test @MainActor func withAnimationsCompletionRunsWhenItsAnimationHasFinished() throws {
  struct Steps: View {
    @State private var x: CGFloat = 0
    @State private var done = "running"
    var body: some View {
      VStack {
        Color.red.frame(width: 10, height: 10).offset(x: x).accessibilityIdentifier("box")
          .onTapGesture {
            withAnimation(.linear(duration: 0.5)) {
              x = 100
            } completion: {
              done = "done"
            }
          }
        Button("Nothing") {
          withAnimation(.linear(duration: 0.5), completionCriteria: .removed) {
          } completion: {
            done = "at once"
          }
        }
        Text(done).accessibilityIdentifier("state")
      }
    }
  }
  let f = try Stage(name: "completion", width: 200, height: 200) { Steps() }.play([.tap("box")]).frames
  // 60 fps: the move ends at frame 30, and its completion runs there, outside the animation.
  #expect(state(f[29]) == "running" && state(f[30]) == "done" && f.count == 31)
  // Changing nothing, the completion runs at once.
  let g = try Stage(name: "completion", width: 200, height: 200) { Steps() }.play([.tap("Nothing")]).frames
  #expect(state(g[0]) == "at once")
}

@Test @MainActor func completionsKeepToTheirOwnAnimationAndStage() throws {
  final class Flag { var ran = false }
  struct Two: View {
    @State private var a: CGFloat = 0
    @State private var b = "running"
    var body: some View {
      VStack {
        Color.red.frame(width: 10, height: 10).offset(x: a).accessibilityIdentifier("box")
          .onTapGesture {
            // Two writes of one animation in a row: the second's completion is kept with them.
            withAnimation(.linear(duration: 0.5)) { a = 50 }
            withAnimation(.linear(duration: 0.5)) {
              a = 100
            } completion: {
              b = "done"
            }
          }
        Text(b).accessibilityIdentifier("state")
      }
    }
  }
  // A completion made outside any stage never runs in one.
  let stray = Flag()
  var transaction = Transaction(animation: .default)
  transaction.addAnimationCompletion { stray.ran = true }
  withTransaction(transaction) {}
  let f = try Stage(name: "completion", width: 200, height: 200) { Two() }.play([.tap("box")]).frames
  #expect(state(f[29]) == "running" && state(f[30]) == "done")
  #expect(!stray.ran)
}

@Test @MainActor func completionsThatSetEachOtherOffForEverAreAClearError() throws {
  struct Loop: View {
    @State private var n = 0
    var body: some View {
      Text("\(n)").onTapGesture { again() }
    }
    func again() {
      withAnimation {
        n += 0
      } completion: {
        again()
      }
    }
  }
  #expect {
    _ = try Stage(name: "loop", width: 100, height: 100) { Loop() }.play([.tap("0")])
  } throws: { error in
    "\(error)".contains("animation completions run one another")
  }
}
