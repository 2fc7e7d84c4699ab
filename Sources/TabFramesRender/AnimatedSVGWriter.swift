import TabFramesLayout
import TabFramesScene

/// One self-contained SVG that plays the frames: no script, no external references, text as
/// outlines. Each run of identical frames is a group shown by a CSS animation of `visibility` with
/// `step-end` timing (each value holds until the next keyframe), so it plays in a browser and in an
/// `<img>`. Visibility rather than opacity: browsers run opacity animations on the compositor,
/// outside the main-thread clock that headless test browsers control. Outlines are defined once and
/// reused with `<use>`.
struct AnimatedSVGWriter {
  let size: Size
  let scale: Double
  let fps: Int
  let loops: Bool
  private var definitions: [String: String] = [:]  // outline d → id
  private var defs = ""
  private var groups: [(body: String, start: Int, count: Int)] = []

  init(size: Size, scale: Double, fps: Int, loops: Bool) {
    self.size = size
    self.scale = scale
    self.fps = fps
    self.loops = loops
  }

  private mutating func reference(_ d: String) -> String {
    if let id = definitions[d] { return id }
    let id = "o\(definitions.count)"
    definitions[d] = id
    defs += "<path id=\"\(id)\" d=\"\(d)\"/>\n"
    return id
  }

  /// Adds the next frame; `outline` gives text and symbol outlines in frame-local coordinates.
  mutating func add(_ list: DisplayList, outline: (Element) throws(RenderError) -> PathData?) throws(RenderError) {
    var body = ""
    if list.background.a > 0 {
      body +=
        "<rect width=\"\(SVGWriter.num(size.width))\" height=\"\(SVGWriter.num(size.height))\"\(SVGWriter.fill(list.background, opacity: 1))/>"
    }
    for e in list.elements where e.opacity > 0 && e.color.a > 0 {
      let f = e.frame
      var transform = "translate(\(SVGWriter.num(f.x)) \(SVGWriter.num(f.y)))"
      if e.scale != 1 {
        let (cx, cy) = (SVGWriter.num(f.width / 2), SVGWriter.num(f.height / 2))
        transform += " translate(\(cx) \(cy)) scale(\(SVGWriter.num(e.scale))) translate(-\(cx) -\(cy))"
      }
      switch e.content {
      case .text, .symbol:
        guard let path = try outline(e) else { continue }
        let local = path.transformed(scaleX: 1, scaleY: 1, dx: -f.x, dy: -f.y)
        let id = reference(SVGWriter.pathData(local))
        body += "<use href=\"#\(id)\" transform=\"\(transform)\"\(SVGWriter.fill(e.color, opacity: e.opacity))/>"
      default:
        body += SVGWriter.markup(e, outline: nil)
      }
    }
    if let last = groups.last, last.body == body {
      groups[groups.count - 1].count += 1
    } else {
      groups.append((body, (groups.last.map { $0.start + $0.count }) ?? 0, 1))
    }
  }

  func finish() -> String {
    let frames = groups.last.map { $0.start + $0.count } ?? 0
    let total = Double(frames) / Double(fps)
    func pct(_ n: Int) -> String { SVGWriter.num(100 * Double(n) / Double(max(frames, 1))) + "%" }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGWriter.num(size.width * scale))\" height=\"\(SVGWriter.num(size.height * scale))\" viewBox=\"0 0 \(SVGWriter.num(size.width)) \(SVGWriter.num(size.height))\">\n"
    out += "<style>\n.f{visibility:hidden;animation-duration:\(SVGWriter.num(total))s;animation-timing-function:step-end;"
    out += "animation-iteration-count:\(loops ? "infinite" : "1");animation-fill-mode:forwards}\n"
    for (i, g) in groups.enumerated() {
      let isLast = i == groups.count - 1
      var frames = "0%{visibility:\(g.start == 0 ? "visible" : "hidden")}"
      if g.start > 0 { frames += "\(pct(g.start)){visibility:visible}" }
      frames += isLast ? "100%{visibility:visible}" : "\(pct(g.start + g.count)){visibility:hidden}100%{visibility:hidden}"
      out += "@keyframes k\(i){\(frames)}.g\(i){animation-name:k\(i)}\n"
    }
    // Without CSS animation support the first frame shows.
    out += "@media (prefers-reduced-motion: reduce){.f{animation:none}.g0{visibility:visible}}\n</style>\n"
    out += "<defs>\n\(defs)</defs>\n"
    for (i, g) in groups.enumerated() {
      out += "<g class=\"f g\(i)\">\(g.body)</g>\n"
    }
    out += "</svg>\n"
    return out
  }
}
