import Foundation
import TabFrames
import Testing

/// iOS 18's container values: a view tells the container it is a subview of something
/// (`containerValue(_:_:)`), and the container reads it from the subview
/// (`subview.containerValues`), as Apple's "Creating custom container views" sample does with a
/// highlighted card. Values are declared with `@Entry` in `ContainerValues`, or with a key.

extension ContainerValues {
  @Entry var isHighlighted: Bool = false
  @Entry var cardTitle: String? = nil
}

private struct BadgeKey: ContainerValueKey {
  static let defaultValue = 0
}

extension ContainerValues {
  fileprivate var badge: Int {
    get { self[BadgeKey.self] }
    set { self[BadgeKey.self] = newValue }
  }
}

private struct Cards<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 4) {
      ForEach(subviews: content) { subview in
        VStack {
          if let title = subview.containerValues.cardTitle { Text(title) }
          subview
          if subview.containerValues.badge > 0 { Text("badge \(subview.containerValues.badge)") }
        }
        .padding(8)
        .background(subview.containerValues.isHighlighted ? Color.yellow : Color.gray)
      }
    }
  }
}

@Test @MainActor func aContainerReadsWhatItsSubviewsTellIt() throws {
  let stage = Stage(name: "cards", width: 320, height: 400) {
    Cards {
      Text("A").containerValue(\.isHighlighted, true)
      Text("B").containerValue(\.cardTitle, "Second").padding(2)
      ForEach(["C", "D"], id: \.self) { Text($0) }.containerValue(\.badge, 3)
      Text("E").containerValue(\.badge, 1).containerValue(\.badge, 2)
    }
  }
  let elements = try #require(try stage.play([]).frames.last).displayList.elements
  let texts = elements.compactMap { if case .text(let run) = $0.content { run.string } else { nil } }
  // A title above B (set inside its padding), a badge under each element of the ForEach, the
  // outermost of two values on E.
  #expect(texts == ["A", "Second", "B", "C", "badge 3", "D", "badge 3", "E", "badge 2"], "\(texts)")
  let backgrounds = elements.compactMap { element -> String? in
    guard case .rect = element.content else { return nil }
    if abs(element.color.r - 1) < 0.01 && abs(element.color.g - 0.8) < 0.01 { return "yellow" }
    return "gray"
  }
  #expect(backgrounds == ["yellow", "gray", "gray", "gray", "gray"], "\(backgrounds)")
}
