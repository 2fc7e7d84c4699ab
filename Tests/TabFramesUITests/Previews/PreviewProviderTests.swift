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

/// Previews on named devices, as Xcode's canvas shows them: a device TabFrames knows is the
/// canvas with its safe area; an unknown name keeps the default device.
struct DeviceChip_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Chip(title: "SE").previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)")).previewDisplayName("SE")
      Chip(title: "Max").previewDevice("iPhone 15 Pro Max").previewDisplayName("Max")
      Chip(title: "Fits").previewDevice("iPhone 14").previewLayout(.sizeThatFits).previewDisplayName("Fits")
      Chip(title: "Unknown").previewDevice("Apple Watch Ultra").previewDisplayName("Unknown")
    }
  }
}

/// Not a provider: a generic view and a type that only mentions the protocol are not found.
private struct Box<T>: View {
  var body: some View { Text("PreviewProvider") }
}

/// Every provider of the module, private and nested ones included, by type name.
@Test @MainActor func providersAreFoundAtRunTime() {
  let found = PreviewRegistry.providers(inModule: "TabFramesUITests")
  #expect(
    found.map(\.typeName) == ["ChipGallery.Nested_Previews", "Chip_Previews", "DeviceChip_Previews", "HiddenChip_Previews"])
  #expect(found.allSatisfy { $0.moduleName == "TabFramesUITests" })
  #expect(found.first { $0.typeName == "Chip_Previews" }?.type == Chip_Previews.self)
  #expect(PreviewRegistry.providers(inModule: "NoSuchModule").isEmpty)
}

/// A provider's previews come after the module's `#Preview`s, one stage a top-level view, named by
/// the type and the display name (else the number), sized by `previewLayout`.
@Test @MainActor func providersPreviewsAreStaged() throws {
  let previews = Stage.previews(inModule: "TabFramesUITests").filter { $0.line == 0 && $0.file != "DeviceChip_Previews" }
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

/// `previewDevice(_:)` chooses the canvas: the named iPhone's screen and safe area (an SE's
/// 375 × 667 with only the status bar's 20 pt), `.sizeThatFits` at that device's width, and the
/// default device for a name TabFrames does not know.
@Test @MainActor func aPreviewDeviceIsTheCanvas() throws {
  let stages = Stage.previews(DeviceChip_Previews.self)
  #expect(stages.map(\.name) == ["se", "max", "fits", "unknown"])
  #expect((stages[0].width, stages[0].height) == (375, 667))
  #expect(stages[0].safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
  #expect((stages[1].width, stages[1].height) == (430, 932))
  #expect(stages[1].safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
  #expect(stages[2].width < 100 && stages[2].height < 60, "sized to fit: \(stages[2].width) × \(stages[2].height)")
  #expect((stages[3].width, stages[3].height) == (393, 852))
  // The chip sits inside the safe area on the SE.
  let chip = try #require(try stages[0].layout().first { $0.text == "SE" })
  #expect(chip.frame.midY > 20 && abs(chip.frame.midY - (20 + 647 / 2)) < 1, "\(chip.frame)")
}
