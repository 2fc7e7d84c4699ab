import TabFrames
import Testing

// `PreviewProvider`s found with no list kept by hand: the conformance records every binary carries
// (PreviewRegistry.providers), whatever the provider's access level or nesting.

private struct Chip: View {
  let title: String
  var body: some View { Text(title).padding(6).background(Capsule().fill(Color.blue.opacity(0.2))) }
}

struct Chip_Previews: PreviewProvider {
  static var previews: some View {
    Chip(title: "One")
    Chip(title: "Two").previewDisplayName("Second").previewLayout(.sizeThatFits)
  }
}

private enum HiddenChip_Previews: PreviewProvider {
  static var previews: some View { Chip(title: "Hidden").previewLayout(.fixed(width: 120, height: 40)) }
}

enum ChipGallery {
  struct Nested_Previews: PreviewProvider {
    static var previews: some View { Chip(title: "Nested") }
  }
}

/// Not a provider: a generic view and a type that only mentions the protocol are not found.
private struct Box<T>: View {
  var body: some View { Text("PreviewProvider") }
}

/// Every provider of the module, private and nested ones included, by type name.
@Test @MainActor func providersAreFoundAtRunTime() {
  let found = PreviewRegistry.providers(inModule: "TabFramesUITests")
  #expect(found.map(\.typeName) == ["ChipGallery.Nested_Previews", "Chip_Previews", "HiddenChip_Previews"])
  #expect(found.allSatisfy { $0.moduleName == "TabFramesUITests" })
  #expect(found.first { $0.typeName == "Chip_Previews" }?.type == Chip_Previews.self)
  #expect(PreviewRegistry.providers(inModule: "NoSuchModule").isEmpty)
}

/// A provider's previews come after the module's `#Preview`s, one stage a top-level view, named by
/// the type and the display name (else the number), sized by `previewLayout`.
@Test @MainActor func providersPreviewsAreStaged() throws {
  let previews = Stage.previews(inModule: "TabFramesUITests").filter { $0.line == 0 }
  #expect(
    previews.map(\.stage.name) == [
      "chipgallery-nested-previews-1", "chip-previews-1", "chip-previews-second", "hiddenchip-previews-1",
    ])
  #expect(previews.map(\.name) == ["ChipGallery.Nested_Previews-1", "Chip_Previews-1", "Second", "HiddenChip_Previews-1"])
  let second = previews[2].stage
  #expect(second.width < 60 && second.height < 40, "\(second.width) × \(second.height)")
  let hidden = previews[3].stage
  #expect((hidden.width, hidden.height) == (120, 40))
  #expect((previews[1].stage.width, previews[1].stage.height) == (393, 852))
  // Each draws its own view: the picked top-level view, not the whole `previews`.
  let texts = try previews[2].stage.layout().filter { $0.kind == "text" }
  #expect(texts.count == 1)
}
