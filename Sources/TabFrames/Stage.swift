import Foundation
import TabFramesAnimation
import TabFramesDriver
import TabFramesLayout
import TabFramesRender
import TabFramesScene
import TabFramesUI

/// A view on a canvas, rendered as the CLI renders a scene file (DESIGN.md §8). The root view is
/// proposed the canvas size and centred in it, as a hosting view does.
@MainActor
public struct Stage {
  /// One drawn thing: id, kind (`text`, `shape`, `color`), text, frame in canvas points.
  public typealias Leaf = LayoutLeaf

  /// What happens over time. This slice renders the view at rest: `hold` shows it for a time.
  public enum Action: Sendable {
    case hold(Double)
  }

  public let name: String
  public let width: CGFloat
  public let height: CGFloat
  public let scale: CGFloat
  public let appearance: Appearance
  public let era: Era
  private let content: @MainActor () -> AnyView
  private let file: String

  public init<Content: View>(
    name: String, width: CGFloat, height: CGFloat, scale: CGFloat = 3, appearance: Appearance = .light, era: Era = .ios16,
    fileID: StaticString = #fileID, line: UInt = #line, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.scale = scale
    self.appearance = appearance
    self.era = era
    self.content = { AnyView(content()) }
    self.file = "\(fileID):\(line)"
  }

  private var environment: EnvironmentValues {
    var e = EnvironmentValues()
    e.colorScheme = appearance == .dark ? .dark : .light
    return e
  }

  private var rendering: ViewRendering {
    ViewRendering(palette: Palette(appearance: appearance, era: era), measurer: Self.measurer, scale: scale)
  }

  /// Values SwiftUI tolerates with a console warning get one here, naming the stage's file.
  private func warn(_ message: String) {
    FileHandle.standardError.write(Data("tabframes: warning: \(file): \(message)\n".utf8))
  }

  /// One measurer for every stage of the process: fonts load once, and each text is measured once.
  private static let measurer = PangoTextMeasurer()

  /// The settled layout, with text measured by Pango in Inter.
  public func layout() throws -> [Leaf] { try leaves(includeShadows: false) }

  /// The view's nodes, built once, to lay out as often as wanted (the layout benchmark lays the
  /// same tree out again, as SwiftUI does when only the layout needs doing).
  package func tree() -> ViewTree {
    let rendering = rendering
    return ViewTree(
      content(), scale: scale, environment: environment, measure: rendering.measure, symbolSize: rendering.symbolSize,
      hasSymbol: ViewRendering.hasSymbol, fontMetrics: rendering.fontMetrics)
  }

  /// The settled frame as the renderers take it (the draw-cost benchmark compares it with a
  /// scene file's).
  package func displayList() throws -> DisplayList {
    let target = RenderTarget(
      name: name, file: file, width: Double(width), height: Double(height), scale: Double(scale), appearance: appearance, era: era)
    return rendering.displayList(
      try leaves(includeShadows: true), size: CGSize(width: width, height: height), background: target.palette.resolve(target.background))
  }

  /// The settled layout as drawn: with the shadows that `layout()` leaves out.
  private func leaves(includeShadows: Bool) throws -> [Leaf] {
    let rendering = rendering
    return try ViewLayout.leaves(
      of: content(), in: CGSize(width: width, height: height), scale: scale, environment: environment, measure: rendering.measure,
      symbolSize: rendering.symbolSize,
      hasSymbol: ViewRendering.hasSymbol, fontMetrics: rendering.fontMetrics, includeShadows: includeShadows, warn: warn)
  }

  /// The settled layout with text measured by `textSize` (a text's ideal size, or nil to measure
  /// it as usual), so layout tests need no fonts.
  public func layout(textSize: @escaping @MainActor (String, Font) -> CGSize?) throws -> [Leaf] {
    let rendering = rendering
    return try ViewLayout.leaves(
      of: content(), in: CGSize(width: width, height: height), scale: scale, environment: environment,
      measure: { string, font, width in
        if let size = textSize(string, font) { return width == nil ? size : nil }
        return rendering.measure(string, font, width)
      }, symbolSize: rendering.symbolSize, hasSymbol: ViewRendering.hasSymbol, fontMetrics: ViewRendering.sfMetrics, warn: warn)
  }

  /// Renders the view into every format asked for, into `folder`: the same files, names and
  /// bytes as `tabframes render` writes for a scene. Returns the files written.
  @discardableResult
  public func render(_ timeline: [Action] = [], formats: [OutputFormat], to folder: String) throws -> [URL] {
    let target = RenderTarget(
      name: name, file: file, width: Double(width), height: Double(height), scale: Double(scale), appearance: appearance, era: era)
    if let problem = Limits.canvasProblem(width: target.width, height: target.height, scale: target.scale) {
      throw DriverError.usage("\(file): \(problem.message)")
    }
    let list = try displayList()
    let fps = target.fps
    let held = timeline.reduce(0.0) { total, action in
      switch action {
      case .hold(let seconds): return total + max(0, seconds)
      }
    }
    let count = max(1, Int((held * Double(fps)).rounded()) + 1)
    let frames = (0..<count).map { Frame(index: $0, time: Double($0) / Double(fps), displayList: list) }
    let animation = Animation(frames: frames, duration: frames.last?.time ?? 0, fps: fps)
    let renderer = SceneRenderer(formats: formats, jobs: ProcessInfo.processInfo.activeProcessorCount, measurer: Self.measurer)
    return try renderer.render(target, animation: animation, into: try AtomicOutput(root: folder))
  }
}
