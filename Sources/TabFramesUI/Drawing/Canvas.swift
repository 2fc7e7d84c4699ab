import Foundation

/// SwiftUI's `Canvas`: immediate-mode drawing into the space the view is offered. The renderer
/// runs when the canvas is laid out, with its size; what it fills and strokes becomes shapes of
/// the drawing (a stroke as its outline, as SwiftUI strokes), and its texts texts, in the order
/// drawn, each clipped to the context's clip paths and combined by its blend mode. Fills take a
/// colour (a gradient paints its first colour); images are not drawn.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
  }

  @MainActor public var body: Never { primitiveBodyNotCalled() }

  @MainActor func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [CanvasNode(id: context.path, renderer: renderer, context: context)]
  }
}

/// How colours blend in a canvas: accepted (drawing is in sRGB here).
public enum ColorRenderingMode: Sendable { case nonLinear, linear, extendedLinear }

/// SwiftUI's `GraphicsContext`: what a canvas's renderer draws with.
public struct GraphicsContext {
  public var opacity: Double = 1
  public var transform: CGAffineTransform = .identity
  /// How what is drawn next combines with what is under it.
  public var blendMode: BlendMode = .normal
  let foreground: Color
  /// The environment of the canvas's view.
  public let environment: EnvironmentValues
  /// What has been drawn, in order (shared by copies of the context, as SwiftUI's are).
  let sink: CanvasSink
  /// Measures a text in a font, at a width (nil: unwrapped).
  let measure: (String, Font, CGFloat?) -> CGSize?
  /// The clip paths in effect, in the canvas's coordinates: what is drawn shows inside all of them.
  var clips: [Path] = []

  /// SwiftUI's `GraphicsContext.GradientOptions`: how a canvas gradient repeats beyond its ends
  /// and mixes its colours. Accepted; a canvas draws every gradient as the default options do.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  public struct Shading: Sendable {
    let color: Color?
    public static func color(_ color: Color) -> Shading { Shading(color: color) }
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
      -> Shading
    { Shading(color: Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)) }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: nil, style: style) }
    public static var foreground: Shading { Shading(color: nil) }
    /// The colours along the line between two points of the canvas (`options` are not drawn: the
    /// end colours extend beyond the line).
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: gradient.stops.first?.color, gradient: .linear(gradient, startPoint, endPoint))
    }
    /// The colours out from a point of the canvas, between two radii in points.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(color: gradient.stops.first?.color, gradient: .radial(gradient, center, startRadius, endRadius))
    }
    /// iOS 18's forms taking an `AnyGradient` (a colour's `.gradient`, say).
    public static func linearGradient(
      _ gradient: AnyGradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      linearGradient(gradient.gradient, startPoint: startPoint, endPoint: endPoint, options: options)
    }
    public static func radialGradient(
      _ gradient: AnyGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
    ) -> Shading {
      radialGradient(gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options)
    }
    let style: (any ShapeStyle)?
    /// A gradient in the canvas's points (its first colour is `color`, for what draws one colour).
    let gradient: CanvasGradient?
    init(color: Color?, style: (any ShapeStyle)? = nil, gradient: CanvasGradient? = nil) {
      self.color = color
      self.style = style
      self.gradient = gradient
    }
  }

  /// A shading's gradient where the drawing is, through the context's transform.
  private func placed(_ shading: Shading) -> CanvasGradient? {
    switch shading.gradient {
    case .linear(let g, let a, let b): .linear(g, a.applying(transform), b.applying(transform))
    case .radial(let g, let c, let r0, let r1):
      // Radii grow with the transform's scale (its area's square root).
      .radial(g, c.applying(transform), r0 * transform.scaleFactor, r1 * transform.scaleFactor)
    case nil: nil
    }
  }

  public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
  public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
  public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

  /// SwiftUI's `GraphicsContext.ClipOptions`. `.inverse` (draw outside the path) is not
  /// modelled: the clip is the path's inside either way (docs/SWIFTUI.md).
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// Later drawing shows only inside `path` (and inside the clips before it), in this context and
  /// the copies made from it afterwards.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    clips.append(path.applying(transform))
  }

  /// A text made ready to draw: its font and colour resolved in the canvas's environment, and
  /// measurable.
  public struct ResolvedText {
    let text: Text
    let font: Font
    let measure: (String, Font, CGFloat?) -> CGSize?
    /// The colour it is drawn in.
    public var shading: Shading
    /// Its size in `size`: on one line when that is wide enough, else wrapped to its width.
    public func measure(in size: CGSize) -> CGSize {
      let width = size.width.isFinite ? size.width : nil
      let measured = measure(text.string, font, width) ?? .zero
      return CGSize(width: min(measured.width, size.width), height: measured.height)
    }
  }

  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(
      text: text, font: text.fontOverride ?? environment.font ?? .body, measure: measure,
      shading: .color(text.foregroundOverride ?? foreground))
  }

  /// A resolved text with its anchor at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    var colored = text.text
    colored.foregroundOverride = text.shading.color ?? text.shading.style?._color(in: environment) ?? foreground
    draw(colored, at: point, anchor: anchor)
  }

  /// A resolved text in a rectangle (its top-leading corner).
  public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text, at: rect.origin, anchor: .topLeading) }

  private func paint(_ shading: Shading) -> Color {
    let color = shading.color ?? shading.style?._color(in: environment) ?? foreground
    return color.opacity(opacity)
  }

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    sink.items.append(
      CanvasSink.Item(
        .shape(path.applying(transform), paint(shading), evenOdd: style.isEOFilled, gradient: placed(shading), opacity: opacity), self))
  }

  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    sink.items.append(
      CanvasSink.Item(
        .shape(path.strokedPath(style).applying(transform), paint(shading), evenOdd: false, gradient: placed(shading), opacity: opacity),
        self))
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// A text with its anchor at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    sink.items.append(CanvasSink.Item(.text(text, point.applying(transform), anchor, opacity), self))
  }

  /// A text in a rectangle (its top-leading corner).
  public func draw(_ text: Text, in rect: CGRect) {
    sink.items.append(CanvasSink.Item(.text(text, rect.origin.applying(transform), .topLeading, opacity), self))
  }

  /// Images in a canvas are not drawn yet: declared so that code using them is told so.
  @available(*, unavailable, message: "Images in a Canvas are not drawn by TabFrames yet: see docs/SWIFTUI.md, \"Not supported yet\"")
  public func resolve(_ image: Image) -> ResolvedImage { fatalError("unavailable") }
  @available(*, unavailable, message: "Images in a Canvas are not drawn by TabFrames yet: see docs/SWIFTUI.md, \"Not supported yet\"")
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
  @available(*, unavailable, message: "Images in a Canvas are not drawn by TabFrames yet: see docs/SWIFTUI.md, \"Not supported yet\"")
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
  @available(*, unavailable, message: "Images in a Canvas are not drawn by TabFrames yet: see docs/SWIFTUI.md, \"Not supported yet\"")
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
  @available(*, unavailable, message: "Images in a Canvas are not drawn by TabFrames yet: see docs/SWIFTUI.md, \"Not supported yet\"")
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
  /// SwiftUI's `GraphicsContext.ResolvedImage` (an image made ready to draw in a canvas).
  public struct ResolvedImage {
    public var size: CGSize { .zero }
    public var baseline: CGFloat { 0 }
    public var shading: Shading?
  }

  /// Runs `body` on a copy of the context (its transform and opacity changes stay inside).
  public func drawLayer(content body: (inout GraphicsContext) throws -> Void) rethrows {
    var copy = self
    try body(&copy)
  }
}

/// What a canvas drew.
/// A canvas's gradient, its points and radii in the canvas's coordinates.
enum CanvasGradient: Sendable {
  case linear(Gradient, CGPoint, CGPoint)
  case radial(Gradient, CGPoint, CGFloat, CGFloat)

  /// The gradient over `frame` (in the canvas's coordinates), as a leaf paints it: its points
  /// as unit points of the frame.
  func paint(over frame: CGRect, _ environment: EnvironmentValues, opacity: Double) -> GradientPaint {
    func unit(_ p: CGPoint) -> (Double, Double) {
      (frame.width > 0 ? Double((p.x - frame.minX) / frame.width) : 0, frame.height > 0 ? Double((p.y - frame.minY) / frame.height) : 0)
    }
    func stops(_ g: Gradient) -> [GradientPaint.Stop] {
      resolved(g, environment).map { .init(color: $0.color.opacity(opacity), location: $0.location) }
    }
    switch self {
    case .linear(let g, let a, let b):
      let (s, e) = (unit(a), unit(b))
      return GradientPaint(geometry: .linear(startX: s.0, startY: s.1, endX: e.0, endY: e.1), stops: stops(g))
    case .radial(let g, let c, let r0, let r1):
      let centre = unit(c)
      return GradientPaint(
        geometry: .radial(centerX: centre.0, centerY: centre.1, startRadius: Double(r0), endRadius: Double(r1)), stops: stops(g))
    }
  }
}

final class CanvasSink {
  enum Drawing {
    /// `opacity`: the context's, for a gradient's stops (the colour has it already).
    case shape(Path, Color, evenOdd: Bool, gradient: CanvasGradient?, opacity: Double)
    case text(Text, CGPoint, UnitPoint, Double)
  }
  /// A drawing with the clips and blend mode of the context that drew it.
  struct Item {
    let drawing: Drawing
    let clips: [Path]
    let blendMode: BlendMode
    init(_ drawing: Drawing, _ context: GraphicsContext) {
      self.drawing = drawing
      clips = context.clips
      blendMode = context.blendMode
    }
  }
  var items: [Item] = []
}

final class CanvasNode: LayoutNode, @unchecked Sendable {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues
  let foreground: Color
  let measure: @MainActor (String, Font, CGFloat?) -> CGSize?

  @MainActor init(id: String, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, context: BuildContext) {
    self.renderer = renderer
    environment = context.environment
    foreground = context.foreground
    measure = context.measure
    super.init(id: id)
  }

  /// The whole proposal, 10 × 10 where unspecified, as a shape takes.
  override func computeSize(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let sink = CanvasSink()
    let measure = measure
    var context = GraphicsContext(
      foreground: foreground, environment: environment, sink: sink,
      // The renderer runs as leaves are collected by the view tree, on the main actor.
      measure: { string, font, width in MainActor.assumeIsolated { measure(string, font, width) } })
    renderer(&context, frame.size)
    for (i, item) in sink.items.enumerated() {
      let first = leaves.count
      defer {
        for k in first..<leaves.count {
          leaves[k].clipPaths += item.clips.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
          leaves[k].blendMode = item.blendMode
        }
      }
      switch item.drawing {
      case .shape(let path, let color, let evenOdd, let gradient, let opacity):
        let placed = path.offsetBy(dx: frame.minX, dy: frame.minY)
        var leaf = LayoutLeaf(id: "\(id)/\(i)", kind: "shape", text: nil, frame: placed.boundingRect)
        leaf.color = color._color(in: environment)
        leaf.gradient = gradient?.paint(over: path.boundingRect, environment, opacity: opacity)
        leaf.path = placed
        leaf.evenOdd = evenOdd
        leaves.append(leaf)
      case .text(let text, let point, let anchor, let opacity):
        let font = text.fontOverride ?? environment.font ?? .body
        // Leaves are collected by the view tree, on the main actor.
        let size = MainActor.assumeIsolated { measure(text.string, font, nil) } ?? .zero
        let origin = CGPoint(x: frame.minX + point.x - anchor.x * size.width, y: frame.minY + point.y - anchor.y * size.height)
        var leaf = LayoutLeaf(id: "\(id)/\(i)", kind: "text", text: text.string, frame: CGRect(origin: origin, size: size))
        leaf.font = font
        leaf.textOptions = TextOptions(environment)
        leaf.color = (text.foregroundOverride ?? foreground)._color(in: environment).opacity(opacity)
        leaves.append(leaf)
      }
    }
  }
}
