import Foundation
import TabFrames
import TabFramesAnimation
import TabFramesOutput
import TabFramesRender
import TabFramesSceneFormat

/// A scene-file kind drawn by a TabFramesUI view, described in one place: its name, items and
/// events (`SceneKindDescription`), its style decoder with the defaults, its own animation and
/// its view. A scene of it is played as a stage: the view bound to the selection, `select`
/// setting the binding in a transaction with the event's animation (or the kind's own), as the
/// view's parent would.
protocol ViewSceneKind: PlayableSceneKind {
  associatedtype Style: Sendable
  associatedtype Content: View
  /// Reads `component.style`, every key with its default.
  func decodeStyle(_ r: inout JSONReader) throws(SceneError) -> Style
  /// The canvas height for a scene that gives none.
  func defaultHeight(for style: Style) -> Double
  /// What a plain `select` uses (nil: the change is not animated).
  var ownAnimation: Animation? { get }
  /// The bar for the scene's items, bound to the selected index.
  @MainActor func view(_ scene: Scene, style: Style, selection: Binding<Int>) -> Content
  /// What one event of the scene's timeline is on the stage (nil: nothing). The default plays
  /// `hold` and `select` (`standardAction`); a kind that lists `drag` or menu events in `events`
  /// maps them (the decoder refuses them for the others).
  func action(for event: TimelineEvent, scene: Scene, style: Style) -> Stage.Action?
}

extension ViewSceneKind {
  func action(for event: TimelineEvent, scene: Scene, style: Style) -> Stage.Action? { standardAction(for: event) }

  /// A `hold` shows the bar for a time; a `select` sets the binding in a transaction with the
  /// event's animation, or the kind's own.
  func standardAction(for event: TimelineEvent) -> Stage.Action? {
    switch event {
    case .hold(let seconds): return .hold(seconds)
    case .select(let item, let animation, let wait): return .set(item, animation: self.animation(animation), wait: wait)
    case .drag, .openMenu, .closeMenu: return nil
    }
  }

  /// An event's animation (nil for its `none`), or the kind's own where it gives none.
  func animation(_ spec: AnimationSpec?) -> Animation? {
    guard let spec else { return ownAnimation }
    return Animation(spec)
  }

  func checkStyle(_ r: inout JSONReader) throws(SceneError) { _ = try decodeStyle(&r) }

  /// The scene's style in the kind's own type (checked when the scene was read).
  func decodedStyle(_ style: ComponentStyle) throws(SceneError) -> Style {
    var r = try style.reader()
    return try decodeStyle(&r)
  }

  func defaultHeight(_ style: ComponentStyle) -> Double { (try? decodedStyle(style)).map(defaultHeight(for:)) ?? 0 }

  func play(_ scene: Scene, measurer: PangoTextMeasurer) throws(TabFramesError) -> FrameSequence {
    let style: Style
    do { style = try decodedStyle(scene.component.style) } catch { throw .usage(error.description) }
    let timeline = actions(scene, style: style)
    let result: Result<FrameSequence, TabFramesError> = onMainActor {
      var stage = Stage(
        name: scene.name, width: scene.width, height: scene.height, scale: scene.scale, appearance: scene.appearance, era: scene.era,
        initial: scene.component.selection, file: scene.file
      ) { selection in
        SceneFrame(scene: scene) { view(scene, style: style, selection: selection) }
      }
      stage.customSymbols = scene.symbols
      stage.tapHold = scene.tapHold
      // A scene file's unknown symbol stays visible, a magenta crossed box (README, "Symbols").
      stage.unknownSymbolsDrawPlaceholder = true
      do { return .success(try stage.play(timeline, as: RenderTarget(scene))) } catch let error as TabFramesError {
        return .failure(error)
      } catch {
        // Stage errors name the scene file already; anything else is named here.
        let text = "\(error)"
        return .failure(.usage(text.hasPrefix(scene.file) ? text : "\(scene.file): \(text)"))
      }
    }
    return try result.get()
  }

  /// The scene's timeline as stage actions; a looping scene ends by closing a menu left open and
  /// selecting its first item again with the kind's own animation.
  func actions(_ scene: Scene, style: Style) -> [Stage.Action] {
    var events = scene.timeline
    if scene.loop {
      if self.events.contains(.menu) { events.append(.closeMenu(animation: nil, wait: nil)) }
      events.append(.select(item: scene.component.selection, animation: nil, wait: nil))
    }
    return events.compactMap { action(for: $0, scene: scene, style: style) }
  }
}

/// What every scene gives its component: `padding` around it and a `border` around that, the
/// padded component centred in the canvas as a root view is.
struct SceneFrame<Content: View>: View {
  let scene: Scene
  @ViewBuilder let content: () -> Content

  var body: some View {
    let padded = content().padding(EdgeInsets(scene.padding))
    if let border = scene.border {
      // `border(_:width:)` is this overlay; the stroke alone is named `border`, as for every kind.
      padded.overlay(
        _BorderView(color: color(border.color, appearance: scene.appearance), width: CGFloat(border.width))
          .accessibilityIdentifier("border"))
    } else {
      padded
    }
  }
}

/// A scene file's colour as a view's: names stay names (resolved for the appearance and era
/// where drawn, as the other kinds resolve them), an adaptive pair picks the scene's appearance.
func color(_ spec: ColorSpec, appearance: Appearance) -> Color {
  switch spec {
  case .rgba(let c): return Color(red: c.r, green: c.g, blue: c.b, opacity: c.a)
  case .named(let name, let opacity): return Color(named: name, opacity: opacity)
  case .adaptive(let light, let dark): return color(appearance == .dark ? dark : light, appearance: appearance)
  }
}

/// Runs view code on the main actor, where views live: at once when already on it, else by
/// waiting for the main queue (a Swift Testing test on another thread). "On it" is the main
/// queue, not the main thread: a process that parks its main thread in `dispatchMain()` (Swift
/// Testing's on Linux) runs the main queue, and so `@MainActor` code, on another thread, and
/// waiting there for the main queue would wait for itself.
func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
  if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMark) != nil { return MainActor.assumeIsolated(body) }
  return withoutActuallyEscaping(body) { body in DispatchQueue.main.sync { MainActor.assumeIsolated { body() } } }
}

/// A mark set on the main queue, which code running on it finds with `getSpecific`.
private let mainQueueMark: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// A scene file's font as a view's: the system font (Inter here) at the size and weight, or the
/// family asked for at that fixed size (a scene's sizes are exact).
func font(_ spec: FontSpec) -> Font {
  // By weight class, so that a scene's weight draws the same face in every kind: a scene names
  // weights as CSS does (thin 100, ultraLight 200), SwiftUI the other way round.
  let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
  let weight = weights.first { $0.value == spec.weight.cssWeight } ?? .regular
  if spec.family == FontSpec().family { return .system(size: CGFloat(spec.size), weight: weight) }
  var font = Font.custom(spec.family, fixedSize: CGFloat(spec.size)).weight(weight)
  font.drawsFamilyAsNamed = true
  return font
}
