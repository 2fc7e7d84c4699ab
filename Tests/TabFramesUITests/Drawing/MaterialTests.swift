import TabFrames
import TabFramesDisplayList
import Testing

// Materials as ShapeStyles: drawn as their tint over what lies behind (the blur is not drawn).

@Test @MainActor func materialsFillAsTheirTintInLightAndDark() throws {
  struct Bar: View {
    var body: some View {
      HStack {
        Text("Home").padding().background(.ultraThinMaterial, in: Capsule())
        Text("Bar").padding().background(.bar)
        RoundedRectangle(cornerRadius: 8).fill(.regularMaterial).frame(width: 40, height: 20)
      }
    }
  }
  for (appearance, level) in [(Appearance.light, 249.0 / 255), (.dark, 22.0 / 255)] {
    let list = try Stage(name: "materials", width: 300, height: 80, appearance: appearance) { Bar() }.displayList()
    let fills = list.elements.filter { if case .text = $0.content { false } else { true } }.map(\.color)
    #expect(fills.count == 3)
    #expect(fills.allSatisfy { abs($0.r - level) < 0.002 && $0.r == $0.g && $0.g == $0.b }, "\(appearance): \(fills)")
    #expect(fills.map { ($0.a * 100).rounded() } == [50, 94, 80], "\(fills)")
  }
}
