import TabFrames
import Testing

// User code in Swift 5 language mode (this target's), as SwiftUI accepts it: shapes drawn from
// functions and properties outside any view, which need `fill` and `stroke` to be nonisolated,
// as SwiftUI's are.

func pill() -> some View { RoundedRectangle(cornerRadius: 8).fill(.blue) }

func ring(_ color: Color) -> some View { Circle().stroke(color, lineWidth: 2) }

let badgeBackground = Capsule().fill(Color.red)

struct Outlined {
  func shape() -> some View { RoundedRectangle(cornerRadius: 4).strokeBorder(Color.gray, lineWidth: 1) }
}

@Test @MainActor func shapesDrawnOutsideViewsLayOut() throws {
  let stage = Stage(name: "swift5", width: 200, height: 60) {
    HStack {
      pill().frame(width: 40, height: 20)
      ring(.green).frame(width: 20, height: 20)
      badgeBackground.frame(width: 30, height: 16)
      Outlined().shape().frame(width: 24, height: 24)
    }
  }
  let shapes = try stage.layout().filter { $0.kind == "shape" }
  #expect(shapes.map(\.frame.width) == [40, 20, 30, 24])
}
