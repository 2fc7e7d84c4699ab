import TabFrames
import Testing

// Where SwiftUI's isolation differs from "everything a view touches is on the main actor", in
// Swift 5 language mode (this target's; the Swift 6 twin is
// Tests/TabFramesUITests/Drawing/IsolationAsSwiftUITests.swift). The shapes' cases failed to
// compile before, the styles' in Swift 6 mode only:
// - A shape or a geometry effect is nonisolated (SwiftUI's `Shape` and `GeometryEffect` refine
//   `_RemoveGlobalActorIsolation`), so `path(in:)` may call the shape's own helpers and computed
//   properties, a `static let` may hold a shape with an initialiser of its own, and a plain
//   function may ask a shape for its path ("main actor-isolated property 'halfNotch' can not be
//   referenced from a nonisolated context").
// - A button or toggle style is on the main actor (`@MainActor @preconcurrency protocol`), so
//   its helpers may use the app's own view extensions ("non-Sendable 'some View'-typed result
//   can not be returned from main actor-isolated instance method").

private struct NotchedBar: Shape {
  var notch: CGFloat
  var halfNotch: CGFloat { notch / 2 }
  func corner(_ rect: CGRect) -> CGFloat { min(rect.height / 2, 12) }
  func path(in rect: CGRect) -> Path {
    var path = Path(roundedRect: rect, cornerRadius: corner(rect))
    path.addEllipse(in: CGRect(x: rect.midX - halfNotch, y: rect.minY - halfNotch, width: notch, height: notch))
    return path
  }
}

private struct Inset: Shape {
  let inset: CGFloat
  init(inset: CGFloat) { self.inset = inset }
  func path(in rect: CGRect) -> Path { Rectangle().path(in: rect.insetBy(dx: inset, dy: inset)) }
}

private enum Outlines {
  static let framed = Inset(inset: 4)
}

private func barOutline() -> Path { NotchedBar(notch: 20).path(in: CGRect(x: 0, y: 0, width: 100, height: 40)) }

private struct Nudge: GeometryEffect {
  var amount: CGFloat
  var animatableData: CGFloat {
    get { amount }
    set { amount = newValue }
  }
  func offset() -> CGFloat { amount * 2 }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: offset(), y: 0))
  }
}

extension View {
  fileprivate func cardShadow() -> some View { shadow(color: .black.opacity(0.2), radius: 2, y: 1) }
}

private struct Lifted: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View { lifted(configuration.label) }
  private func lifted(_ label: Configuration.Label) -> some View { label.padding(8).cardShadow() }
}

private struct Checkbox: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
      mark(configuration.isOn)
    }
  }
  private func mark(_ on: Bool) -> some View { Image(systemName: on ? "checkmark.circle.fill" : "circle").cardShadow() }
}

@Test @MainActor func shapesAreNonisolatedAndStylesOnTheMainActorInSwift5Mode() throws {
  #expect(barOutline().boundingRect == CGRect(x: 0, y: -10, width: 100, height: 50))
  #expect(Outlines.framed.path(in: CGRect(x: 0, y: 0, width: 50, height: 30)).boundingRect == CGRect(x: 4, y: 4, width: 42, height: 22))
  let leaves = try Stage(name: "isolation", width: 300, height: 300) {
    VStack {
      NotchedBar(notch: 20).fill(.blue).frame(width: 100, height: 40)
      Text("Nudged").modifier(Nudge(amount: 5))
      Button("Lifted") {}.buttonStyle(Lifted())
      Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Checkbox())
    }
  }.layout()
  let lifted = try #require(leaves.first { $0.text == "Lifted" })
  let nudged = try #require(leaves.first { $0.text == "Nudged" })
  #expect(leaves.contains { $0.kind == "symbol" }, "the checkbox's mark: \(leaves.map(\.kind))")
  #expect(lifted.frame.width > 0 && nudged.frame.width > 0)
}
