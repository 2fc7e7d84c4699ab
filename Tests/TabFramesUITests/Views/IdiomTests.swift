import EverydayIdioms
import Foundation
import TabFramesDisplayList
import Testing

@testable import TabFrames

// Issue 27 item 8: everyday code compiles unchanged (the module EverydayIdioms is Examples/Idioms,
// files as written but for the import) and every idiom a catalogue can make draws on an iPhone-
// sized stage: it plays to rest without an error and puts something visible on the canvas.

@Test @MainActor func everyIdiomInTheCatalogueDrawsSomething() throws {
  let all = IdiomCatalogue.all
  #expect(all.count >= 80, "the probe keeps at least 80 idioms: \(all.count)")
  var blank: [String] = []
  var forever: [String] = []
  for idiom in all {
    // UIKit's appearance proxies are the process's, as on a device: an idiom that sets one
    // (`UITabBar.appearance().isHidden = true` in its init) would restyle every tab view after it.
    defer {
      UITabBar.resetAppearance()
      UIPageControl.resetAppearance()
    }
    let stage = Stage(name: idiom.view, width: 390, height: 844) { idiom.make() }
    let elements: [Element]
    do {
      elements = try #require(try stage.play([]).frames.last, "\(idiom.file): no frame").displayList.elements
    } catch let error where "\(error)".contains("without settling") {
      // An animation that repeats for ever (a pulsing dot, a spinner) never settles: its first
      // frame is what it draws at rest.
      forever.append(idiom.file)
      elements = try stage.displayList().elements
    }
    let drawn = elements.filter { $0.isVisible && $0.frame.width > 0 && $0.frame.height > 0 }
    if drawn.isEmpty { blank.append(idiom.file) }
    for e in elements {
      #expect(e.frame.x.isFinite && e.frame.y.isFinite && e.frame.width.isFinite && e.frame.height.isFinite, "\(idiom.file): \(e.id)")
    }
  }
  #expect(blank.isEmpty, "idioms that draw nothing: \(blank)")
  #expect(forever.count <= 5, "idioms that never settle (repeatForever): \(forever)")
}
