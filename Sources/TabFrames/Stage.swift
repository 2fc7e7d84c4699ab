import Foundation
import TabFramesAnimation
import TabFramesDisplayList
import TabFramesOutput
import TabFramesRender
import TabFramesSceneFormat
import TabFramesUI

/// A view on a canvas, rendered as the CLI renders a scene file (docs/SWIFTUI.md). The root view is
/// proposed the canvas size and centred in it, as a hosting view does.
@MainActor
public struct Stage {
  /// One drawn thing: id, kind (`text`, `shape`, `color`), text, frame in canvas points.
  public typealias Leaf = LayoutLeaf

  /// What happens over time, in order, with the timing rules of scene files (README.md, "Top-level keys"): an
  /// action's `wait` (default: until everything it started has settled) is when the next begins.
  public enum Action: Sendable {
    /// Shows the view for a time.
    case hold(Double)
    /// `.tap(_:animation:wait:)`: the tap's action runs in `transaction` when there is one.
    case tapView(String, transaction: Transaction?, wait: Double?)
    /// `.tap(at:animation:wait:)`.
    case tapPoint(x: Double, y: Double, transaction: Transaction?, wait: Double?)
    /// `.drag(from:to:duration:curve:wait:)`.
    case dragLine(fromX: Double, fromY: Double, toX: Double, toY: Double, duration: Double, curve: Animation?, wait: Double?)
    /// Sets the value a `Stage(…, initial:)` view is bound to, in a transaction with `animation`
    /// (nil: not animated), as a parent view would.
    case set(any Sendable, animation: Animation? = nil, wait: Double? = nil)
    /// `.deciding(_:)`.
    case _decided(@MainActor @Sendable (_ now: Now) -> Action)
    /// The top sheet, cover, alert or dialog goes away as a person would take it away (a swipe
    /// down, a tap beside it, Cancel), none of its buttons' actions run: what a tour does after a
    /// tap that presented one (`tour()`); nothing when none is up.
    case _dismissPresentation

    /// Taps the frontmost view with a tap action (`onTapGesture`, `Button`) whose text, symbol or
    /// accessibility identifier is `target`: its own action runs — in a transaction with
    /// `animation` when one is given, as if the app had wrapped it in `withAnimation` (an
    /// animation the action asks for itself still wins inside it).
    public static func tap(_ target: String, animation: Animation? = nil, wait: Double? = nil) -> Action {
      .tapView(target, transaction: animation.map { Transaction(animation: $0) }, wait: wait)
    }

    /// A tap whose action runs in `transaction`: one with no animation turns off what the action
    /// would animate by default (a scene's `"animation": "none"`).
    package static func tap(_ target: String, transaction: Transaction?, wait: Double?) -> Action {
      .tapView(target, transaction: transaction, wait: wait)
    }
    /// A finger drawn in a straight line over `duration` seconds, at an even speed or along
    /// `curve`'s timing (`.easeInOut`: it starts and stops gently): the frontmost view with a drag
    /// gesture under `from` gets a real `DragGesture` sequence — `onChanged` at every display
    /// frame once it has moved `minimumDistance`, then `onEnded` at the release.
    public static func drag(
      from: (x: Double, y: Double), to: (x: Double, y: Double), duration: Double = 0.3, curve: Animation? = nil,
      wait: Double? = nil
    ) -> Action {
      .dragLine(fromX: from.x, fromY: from.y, toX: to.x, toY: to.y, duration: duration, curve: curve, wait: wait)
    }

    /// An action decided when its turn comes, from what is on the stage then: a scene's drag
    /// starts from wherever the selection is, and its `select` taps a menu's row while the menu
    /// is open.
    package static func deciding(_ decide: @escaping @MainActor @Sendable (_ now: Now) -> Action) -> Action {
      ._decided(decide)
    }

    /// Taps the frontmost tap action under a point (canvas points), in a transaction with
    /// `animation` when one is given.
    public static func tap(at point: (x: Double, y: Double), animation: Animation? = nil, wait: Double? = nil) -> Action {
      .tapPoint(x: point.x, y: point.y, transaction: animation.map { Transaction(animation: $0) }, wait: wait)
    }
  }

  /// What a deciding action sees when its turn comes.
  public struct Now {
    /// The value a `Stage(…, initial:)` view is bound to (nil for another stage).
    package let bound: Any?
    /// The texts, symbols and identifiers a `tap` would find now.
    package let tappable: Set<String>
    /// Whether a sheet, cover, alert or dialog is up.
    package var hasPresentation = false
    /// How many screens are pushed on the navigation stacks, in all.
    package var pushDepth = 0
    /// Whether a tap at a point would reach a view with a tap action.
    package var reaches: @MainActor (CGPoint) -> Bool = { _ in false }
  }

  public var name: String
  public let width: CGFloat
  public let height: CGFloat
  public let scale: CGFloat
  public let appearance: Appearance
  public let era: Era
  /// Frames a second of what the stage plays (60 by default, as a device's display; fewer make
  /// smaller all-frame references and faster snapshot tests).
  public var fps = 60
  /// How long a `tap` holds its view down, in seconds (0.1 by default: a quick tap). The tap's
  /// stated time is when the finger lifts and the action runs; for the time before it, a
  /// `Button` under the finger draws its pressed look (`ButtonStyleConfiguration.isPressed`),
  /// as far back as the action before allows. 0: the finger lifts as it lands.
  public var tapHold = 0.1
  /// Warnings this stage does not print, by name: `.symbol` (a symbol name nothing draws) and
  /// `.font` (characters no installed font has), as a scene's `"silence"` turns them off. A
  /// timeline that taps nothing and SwiftUI's own runtime warnings are always printed.
  public var silencedWarnings: Set<SceneWarning> = []
  /// The device's safe area (none by default): the root view is laid out inside it, as on a
  /// device; what ignores it (`ignoresSafeArea`, a style background, a `TabView`'s bar) reaches
  /// out to the canvas's edges. `Stage.iPhoneSafeArea` is an iPhone 15's or 16's in portrait.
  public var safeAreaInsets = EdgeInsets()
  /// The safe area the stage's window reports (`UIWindow.safeAreaInsets`) when it is not the
  /// stage's own: a `.sizeThatFits` or `.fixed` preview is a canvas of its own, with no safe area,
  /// in the device's window, which keeps the device's.
  package var windowSafeArea: EdgeInsets?

  /// The safe area of a portrait iPhone with the Dynamic Island (14 Pro to 16, 393 × 852 pt): 59 pt
  /// above, 34 pt below for the home indicator (docs/FIDELITY.md §8).
  nonisolated public static let iPhoneSafeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

  /// The safe area of a phone turned on its side, from its portrait one: on a phone with a home
  /// indicator (a portrait inset below), the sensor housing's inset on both sides, 21 pt below
  /// for the home indicator and none above (the status bar is hidden), as UIKit reports an iPhone
  /// 15's landscape insets (0, 59, 21, 59; docs/research/tabview-metrics.md §1); a phone with a
  /// home button has none.
  nonisolated static func landscapeSafeArea(of portrait: EdgeInsets) -> EdgeInsets {
    guard portrait.bottom > 0 else { return EdgeInsets() }
    return EdgeInsets(top: 0, leading: portrait.top, bottom: 21, trailing: portrait.top)
  }
  /// The view, built against the stage's state (a fresh store: the view at rest).
  let content: @MainActor (StateStore) -> AnyView
  /// Sets a bound stage's value; false when the value is of another type.
  let setBound: (@MainActor (StateStore, Any) -> Bool)?
  /// A bound stage's value.
  let getBound: (@MainActor (StateStore) -> Any)?
  let file: String

  public init<Content: View>(
    name: String, width: CGFloat, height: CGFloat, scale: CGFloat = 3, appearance: Appearance = .light, era: Era = .ios16,
    fps: Int = 60, fileID: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.init(
      name: name, width: width, height: height, scale: scale, appearance: appearance, era: era, file: "\(fileID):\(line)",
      content: { _ in AnyView(content()) }, setBound: nil, getBound: nil)
    self.fps = max(1, fps)
  }

  /// A stage whose warnings name `file` (a preview's place) rather than the caller's.
  init<Content: View>(
    name: String, width: CGFloat, height: CGFloat, scale: CGFloat, appearance: Appearance, era: Era, file: String,
    content: @escaping @MainActor () -> Content
  ) {
    self.init(
      name: name, width: width, height: height, scale: scale, appearance: appearance, era: era, file: file,
      content: { _ in AnyView(content()) }, setBound: nil, getBound: nil)
  }

  private init(
    name: String, width: CGFloat, height: CGFloat, scale: CGFloat, appearance: Appearance, era: Era, file: String,
    content: @escaping @MainActor (StateStore) -> AnyView, setBound: (@MainActor (StateStore, Any) -> Bool)?,
    getBound: (@MainActor (StateStore) -> Any)?
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.scale = scale
    self.appearance = appearance
    self.era = era
    self.content = content
    self.setBound = setBound
    self.getBound = getBound
    self.file = file
  }

  /// A view driven through a binding, as a parent would drive it: `.set(value, animation:)`
  /// changes the bound value inside a transaction.
  ///
  /// `content` is not marked `@MainActor`: a closure that takes `$selection` (a property-wrapper
  /// parameter) loses the global actor its type gives it (Swift 6.3), so calling a view's
  /// initialiser in it warned "call to main actor-isolated initializer … in a synchronous
  /// nonisolated context"; a plain closure takes the isolation of where it is written, the main
  /// actor of a test or a `main.swift`, and runs there.
  public init<Value, Content: View>(
    name: String, width: CGFloat, height: CGFloat, scale: CGFloat = 3, appearance: Appearance = .light, era: Era = .ios16,
    fps: Int = 60, initial: Value, fileID: StaticString = #fileID, line: UInt = #line,
    @ViewBuilder content: @escaping (Binding<Value>) -> Content
  ) {
    self.init(
      name: name, width: width, height: height, scale: scale, appearance: appearance, era: era, initial: initial,
      file: "\(fileID):\(line)", content: { binding in content(binding) })
    self.fps = max(1, fps)
  }

  /// A view driven through a binding, its errors and warnings naming `file` (a scene file, when a
  /// scene kind's view plays it).
  package init<Value, Content: View>(
    name: String, width: CGFloat, height: CGFloat, scale: CGFloat, appearance: Appearance, era: Era, initial: Value, file: String,
    @ViewBuilder content: @escaping @MainActor (Binding<Value>) -> Content
  ) {
    let key = StateStore.stageKeyPrefix + "binding"
    self.init(
      name: name, width: width, height: height, scale: scale, appearance: appearance, era: era, file: file,
      content: { store in
        let (get, set) = store.rootSlot(key, initial: initial)
        return AnyView(content(Binding(get: get, set: set)))
      },
      setBound: { store, value in
        guard let value = value as? Value else { return false }
        store.rootSlot(key, initial: initial).set(value)
        return true
      },
      getBound: { store in store.rootSlot(key, initial: initial).get() })
  }

  var environment: EnvironmentValues {
    var e = EnvironmentValues()
    e.colorScheme = appearance == .dark ? .dark : .light
    e._era = era
    e.stageSafeArea = safeAreaInsets
    return e
  }

  /// Symbols defined as SVG path data (a scene file's `symbols`, when a scene kind's view plays
  /// it): they draw where their names are used.
  package var customSymbols: [String: PathSymbol] = [:]
  /// Where mapped names' icon glyphs come from (`ViewRendering.symbolOutlines`).
  package var symbolOutlines: any SymbolOutlining = IconFontOutliner.shared

  /// Whether a symbol name no drawing has is drawn as the magenta placeholder (a scene kind's
  /// view, as scene files draw it) or as nothing, as on a device (a Swift view), with a warning
  /// either way.
  package var unknownSymbolsDrawPlaceholder = false

  /// Whether a play counts as settled when all that still moves repeats for ever (a spinner, a
  /// pulse, a timer that ticks on): a preview of such a view is drawn where everything else has
  /// come to rest — its first frame, when the forever animation starts as the view appears; the
  /// timer's ticks so far — rather than failing as a render that would never end (`tabframes
  /// previews`, docs/SWIFTUI.md).
  package var settlesBesideForeverAnimations = false

  var rendering: ViewRendering {
    var r = ViewRendering(palette: Palette(appearance: appearance, era: era), measurer: Self.measurer, scale: scale)
    r.customSymbols = customSymbols
    r.symbolOutlines = symbolOutlines
    r.unknownSymbolsDrawPlaceholder = unknownSymbolsDrawPlaceholder
    return r
  }

  /// The warnings for the symbol names among `leaves` that no drawing has: what a device does
  /// with one (SwiftUI logs "No symbol named … found in system symbol set" and draws nothing) and
  /// the nearest names TabFrames draws. A scene kind's view gets none here: the scene's own check
  /// names them (SceneRenderer.warnings).
  func unknownSymbolWarnings(_ leaves: [LayoutLeaf]) -> [String] {
    guard !unknownSymbolsDrawPlaceholder else { return [] }
    return rendering.unknownSymbols(in: leaves).map { name in
      let near = SymbolNames.nearest(to: name)
      let hint = near.isEmpty ? "" : "; nearest known names: " + near.joined(separator: ", ")
      // Not "as on a device": the name may be one SF Symbols has and TabFrames does not draw.
      return
        "no symbol named \"\(name)\" among those TabFrames draws: drawn as nothing here (a device draws it if SF Symbols has the name, nothing if not)\(hint); to draw it, give the stage an SVG with `addSymbol(named:svg:)` or add a .symbolset to an asset catalogue (see `tabframes symbols`)"
    }
      + rendering.otherFormSymbols(in: leaves).map { name, other in
        "symbol \"\(name)\" is drawn as \"\(other)\", its other form: TabFrames does not draw \"\(name)\"; to draw it as your design does, give the stage an SVG with `addSymbol(named:svg:)` (see `tabframes symbols`)"
      }
  }

  /// The warnings for texts with characters no installed font draws: they are drawn as boxes with
  /// their codes, where a device would find a font for them.
  func undrawnTextWarnings(_ leaves: [LayoutLeaf]) -> [String] {
    var result: [String] = []
    for leaf in leaves where leaf.kind == "text" {
      guard let text = leaf.text, let font = leaf.font else { continue }
      let missing = Self.measurer.undrawnCharacters(TextRun(string: text, font: ViewRendering.fontSpec(font)))
      guard !missing.isEmpty else { continue }
      let named = missing.prefix(8).map { "\"\(Character($0))\" (U+\(String($0.value, radix: 16, uppercase: true)))" }
      let more = missing.count > 8 ? " and \(missing.count - 8) more" : ""
      result.append(
        "text \"\(text.replacingOccurrences(of: "\n", with: "\\n"))\": no installed font draws \(named.joined(separator: ", "))\(more): drawn as boxes with their codes; install a font that has them (Debian's fonts-noto-cjk for Chinese, Japanese and Korean, fonts-noto-color-emoji for emoji)"
      )
    }
    return result
  }

  /// The settled layout's warnings about symbols and undrawn characters, as a render prints them.
  package func symbolWarnings() throws -> [String] { drawingWarnings(try leaves(includeShadows: false)) }

  /// What a frame's leaves warn about (symbols, undrawn characters), less what is silenced.
  func drawingWarnings(_ leaves: [Leaf]) -> [String] {
    (silencedWarnings.contains(.symbol) ? [] : unknownSymbolWarnings(leaves) + undrawableSymbolWarnings(leaves))
      + (silencedWarnings.contains(.font) ? [] : missingFontWarnings(leaves) + undrawnTextWarnings(leaves))
  }

  /// The warnings for named fonts (`Font.custom`) that are not installed, each once: drawn in the
  /// system font at the weight their names say (CustomFonts), where a device draws them. And
  /// once for the rounded design when its faces are not installed: drawn as the default design.
  func missingFontWarnings(_ leaves: [LayoutLeaf]) -> [String] {
    var seen: Set<String> = []
    return leaves.compactMap { leaf in
      guard leaf.kind == "text", let font = leaf.font else { return nil }
      if font.design == .rounded, font.family == nil, !ViewRendering.roundedFaceInstalled, seen.insert("design: rounded").inserted {
        return
          "the rounded design draws in Quicksand, which is not installed: drawn in the default design; install Debian's \(RoundedFontMetrics.package) to draw it"
      }
      guard let name = font.family, !font.drawsFamilyAsNamed, seen.insert(name).inserted, CustomFonts.resolve(name).family == nil
      else { return nil }
      return
        "font \"\(name)\" is not installed: drawn in the system font at the weight its name says; put the font's file where fontconfig finds it (~/.local/share/fonts) to draw it"
    }
  }

  /// The warnings for names that are known but drawn as the placeholder because their icon font
  /// could not draw them, with why (docs/CI.md: without the icon fonts, names draw the placeholder
  /// with a warning naming the package).
  func undrawableSymbolWarnings(_ leaves: [LayoutLeaf]) -> [String] {
    rendering.undrawableSymbols(in: leaves).map { "symbol \"\($0.name)\" is drawn as the placeholder: \($0.reason)" }
  }

  /// This stage with `warnings` silenced too: `Stage(…) { TabBar() }.silencing(.symbol)`.
  public func silencing(_ warnings: SceneWarning...) -> Stage {
    var copy = self
    copy.silencedWarnings.formUnion(warnings)
    return copy
  }

  /// Values SwiftUI tolerates with a console warning get one here, naming the stage's file.
  func warn(_ message: String) {
    FileHandle.standardError.write(Data("tabframes: warning: \(file): \(message)\n".utf8))
  }

  /// One measurer for every stage of the process: fonts load once, and each text is measured once.
  nonisolated static let measurer = PangoTextMeasurer()

  /// The settled layout, with text measured by Pango in Inter.
  public func layout() throws -> [Leaf] { try leaves(includeShadows: false) }

  /// The view's nodes, built once, to lay out as often as wanted (the layout benchmark lays the
  /// same tree out again, as SwiftUI does when only the layout needs doing).
  package func tree(_ store: StateStore = StateStore()) -> ViewTree { tree(content(store), store) }

  /// The nodes of a root view already made (a play makes its root once).
  func tree(_ root: AnyView, _ store: StateStore) -> ViewTree {
    let rendering = rendering
    return ViewTree(
      root, scale: scale, environment: environment, measure: rendering.measure, symbolSize: rendering.symbolSize,
      hasSymbol: rendering.hasSymbol, fontMetrics: rendering.fontMetrics, store: store, measureStyled: rendering.measureStyled)
  }

  /// What the output renders: the stage as a scene-like target.
  package var target: RenderTarget {
    RenderTarget(
      name: name, file: file, width: Double(width), height: Double(height), scale: Double(scale), fps: fps, appearance: appearance,
      era: era)
  }

  /// Every frame of a timeline, as `render` draws them.
  package func play(_ timeline: [Action]) throws -> FrameSequence {
    try StagePlayer(stage: self, target: target).play(timeline)
  }

  /// Every frame of a timeline played as `target` says: its fps, speed and background (a scene
  /// file's, when a scene kind's view plays it).
  package func play(_ timeline: [Action], as target: RenderTarget) throws -> FrameSequence {
    try StagePlayer(stage: self, target: target).play(timeline)
  }

  /// The settled frame as the renderers take it (the draw-cost benchmark compares it with a
  /// scene file's).
  package func displayList() throws -> DisplayList {
    try settled { tree, size in
      // As drawn: with the shadows that `layout()` leaves out.
      rendering.displayList(
        try tree.leaves(in: size, includeShadows: true), size: size, background: target.background(in: tree.windowColorScheme))
    }
  }

  /// The settled layout: with the shadows or without (`layout()` leaves them out).
  private func leaves(includeShadows: Bool) throws -> [Leaf] {
    try settled { tree, size in try tree.leaves(in: size, includeShadows: includeShadows) }
  }

  /// `body` with the view's tree at rest (fresh state) and the canvas size, on the stage's
  /// screen; the build's warnings are printed after it.
  private func settled<R>(_ body: (ViewTree, CGSize) throws -> R) throws -> R {
    let rendering = rendering
    return try StageScreen.$current.withValue(screen) {
      let tree = ViewTree(
        content(StateStore()), scale: scale, environment: environment, measure: rendering.measure, symbolSize: rendering.symbolSize,
        hasSymbol: rendering.hasSymbol, fontMetrics: rendering.fontMetrics, measureStyled: rendering.measureStyled)
      defer { for w in tree.warnings { warn(w) } }
      return try body(tree, CGSize(width: width, height: height))
    }
  }

  /// The screen `UIScreen.main` stands for while the stage lays out or plays: its canvas.
  var screen: StageScreen {
    StageScreen(size: CGSize(width: width, height: height), scale: scale, safeArea: windowSafeArea ?? safeAreaInsets)
  }

  /// The settled layout with text measured by `textSize` (a text's ideal size, or nil to measure
  /// it as usual), so layout tests need no fonts.
  public func layout(textSize: @escaping @MainActor (String, Font) -> CGSize?) throws -> [Leaf] {
    let rendering = rendering
    return try StageScreen.$current.withValue(screen) {
      try ViewLayout.leaves(
        of: content(StateStore()), in: CGSize(width: width, height: height), scale: scale, environment: environment,
        measure: { string, font, width in
          if let size = textSize(string, font) { return width == nil ? size : nil }
          return rendering.measure(string, font, width)
        }, symbolSize: rendering.symbolSize, hasSymbol: rendering.hasSymbol, fontMetrics: ViewRendering.sfMetrics, warn: warn)
    }
  }

  /// Renders the view into every format asked for, into `folder`: the same files, names and
  /// bytes as `tabframes render` writes for a scene. Returns the files written.
  @discardableResult
  public func render(_ timeline: [Action] = [], formats: [OutputFormat], to folder: String) throws -> [URL] {
    try render(timeline, formats: formats, to: folder, jobs: ProcessInfo.processInfo.activeProcessorCount)
  }

  /// With a number of worker threads, as the CLI's `--jobs` (the benchmark renders with one).
  package func render(_ timeline: [Action], formats: [OutputFormat], to folder: String, jobs: Int) throws -> [URL] {
    let target = self.target
    if let problem = Limits.canvasProblem(width: target.width, height: target.height, scale: target.scale) {
      throw TabFramesError.usage("\(file): \(problem.message)")
    }
    let animation = try play(timeline)
    let renderer = SceneRenderer(formats: formats, jobs: max(1, jobs), measurer: Self.measurer)
    return try renderer.render(target, animation: animation, into: try AtomicOutput(root: folder))
  }
}

extension RenderTarget {
  /// The window's background in an appearance: a `preferredColorScheme` in the view chooses the
  /// window's, whatever the stage's (`ViewTree.windowColorScheme`).
  func background(in scheme: ColorScheme) -> RGBA {
    var palette = palette
    palette.appearance = scheme == .dark ? .dark : .light
    return palette.resolve(background)
  }
}
