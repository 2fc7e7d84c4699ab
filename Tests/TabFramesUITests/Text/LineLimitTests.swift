import TabFrames
import TabFramesDisplayList
import Testing

// Line limits that take room: `lineLimit(_:reservesSpace:)` and a vertical text field's line
// range, as Apple documents them. A booking form's "Anything we should know?" field with
// `axis: .vertical` and `lineLimit(3, reservesSpace: true)` was one line tall.

/// The frame of the text `string` laid out on a 300 pt wide stage.
@MainActor private func frame(of string: String, _ view: some View) throws -> CGRect {
  let leaves = try Stage(name: "lines", width: 300, height: 400) { view }.layout()
  return try #require(leaves.first { $0.text == string }).frame
}

@Test @MainActor func reservesSpaceTakesTheRoomOfTheLimit() throws {
  let one = try frame(of: "Note", Text("Note"))
  let reserved = try frame(of: "Note", Text("Note").lineLimit(3, reservesSpace: true))
  #expect(abs(reserved.height - 3 * one.height) < 0.5, "three lines' room: \(reserved) against \(one)")
  #expect(try frame(of: "Note", Text("Note").lineLimit(3, reservesSpace: false)).height == one.height)
  // Line spacing counts between the reserved lines.
  let spaced = try frame(of: "Note", Text("Note").lineSpacing(4).lineLimit(3, reservesSpace: true))
  #expect(abs(spaced.height - (3 * one.height + 8)) < 0.5, "\(spaced)")
  // A text with more lines than reserved is cut at the limit as before.
  let long = String(repeating: "word ", count: 60)
  let cut = try frame(of: long, Text(long).lineLimit(3, reservesSpace: true))
  #expect(abs(cut.height - 3 * one.height) < 0.5, "\(cut)")
}

@Test @MainActor func aVerticalTextFieldWrapsAndTakesItsLines() throws {
  let long = "We arrive late, around 11 pm, and would like a quiet room away from the lift if possible."
  let across = try frame(of: long, TextField("Notes", text: .constant(long)))
  let down = try frame(of: long, TextField("Notes", text: .constant(long), axis: .vertical))
  #expect(down.height > 2 * across.height, "a vertical field wraps: \(down) against \(across)")
  let capped = try frame(of: long, TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(2))
  #expect(abs(capped.height - 2 * across.height) < 0.5, "\(capped)")
  // Empty, its prompt takes one line, or the lines reserved, or a range's lower bound.
  let prompt = "Anything we should know?"
  let empty = try frame(of: prompt, TextField(prompt, text: .constant(""), axis: .vertical))
  #expect(abs(empty.height - across.height) < 0.5)
  let reserved = try frame(of: prompt, TextField(prompt, text: .constant(""), axis: .vertical).lineLimit(3, reservesSpace: true))
  #expect(abs(reserved.height - 3 * across.height) < 0.5, "\(reserved)")
  let ranged = try frame(of: prompt, TextField(prompt, text: .constant(""), axis: .vertical).lineLimit(2...5))
  #expect(abs(ranged.height - 2 * across.height) < 0.5, "\(ranged)")
  // A field across the width ignores both: one line.
  let single = try frame(of: prompt, TextField(prompt, text: .constant("")).lineLimit(2...5))
  #expect(abs(single.height - across.height) < 0.5)
  // A text's lower bound is not a reservation (docs/SWIFTUI.md).
  #expect(try frame(of: "Note", Text("Note").lineLimit(2...5)).height == frame(of: "Note", Text("Note")).height)
}

/// An inner line limit replaces an outer one, reserved lines and range with it, as the innermost
/// environment value wins in SwiftUI.
@Test @MainActor func anInnerLineLimitReplacesAnOuterReservation() throws {
  let one = try frame(of: "Note", Text("Note"))
  let inner = try frame(of: "Note", VStack { Text("Note").lineLimit(1) }.lineLimit(3, reservesSpace: true))
  #expect(abs(inner.height - one.height) < 0.5, "\(inner)")
  let long = "We arrive late, around 11 pm, and would like a quiet room away from the lift if possible."
  let field = try frame(of: long, VStack { TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(2) }.lineLimit(4...6))
  #expect(abs(field.height - 2 * one.height) < 0.5, "\(field)")
}
