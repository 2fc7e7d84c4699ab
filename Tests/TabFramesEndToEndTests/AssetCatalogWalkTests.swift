import Foundation
import Testing

/// The asset catalogues under the working folder are looked for only when a symbol is drawn
/// (issue 30 item 8): a render of text alone never walks the folder, which took 40 % of a
/// 60-frame SVG render started in a busy one. A catalogue whose symbol cannot be read says so
/// in a warning when it is read, so the warning shows whether the walk happened.
@Test func aRenderOfTextAloneDoesNotLookForAssetCatalogues() throws {
  let dir = try temporaryFolder("catalogue-walk")
  defer { try? FileManager.default.removeItem(at: dir) }
  let set = dir.appendingPathComponent("App/Assets.xcassets/broken.symbolset")
  try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
  try Data(#"{ "symbols": [{ "filename": "broken.svg", "idiom": "universal" }] }"#.utf8).write(
    to: set.appendingPathComponent("Contents.json"))
  try Data("<svg>not a symbol</svg>".utf8).write(to: set.appendingPathComponent("broken.svg"))
  let text = #"{ "name": "text", "width": 300, "height": 48, "component": { "kind": "fixed", "items": ["One", "Two"] } }"#
  let symbols = #"{ "name": "symbols", "width": 300, "height": 80, "component": { "kind": "bubble", "items": ["house", "star"] } }"#
  try Data(text.utf8).write(to: dir.appendingPathComponent("text.json"))
  try Data(symbols.utf8).write(to: dir.appendingPathComponent("symbols.json"))

  let quiet = try tabframes(["render", "text.json", "--format", "final-svg", "--out", "out"], in: dir)
  #expect(quiet.status == 0, "\(quiet.stderr)")
  #expect(!quiet.stderr.contains("broken"), "text alone read the catalogue: \(quiet.stderr)")
  // A render that draws a symbol reads the catalogues, and so meets the broken one.
  let read = try tabframes(["render", "symbols.json", "--format", "final-svg", "--out", "out"], in: dir)
  #expect(read.status == 0, "\(read.stderr)")
  #expect(read.stderr.contains(#"symbol "broken" is not drawn"#), "\(read.stderr)")
}
