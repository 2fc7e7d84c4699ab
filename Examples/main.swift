import Foundation
import Seed002Example1
import Seed002Example2
import Seed002Example3
import TabFrames
import TabFramesSeeds

// Renders the example views into the folder named by the first argument (scripts/render-samples
// puts them in docs/images beside the scene-file renders).
let folder = CommandLine.arguments.dropFirst().first ?? "."

@MainActor
func renderExamples() throws {
  let stages = [
    Stage(name: "swiftui-pill-tabs", width: 390, height: 60) {
      PillTabs(titles: ["Day", "Week", "Month", "Year"], selection: 1, badges: [2: 3])
    },
    Stage(name: "swiftui-shape-tab-bar", width: 390, height: 64) {
      ShapeTabBar(titles: ["Home", "Search", "Library", "Profile"], selection: 0)
    },
    Stage(name: "swiftui-floating-tab-bar", width: 390, height: 150) {
      FloatingTabBar(
        tabs: [.init(title: "Home", symbol: "house"), .init(title: "Inbox", symbol: "tray"), .init(title: "Profile", symbol: "person")],
        selection: "Inbox")
    },
  ]
  for stage in stages {
    for url in try stage.render(formats: [.final, .finalSVG], to: folder) { print(url.path) }
  }
  // SwiftUI's TabView, light and dark, with Inbox tapped.
  for dark in [false, true] {
    let name = dark ? "swiftui-tab-view-dark" : "swiftui-tab-view"
    let stage = Stage(name: name, width: 390, height: 160, appearance: dark ? .dark : .light) { StandardTabView() }
    for url in try stage.render([.tap("Inbox")], formats: [.final, .finalSVG], to: folder) { print(url.path) }
  }
  // A segmented Picker: a tap on Month slides the thumb with UIKit's spring.
  for dark in [false, true] {
    let name = dark ? "swiftui-segmented-picker-dark" : "swiftui-segmented-picker"
    let stage = Stage(name: name, width: 390, height: 52, appearance: dark ? .dark : .light) { SegmentedRange() }
    for url in try stage.render([.hold(0.3), .tap("Month"), .hold(0.3)], formats: [.final, .apng], to: folder) { print(url.path) }
  }
  // In motion: the view's own tap handler runs, then a parent sets the binding back.
  let pills = Stage(name: "swiftui-snappy-pills", width: 390, height: 60, initial: 0) { $selection in
    SnappyPills(selection: $selection, titles: ["Day", "Week", "Month", "Year"])
  }
  let timeline: [Stage.Action] = [.hold(0.3), .tap("Month"), .hold(0.3), .set(0, animation: .spring())]
  for url in try pills.render(timeline, formats: [.final, .apng], to: folder) { print(url.path) }
  // The seeds' own code (Examples/Seeds), on their stages.
  for url in try Seed004.stage.render(Seed004.timeline, formats: [.final, .apng], to: folder) { print(url.path) }
  for url in try Seed000.stage.render(Seed000.timeline, formats: [.final, .apng], to: folder) { print(url.path) }
  for url in try Seed003.stage.render(Seed003.timeline, formats: [.final, .apng], to: folder) { print(url.path) }
  for url in try Seed001.stage.render(Seed001.timeline, formats: [.final, .apng], to: folder) { print(url.path) }
  for (stage, timeline) in [
    (Seed002Example1.stage, Seed002Example1.timeline), (Seed002Example2.stage, Seed002Example2.timeline),
    (Seed002Example3.stage, Seed002Example3.timeline),
  ] {
    for url in try stage.render(timeline, formats: [.final, .apng], to: folder) { print(url.path) }
  }
  for preview in Seed000.previews {
    for url in try preview.render(formats: [.final], to: folder) { print(url.path) }
  }
}

do {
  try MainActor.assumeIsolated { try renderExamples() }
} catch {
  FileHandle.standardError.write(Data("tabframes-examples: error: \(error)\n".utf8))
  exit(3)
}
