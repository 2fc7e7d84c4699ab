import Foundation
import TabFramesAnimation
import TabFramesRender
import Testing

@testable import TabFrames

// `rotationEffect(_:anchor:)` as SwiftUI's: drawing turned, layout unchanged, touches where it is
// drawn, animated by its angle; the same in PNG and in SVG (drawn again by librsvg).

/// A bar 60 × 12 pt turned a quarter turn stands upright: drawn 12 wide and 60 tall about its
/// centre, in the PNG and in the SVG alike, while its layout frame stays as laid out.
@Test @MainActor func aQuarterTurnStandsABarUpright() throws {
  let view = Rectangle().fill(Color.red).frame(width: 60, height: 12).rotationEffect(.degrees(90))
    .accessibilityIdentifier("bar")
  let (png, svg, svgText, leaves) = try rendered("turned", 100, 100, view)
  let bar = try #require(leaves.first { $0.id.hasPrefix("bar") })
  #expect(bar.frame == CGRect(x: 20, y: 44, width: 60, height: 12), "layout is unchanged: \(bar.frame)")
  for image in [png, svg] {
    func red(_ x: CGFloat, _ y: CGFloat) -> Bool {
      let p = image[Int(x * 3), Int(y * 3)]
      return p.r > 200 && p.g < 60 && p.b < 60
    }
    #expect(red(50, 25) && red(50, 75) && red(50, 50), "upright, through the centre")
    #expect(!red(25, 50) && !red(75, 50), "not across")
    #expect(!red(50, 18) && !red(50, 82), "60 pt tall, no more")
  }
  #expect(svgText.contains("rotate(90)"), "the SVG turns the bar: \(svgText)")
}

/// About another anchor the drawing swings round that point: a square turned a half turn about
/// its top-leading corner lands above and to the left of it.
@Test @MainActor func anAnchorIsThePointTurnedAbout() throws {
  let stage = Stage(name: "anchor", width: 200, height: 200) {
    Color.blue.frame(width: 40, height: 40).rotationEffect(.degrees(180), anchor: .topLeading)
  }
  let list = try stage.displayList()
  let square = try #require(list.elements.first { $0.color.b > 0.9 })
  // Laid out at (80, 80); its centre (100, 100) turned about (80, 80) lands at (60, 60).
  #expect(abs(square.frame.midX - 60) < 1e-9 && abs(square.frame.midY - 60) < 1e-9, "\(square.frame)")
  #expect(abs(square.rotation - .pi) < 1e-9)
}

/// A turn animates by its angle: a chevron turned 90° by a linear second is 45° turned halfway.
@Test @MainActor func aTurnAnimatesByItsAngle() throws {
  struct Disclosure: View {
    @State private var open = false
    var body: some View {
      Image(systemName: "chevron.right").rotationEffect(.degrees(open ? 90 : 0))
        .onTapGesture { withAnimation(.linear(duration: 1)) { open.toggle() } }
    }
  }
  let stage = Stage(name: "chevron", width: 100, height: 100) { Disclosure() }
  let frames = try stage.play([.tap("chevron.right")]).frames
  let turns = frames.compactMap { $0.displayList.elements.first { if case .symbol = $0.content { true } else { false } }?.rotation }
  #expect(turns.first == 0)
  #expect(abs((turns.last ?? 0) - .pi / 2) < 1e-9)
  let half = turns[turns.count / 2]
  #expect(abs(half - .pi / 4) < 0.05, "halfway: \(half * 180 / .pi)°")
  // And the animated SVG turns it too, frame by frame.
  let out = FileManager.default.temporaryDirectory.appendingPathComponent("tabframes-rotation-\(getpid())")
  defer { try? FileManager.default.removeItem(at: out) }
  try stage.render([.tap("chevron.right")], formats: [.svgAnimated], to: out.path)
  let animated = try String(contentsOf: out.appendingPathComponent("chevron.anim.svg"), encoding: .utf8)
  #expect(animated.contains("type=\"rotate\""), "\(animated.prefix(2000))")
}

/// Touches land where the view is drawn: a wide button turned upright answers above its centre,
/// where it now is, not beside it, where it was laid out.
@Test @MainActor func aTurnedViewIsTouchedWhereItIsDrawn() throws {
  struct Turned: View {
    @State private var taps = 0
    var body: some View {
      VStack {
        Color.green.frame(width: 80, height: 16).rotationEffect(.degrees(90)).onTapGesture { taps += 1 }
        Text("Taps \(taps)")
      }
    }
  }
  let stage = Stage(name: "touch", width: 200, height: 200) { Turned() }
  let leaves = try stage.layout()
  let bar = try #require(leaves.first { $0.kind == "color" }).frame
  let frames = try stage.play([.tap(at: (Double(bar.midX), Double(bar.midY - 30))), .tap(at: (Double(bar.minX + 4), Double(bar.midY)))])
    .frames
  let texts = frames.last?.displayList.elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } }
  #expect(texts == ["Taps 1"], "the tap above the centre lands, the one at the laid-out end does not: \(texts ?? [])")
}
