import Foundation
import TabFrames
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesRender
import Testing

// `trim(from:to:)` and `Path.trimmedPath(from:to:)`: the part of an outline between two fractions
// of its length; a progress ring animates as its fraction changes.

@Test func aTrimmedPathKeepsThatShareOfItsLength() {
  var path = Path()
  path.move(to: CGPoint(x: 0, y: 0))
  path.addLine(to: CGPoint(x: 100, y: 0))
  path.addLine(to: CGPoint(x: 100, y: 100))
  let half = path.trimmedPath(from: 0.25, to: 0.75).boundingRect
  #expect(half == CGRect(x: 50, y: 0, width: 50, height: 50), "\(half)")
  #expect(path.trimmedPath(from: 0.6, to: 0.4).isEmpty)
  #expect(path.trimmedPath(from: 0, to: 1) == path)
}

/// A quarter of a circle from its start (3 o'clock) round to 6 o'clock, in PNG and SVG alike.
@Test @MainActor func aTrimmedCircleDrawsItsArc() throws {
  let ring = Circle().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 6).frame(width: 80, height: 80)
  let (png, svg, _, _) = try rendered("trim", 100, 100, ring)
  for image in [png, svg] {
    func blue(_ x: CGFloat, _ y: CGFloat) -> Bool {
      let p = image[Int(x * 3), Int(y * 3)]
      return p.b > 200 && p.r < 80
    }
    let d = 40 / 2.0.squareRoot()
    #expect(blue(50 + d, 50 + d), "the arc at 45°")
    #expect(!blue(50 - d, 50 - d) && !blue(50, 10) && !blue(10, 50), "the rest of the circle is not drawn")
  }
}

/// A ring whose progress changes in an animation grows through the fractions between.
@Test @MainActor func aProgressRingAnimatesItsFraction() throws {
  struct Ring: View {
    @State private var progress = 0.25
    var body: some View {
      Circle().trim(from: 0, to: progress).stroke(Color.green, lineWidth: 4).frame(width: 60, height: 60).contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 0.5)) { progress = 1 } }
    }
  }
  let frames = try Stage(name: "ring", width: 100, height: 100) { Ring() }.play([.tap(at: (50, 50))]).frames
  func extent(_ frame: Frame) -> Double {
    guard let e = frame.displayList.elements.first, case .symbol(_, let path) = e.content else { return 0 }
    return path.elements.count.doubleValue
  }
  let counts = frames.map(extent)
  #expect(counts.first! < counts.last!, "\(counts)")
  #expect(counts.contains { $0 > counts.first! && $0 < counts.last! }, "in between: \(counts)")
}

extension Int {
  fileprivate var doubleValue: Double { Double(self) }
}
