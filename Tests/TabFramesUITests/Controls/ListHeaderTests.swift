import Foundation
import TabFrames
import TabFramesDisplayList
import TabFramesValues
import Testing

// A list's section headers as UIKit draws them: grey text at the leading edge, whatever the
// section holds, and a button in a header in the tint.

@MainActor private func texts(_ stage: Stage) throws -> [Element] {
  try stage.displayList().elements.filter { if case .text = $0.content { true } else { false } }
}

private func string(_ element: Element) -> String? {
  if case .text(let run) = element.content { return run.string }
  return nil
}

/// A section whose rows are all gone (a filtered `ForEach`) keeps its header at the leading
/// edge; it was centred.
@Test @MainActor func anEmptySectionsHeaderStaysAtTheLeadingEdge() throws {
  for style in [true, false] {
    let empty: [String] = []
    let stage = Stage(name: "empty-section", width: 390, height: 400) {
      let list = List {
        Section("Other") { Text("A row") }
        Section("Recent") { ForEach(empty, id: \.self) { Text($0) } }
      }
      if style { list.listStyle(.insetGrouped) } else { list.listStyle(.plain) }
    }
    let headers = try texts(stage).filter { ["OTHER", "RECENT"].contains(string($0)) }
    #expect(headers.count == 2)
    #expect(abs(headers[0].frame.minX - headers[1].frame.minX) < 0.01, "\(headers.map(\.frame))")
  }
}

/// A button in a section header is drawn in the tint, the header's text in its grey.
@Test @MainActor func aButtonInASectionHeaderIsTinted() throws {
  let stage = Stage(name: "header-button", width: 390, height: 300) {
    List {
      Section {
        Text("Row")
      } header: {
        HStack {
          Text("Recent")
          Spacer()
          Button("Clear") {}.textCase(nil)
        }
      }
    }
  }
  let elements = try texts(stage)
  let clear = try #require(elements.first { string($0) == "Clear" })
  let recent = try #require(elements.first { string($0) == "RECENT" })
  #expect(clear.color == RGBA(0, 122.0 / 255, 1, 1), "systemBlue: \(clear.color)")
  #expect(recent.color != clear.color && recent.color.b < 0.6, "the header's grey: \(recent.color)")
}
