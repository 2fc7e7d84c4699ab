import Foundation
import Testing

@Test func checkRecordsPassesFailsAndReportsInABrowser() throws {
  let dir = try temporaryFolder("check")
  defer { try? FileManager.default.removeItem(at: dir) }
  let sample = repository.appendingPathComponent("Samples/fixed-default.json").path
  let record = try tabframes(["check", sample, "--references", "refs", "--record"], in: dir)
  #expect(record.status == 0)
  // 141 frames of 1 170 × 240 px: four sheets of at most 4096 px a side, then the layout.
  #expect(
    record.stdout.split(separator: "\n") == [
      "refs/fixed-default.sheet.png", "refs/fixed-default.sheet-2.png", "refs/fixed-default.sheet-3.png", "refs/fixed-default.sheet-4.png",
      "refs/fixed-default.layout.json",
    ])
  let same = try tabframes(["check", sample, "--references", "refs"], in: dir)
  #expect(same.status == 0, "\(same.stderr)")
  #expect(same.stderr.contains("1 of 1 scene(s) match"))

  var text = try String(contentsOfFile: sample, encoding: .utf8)
  text = text.replacingOccurrences(of: #""selection": "Videos""#, with: #""selection": "Videos", "style": { "labelColor": "red" }"#)
  try Data(text.utf8).write(to: dir.appendingPathComponent("changed.json"))
  let changed = try tabframes(["check", "changed.json", "--references", "refs", "--report", "report"], in: dir)
  #expect(changed.status == 1)
  #expect(changed.stderr.contains("fixed-default differs") && changed.stderr.contains("first differing frame 0"))
  #expect(changed.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "report/index.html")
  let artifacts = files(in: dir.appendingPathComponent("report/fixed-default"))
  #expect(
    artifacts.contains("frame-0000.reference.png") && artifacts.contains("frame-0000.difference.png")
      && artifacts.contains("frame-0000.actual.png"))

  // A real browser loads the report and shows the failing scene with its images.
  let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
  let browser = try #require(chromium, "scripts/setup --test installs chromium")
  let p = Process()
  p.executableURL = URL(fileURLWithPath: browser)
  p.arguments = [
    "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", dir.appendingPathComponent("report/index.html").absoluteString,
  ]
  let out = Pipe()
  p.standardOutput = out
  p.standardError = FileHandle.nullDevice
  try p.run()
  let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  p.waitUntilExit()
  #expect(dom.contains("<h2 class=\"fail\">fixed-default</h2>"))
  #expect(dom.contains("fixed-default/frame-0000.difference.png"))
  #expect(dom.contains("differs"))
}

@Test func checkWithoutReferencesFailsAndWritesNothing() throws {
  let dir = try temporaryFolder("check-missing")
  defer { try? FileManager.default.removeItem(at: dir) }
  let sample = repository.appendingPathComponent("Samples/fixed-default.json").path
  let run = try tabframes(["check", sample, "--references", "refs"], in: dir, environment: ["CI": nil])
  #expect(run.status == 1)
  #expect(run.stderr.contains("no reference at"))
  // Whether CI is set is said only when it is (it was said always).
  #expect(!run.stderr.contains("CI is set"), "\(run.stderr)")
  let inCI = try tabframes(["check", sample, "--references", "refs"], in: dir, environment: ["CI": "true"])
  #expect(inCI.status == 1 && inCI.stderr.contains("(CI is set, so a missing reference is not recorded)"), "\(inCI.stderr)")
  #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("refs").path))
  #expect(try tabframes(["check", "x.json"], in: dir).status == 2, "--references is required")
}
