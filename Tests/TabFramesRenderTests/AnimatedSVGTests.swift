import Foundation
import TabFramesDisplayList
import TabFramesScene
import Testing

@testable import TabFramesRender

#if canImport(FoundationXML)
  import FoundationXML
#endif

// The animated SVG writes each element once with SMIL animations of what changes. These tests
// evaluate those animations as SMIL does (discrete values, evenly spread or at key times, frozen
// after their duration or repeated) at the middle of every frame, and compare what is drawn, in
// document order, with the frame's display list. The browser test (AnimatedFormatTests) does the
// same with Chromium for every sample.

/// An attribute by name (FoundationXML's `attribute(forName:)` finds none in a document with a
/// default namespace).
private func svgAttribute(_ element: XMLElement, _ name: String) -> String? {
  element.attributes?.first { $0.name == name }?.stringValue
}

/// An attribute's value at time `t`: its animation's (discrete) or its own.
private func value(_ element: XMLElement, _ name: String, at t: Double) -> String? {
  let animations = (element.elements(forName: "animate") + element.elements(forName: "animateTransform")).filter {
    svgAttribute($0, "attributeName") == name
  }
  guard let animation = animations.first else { return svgAttribute(element, name) }
  func attribute(_ key: String) -> String { svgAttribute(animation, key) ?? "" }
  #expect(attribute("calcMode") == "discrete")
  let values = attribute("values").split(separator: ";").map(String.init)
  let duration = Double(attribute("dur").dropLast()) ?? 0
  var time = t
  if attribute("repeatCount") == "indefinite" {
    time = t.truncatingRemainder(dividingBy: duration)
  } else {
    #expect(attribute("fill") == "freeze")
  }
  var picked = values.last ?? ""
  if time < duration {
    let fraction = time / duration
    if svgAttribute(animation, "keyTimes") != nil {
      let times = attribute("keyTimes").split(separator: ";").compactMap { Double($0) }
      #expect(times.count == values.count && times.first == 0)
      picked = values[(times.lastIndex { $0 <= fraction }) ?? 0]
    } else {
      picked = values[min(values.count - 1, Int(fraction * Double(values.count)))]
    }
  }
  return name == "transform" ? "scale(\(picked))" : picked
}

/// What a document draws at time `t`: each visible element's name, fill and x, in document order.
private func drawn(_ svg: String, at t: Double) throws -> [String] {
  let document = try XMLDocument(xmlString: svg)
  guard let root = document.rootElement() else { return [] }
  return root.elements(forName: "rect").compactMap { rect in
    guard (value(rect, "visibility", at: t) ?? "visible") == "visible" else { return nil }
    return "\(value(rect, "fill", at: t) ?? "") x=\(value(rect, "x", at: t) ?? "0")"
  }
}

/// The same for a display list.
private func drawn(_ list: DisplayList) -> [String] {
  list.elements.filter { AnimatedSVGWriter.isDrawn($0) }.map { "\(SVGWriter.hex($0.color)) x=\(SVGWriter.num($0.frame.x))" }
}

private func rect(_ id: String, _ hex: UInt32, x: Double) -> Element {
  Element(id: id, content: .rect, frame: Rect(x: x, y: 2, width: 6, height: 4), color: RGBA(hex: hex))
}

/// Elements that move, swap their drawing order, appear, fade out and come back: at the middle of
/// every frame the document draws exactly the frame's elements, in its order.
@Test(arguments: [false, true])
func animatedSVGDrawsEveryFrameAtItsTime(loops: Bool) throws {
  let size = Size(width: 40, height: 8)
  func frame(_ elements: [Element]) -> DisplayList { DisplayList(size: size, background: RGBA(0, 0, 0, 0), elements: elements) }
  var faded = rect("c", 0x0000FF, x: 20)
  faded.opacity = 0
  let lists = [
    frame([rect("a", 0xFF0000, x: 0), rect("b", 0x00FF00, x: 10)]),
    frame([rect("a", 0xFF0000, x: 1), rect("b", 0x00FF00, x: 10)]),
    frame([rect("b", 0x00FF00, x: 10), rect("a", 0xFF0000, x: 2)]),  // drawn the other way round
    frame([rect("b", 0x00FF00, x: 10), rect("a", 0xFF0000, x: 3), rect("c", 0x0000FF, x: 20)]),
    frame([rect("a", 0xFF0000, x: 3), rect("b", 0x00EE00, x: 10), faded]),
    frame([rect("a", 0xFF0000, x: 3), rect("b", 0x00EE00, x: 10)]),
    frame([rect("a", 0xFF0000, x: 3), rect("b", 0x00EE00, x: 10), rect("c", 0x0000FF, x: 21)]),
    frame([rect("a", 0xFF0000, x: 3), rect("b", 0x00EE00, x: 10), rect("c", 0x0000FF, x: 21)]),
  ]
  let fps = 10
  let svg = try FrameRenderer(scale: 2).animatedSVG(lists, fps: fps, loops: loops)
  #expect(!svg.contains("<g"), "elements, not frames")
  for round in 0..<(loops ? 2 : 1) {
    for (k, list) in lists.enumerated() {
      let t = (Double(round * lists.count + k) + 0.5) / Double(fps)
      #expect(try drawn(svg, at: t) == drawn(list), "frame \(k) at \(t) s")
    }
  }
  // After the last frame a scene that does not loop stays on it.
  if !loops { #expect(try drawn(svg, at: 10) == drawn(lists[lists.count - 1])) }
}

/// An element that changes nothing is written without animations, and one that changes one
/// attribute animates that one alone; a run of equal values is one key time, not a value a frame.
@Test func animatedSVGAnimatesOnlyWhatChanges() throws {
  let size = Size(width: 40, height: 8)
  var lists: [DisplayList] = []
  for k in 0..<30 {
    // The bar moves in frames 0…4 and then holds for 25 frames.
    let bar = rect("bar", 0x007AFF, x: Double(min(k, 4)) * 2)
    lists.append(DisplayList(size: size, background: RGBA(1, 1, 1), elements: [rect("still", 0x8E8E93, x: 30), bar]))
  }
  let svg = try FrameRenderer(scale: 1).animatedSVG(lists, fps: 60, loops: false)
  let document = try XMLDocument(xmlString: svg)
  let rects = document.rootElement()?.elements(forName: "rect") ?? []
  #expect(rects.count == 3, "background, still, bar")
  #expect(rects.prefix(2).allSatisfy { $0.elements(forName: "animate").isEmpty })
  let animations = rects.last?.elements(forName: "animate") ?? []
  #expect(animations.map { svgAttribute($0, "attributeName") } == ["x"])
  #expect(animations.first.flatMap { svgAttribute($0, "values") } == "0;2;4;6;8")
  #expect(animations.first.flatMap { svgAttribute($0, "dur") } == "0.083s", "five frames at 60 fps, then frozen")
}

/// What a document draws at time `t`, clips included: each visible rectangle anywhere in it (a
/// clipped one sits in a nested `<svg>` viewport), with its fill, x and its viewport's x and width.
private func drawnClipped(_ svg: String, at t: Double) throws -> [String] {
  let document = try XMLDocument(xmlString: svg)
  guard let root = document.rootElement() else { return [] }
  var out: [String] = []
  func walk(_ element: XMLElement, clip: String) {
    for child in element.children ?? [] {
      guard let child = child as? XMLElement else { continue }
      if child.name == "rect" {
        guard (value(child, "visibility", at: t) ?? "visible") == "visible" else { continue }
        out.append("\(value(child, "fill", at: t) ?? "") x=\(value(child, "x", at: t) ?? "0")\(clip)")
      } else if child.name == "svg" {
        walk(child, clip: " clip=\(svgAttribute(child, "x") ?? "") \(svgAttribute(child, "width") ?? "")")
      } else {
        walk(child, clip: clip)
      }
    }
  }
  walk(root, clip: "")
  return out
}

/// A clip that moves with its element (a matched underline's `cornerRadius` in flight) is where
/// each frame has it in the animated SVG too, not where the first frame had it.
@Test func animatedSVGClipsEachFrameWhereThatFrameHasTheClip() throws {
  let size = Size(width: 40, height: 8)
  var lists: [DisplayList] = []
  for k in 0..<6 {
    var bar = rect("bar", 0x007AFF, x: Double(k) * 3)
    bar.clip = bar.frame
    lists.append(DisplayList(size: size, background: RGBA(1, 1, 1), elements: [bar]))
  }
  let svg = try FrameRenderer(scale: 1).animatedSVG(lists, fps: 10, loops: false)
  for (k, list) in lists.enumerated() {
    let clip = try #require(list.elements.first?.clip)
    let expected =
      "\(SVGWriter.hex(list.elements[0].color)) x=\(SVGWriter.num(list.elements[0].frame.x))"
      + " clip=\(SVGWriter.num(clip.x)) \(SVGWriter.num(clip.width))"
    #expect(try drawnClipped(svg, at: (Double(k) + 0.5) / 10).filter { $0.hasPrefix("#007AFF") } == [expected], "frame \(k)")
  }
}
