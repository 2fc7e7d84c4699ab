// libFuzzer harness for the scene decoder and validator (issue 8, item 4).
//
// Built by `scripts/fuzz` together with every file of Sources/TabFramesSceneFormat into one executable
// (`swiftc -sanitize=fuzzer,address -parse-as-library`), so it sees the module's internals too.
// It is not part of Package.swift and not built by `swift build`.
//
// Per input it:
//   1. parses the bytes as a scene file with `SceneReader.parse` and stand-ins for the six kinds
//      (`FuzzKind` below: TabFramesKinds' own are views and cannot be built into this executable).
//      A thrown `SceneError` is a normal
//      outcome (its description is formatted, as the CLI would print it); anything else that stops
//      the process (trap, precondition failure, overflow, out-of-bounds, ASan report) is a bug;
//   2. if a scene comes back, checks that it keeps every promise `Scene` makes ("every value here
//      has passed its checks"): the bounds in `Limits`, indices within the items, one style for the
//      component's kind, and that every colour resolves in every appearance and era (Palette traps
//      on a name `ColorSpec.parse` should not have admitted). A broken promise traps with a message;
//   3. feeds the same bytes, when they are UTF-8, to the two string parsers the decoder calls on
//      user text, `SVGPathParser.parse` (custom symbols) and `ColorSpec.parse` (every colour), so the
//      fuzzer can reach their corners without first building a valid scene around them.
//
// Hangs and unbounded allocation are caught by libFuzzer itself (-timeout, -malloc_limit_mb,
// -rss_limit_mb); see Fuzz/README.md.
//
// Set FUZZ_VERBOSE=1 to print each input's outcome (the SceneError, or "ok"): handy when replaying
// a corpus file or a regression, e.g. `FUZZ_VERBOSE=1 .build/fuzz/scene-fuzzer Fuzz/seeds/*.json`.

import Foundation

private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))

  do {
    let scene = try SceneReader.parse(bytes, file: "fuzz.json", kinds: FuzzKind.all)
    SceneInvariants.check(scene)
    if verbose { print("ok: \(scene.name), \(scene.component.kind.rawValue), \(scene.timeline.count) events") }
  } catch {
    // The message the CLI prints; formatting it must not trap either.
    let text = error.description
    SceneInvariants.require(!error.message.isEmpty, "a SceneError with an empty message: \(text)")
    if verbose { print(text) }
  }

  if let text = String(validating: bytes, as: UTF8.self) {
    if let path = try? SVGPathParser.parse(text) {
      SceneInvariants.require(!path.elements.isEmpty, "SVGPathParser returned an empty path for \(text.debugDescription)")
      _ = path.controlBounds
    }
    if let color = ColorSpec.parse(text) {
      SceneInvariants.checkColor(color, "ColorSpec.parse(\(text.debugDescription))")
    }
  }
  return 0
}

/// What a `Scene` from `SceneReader` promises. Each check mirrors a rule in the decoder or `Limits`;
/// a failure is a validator bug (a scene got through that the renderer may not survive).
enum SceneInvariants {
  static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("scene invariant broken: \(message())") }
  }

  static func inRange(_ v: Double, _ range: ClosedRange<Double>, _ what: String) {
    require(v.isFinite && range.contains(v), "\(what) = \(v), outside \(range)")
  }

  static func check(_ s: Scene) {
    require(SceneDecoder.isSafeName(s.name), "unsafe scene name \(s.name.debugDescription)")
    require(s.width > 0 && s.width <= Limits.canvasPoints, "width \(s.width)")
    require(s.height > 0 && s.height <= Limits.canvasPoints, "height \(s.height)")
    inRange(s.scale, Limits.scale, "scale")
    let pixels = (s.width * s.scale).rounded(.up) * (s.height * s.scale).rounded(.up)
    require(pixels <= Double(Limits.framePixels), "frame of \(pixels) pixels")
    require(Limits.fps.contains(s.fps), "fps \(s.fps)")
    inRange(s.speed, 0.01...100, "speed")
    for (edge, v) in [("top", s.padding.top), ("leading", s.padding.leading), ("bottom", s.padding.bottom), ("trailing", s.padding.trailing)] {
      inRange(v, 0...Limits.canvasPoints / 2, "padding.\(edge)")
    }
    inRange(s.font.size, Limits.fontSize, "font.size")
    require(!s.font.family.isEmpty, "empty font family")
    checkColor(s.background, "background")
    if let border = s.border {
      require(border.width > 0 && border.width <= 100, "border.width \(border.width)")
      checkColor(border.color, "border.color")
    }
    for (name, symbol) in s.symbols {
      require(!name.isEmpty && name.count <= Limits.nameCharacters, "symbol name \(name.debugDescription)")
      require(!symbol.path.elements.isEmpty, "symbol \(name) has an empty path")
      require(symbol.viewBox.width > 0 && symbol.viewBox.height > 0, "symbol \(name) viewBox \(symbol.viewBox)")
      _ = symbol.path.controlBounds
    }
    checkComponent(s.component)
    require(s.timeline.count <= Limits.timelineEvents, "\(s.timeline.count) timeline events")
    for (i, event) in s.timeline.enumerated() { checkEvent(event, i, s.component) }
  }

  static func checkComponent(_ c: Component) {
    let kind = FuzzKind.all[c.kind.rawValue]
    require(kind?.itemRange.contains(c.items.count) == true, "\(c.kind) with \(c.items.count) items")
    require(c.items.indices.contains(c.selection), "selection \(c.selection) of \(c.items.count) items")
    for (i, item) in c.items.enumerated() {
      require(item.title.count <= Limits.titleCharacters, "items[\(i)].title has \(item.title.count) characters")
      require(!item.title.isEmpty || item.symbol != nil, "items[\(i)] has neither title nor symbol")
      if kind?.itemsAreSymbols == true { require(item.symbol != nil, "\(c.kind) items[\(i)] without a symbol") }
      if let symbol = item.symbol { require(!symbol.isEmpty, "items[\(i)].symbol is empty") }
    }
    guard let s = FuzzKind.decoded(c.style) else {
      return require(false, "component kind \(c.kind) with style \(c.style)")
    }
    for n in s.numbers { inRange(n, FuzzKind.numbers, "\(c.kind) style number") }
    for color in s.colors { checkColor(color, "\(c.kind) style") }
  }

  static func checkEvent(_ e: TimelineEvent, _ i: Int, _ c: Component) {
    func wait(_ w: Double?) { if let w { inRange(w, Limits.eventSeconds, "timeline[\(i)].wait") } }
    switch e {
    case .hold(let s):
      inRange(s, Limits.eventSeconds, "timeline[\(i)].hold")
    case .select(let item, let animation, let w):
      require(c.items.indices.contains(item), "timeline[\(i)] selects item \(item) of \(c.items.count)")
      checkAnimation(animation, i)
      wait(w)
    case .drag(let d, let w):
      require(FuzzKind.all[c.kind.rawValue]?.events.contains(.drag) == true, "timeline[\(i)] drags a \(c.kind) bar")
      inRange(d.duration, Limits.eventSeconds, "timeline[\(i)].drag.duration")
      switch d.to {
      case .column(let col): inRange(col, -1...Double(c.items.count), "timeline[\(i)].drag.to")
      case .points(let p): inRange(p, -Limits.canvasPoints...Limits.canvasPoints, "timeline[\(i)].drag.to.points")
      }
      switch d.curve {
      case .linear, .easeIn, .easeOut, .easeInOut: checkAnimation(d.curve, i)
      default: require(false, "timeline[\(i)].drag.curve is \(d.curve)")
      }
      wait(w)
    case .openMenu(let animation, let w), .closeMenu(let animation, let w):
      require(FuzzKind.all[c.kind.rawValue]?.events.contains(.menu) == true, "timeline[\(i)] opens a menu on a \(c.kind) bar")
      checkAnimation(animation, i)
      wait(w)
    }
  }

  static func checkAnimation(_ a: AnimationSpec?, _ i: Int) {
    guard let a else { return }
    let what = "timeline[\(i)] animation \(a)"
    switch a {
    case .linear(let d), .easeIn(let d), .easeOut(let d), .easeInOut(let d):
      // A drag's curve may be 0 s long (its duration allows 0); a named curve must be positive.
      require(d.isFinite && d >= 0 && d <= Limits.eventSeconds.upperBound, what)
    case .spring(let response, let damping, let blend):
      if let response { require(response > 0 && response <= 10, what) }
      if let damping { require(damping > 0 && damping <= 10, what) }
      if let blend { require(blend >= 0 && blend <= 10, what) }
    case .smooth(let d, let b), .snappy(let d, let b), .bouncy(let d, let b):
      require((0.05...10).contains(d) && (-1...1).contains(b), what)
    case .default, .interactiveSpring, .none:
      break
    case .modified(let base, let delay, let speed):
      require(delay.isFinite && delay >= 0 && speed.isFinite && speed > 0, what)
      checkAnimation(base, i)
    case .repeated(let base, let count, _):
      if let count { require(count >= 1, what) }
      checkAnimation(base, i)
    case .timingCurve:
      // A view's animation only: no scene file names one.
      require(false, "\(what): a timing curve, which the scene format does not read")
    }
  }

  /// Every colour must resolve in every appearance and era to finite, in-range sRGB.
  static func checkColor(_ color: ColorSpec, _ what: String) {
    if case .named(let name, let opacity) = color {
      require(Palette.names.contains(name), "\(what): unknown colour name \(name.debugDescription)")
      require((0...1).contains(opacity), "\(what): opacity \(opacity)")
    }
    for appearance in Appearance.allCases {
      for era in Era.allCases {
        let c = Palette(appearance: appearance, era: era).resolve(color)
        for v in [c.r, c.g, c.b, c.a] { require(v.isFinite && (0...1).contains(v), "\(what) resolves to \(c)") }
        _ = c.hexString
      }
    }
  }
}

/// A stand-in for one of TabFramesKinds' kinds: the same name, item range, item rules and events;
/// its style decoder reads every key through the reader the real decoders use for a value of
/// that shape (a colour for a string named like one or for an object, a number in a range, a
/// string, a bool), so the reader's paths are fuzzed as theirs are.
struct FuzzKind: SceneKindDescription {
  let name: String
  let itemRange: ClosedRange<Int>
  var events: Set<KindEvent> = []
  var itemsAreSymbols = false
  var itemBadges = false

  struct Style: Sendable {
    var colors: [ColorSpec] = []
    var numbers: [Double] = []
  }
  static let numbers = -500.0...500.0

  static let all = SceneKinds([
    FuzzKind(name: "fixed", itemRange: 2...5, events: [.drag]),
    FuzzKind(name: "scrolling", itemRange: 1...50),
    FuzzKind(name: "title", itemRange: 1...50, events: [.menu]),
    FuzzKind(name: "indicator", itemRange: 1...12),
    FuzzKind(name: "bubble", itemRange: 2...6, itemsAreSymbols: true),
    FuzzKind(name: "tabview", itemRange: 2...5, itemBadges: true),
  ])

  func defaultHeight(_ style: ComponentStyle) -> Double { 56 }

  func checkStyle(_ r: inout JSONReader) throws(SceneError) { _ = try Self.decode(&r) }

  /// A scene's style decoded again, as a kind decodes its own when it plays the scene.
  static func decoded(_ style: ComponentStyle) -> Style? {
    guard var r = try? style.reader() else { return nil }
    return try? decode(&r)
  }

  static func decode(_ r: inout JSONReader) throws(SceneError) -> Style {
    var s = Style()
    for key in r.keys {
      var peek = r
      switch peek.value(key) {
      case .number: s.numbers.append(try r.number(key, in: Self.numbers, default: 0))
      case .bool: _ = try r.bool(key)
      case .string where !key.lowercased().contains("color") && !key.lowercased().contains("fill"):
        _ = try r.string(key, maxLength: Limits.nameCharacters)
      default: if let color = try r.color(key) { s.colors.append(color) }
      }
    }
    return s
  }
}
