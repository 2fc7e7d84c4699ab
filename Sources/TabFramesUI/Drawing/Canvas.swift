import Foundation

/// SwiftUI's `Canvas`: immediate-mode drawing into the space the view is offered. The renderer
/// runs when the canvas is laid out, with its size; what it fills and strokes becomes shapes of
/// the drawing (a stroke as its outline, as SwiftUI strokes), and its texts texts, in the order
/// drawn. Fills take a colour (a gradient paints its first colour); images are not drawn.
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
  let foreground: Color
  let environment: EnvironmentValues
  /// What has been drawn, in order (shared by copies of the context, as SwiftUI's are).
  let sink: CanvasSink

  public struct Shading: Sendable {
    let color: Color?
    public static func color(_ color: Color) -> Shading { Shading(color: color) }
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
      -> Shading
    { Shading(color: Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)) }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: nil, style: style) }
    public static var foreground: Shading { Shading(color: nil) }
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
      Shading(color: gradient.stops.first?.color)
    }
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
      Shading(color: gradient.stops.first?.color)
    }
    let style: (any ShapeStyle)?
    init(color: Color?, style: (any ShapeStyle)? = nil) {
      self.color = color
      self.style = style
    }
  }

  public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
  public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
  public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

  private func paint(_ shading: Shading) -> Color {
    let color = shading.color ?? shading.style?._color(in: environment) ?? foreground
    return color.opacity(opacity)
  }

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    sink.items.append(.shape(path.applying(transform), paint(shading), evenOdd: style.isEOFilled))
  }

  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    sink.items.append(.shape(path.strokedPath(style).applying(transform), paint(shading), evenOdd: false))
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// A text with its anchor at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    sink.items.append(.text(text, point.applying(transform), anchor, opacity))
  }

  /// A text in a rectangle (its top-leading corner).
  public func draw(_ text: Text, in rect: CGRect) {
    sink.items.append(.text(text, rect.origin.applying(transform), .topLeading, opacity))
  }

  /// Runs `body` on a copy of the context (its transform and opacity changes stay inside).
  public func drawLayer(content body: (inout GraphicsContext) throws -> Void) rethrows {
    var copy = self
    try body(&copy)
  }
}

/// What a canvas drew.
final class CanvasSink {
  enum Item {
    case shape(Path, Color, evenOdd: Bool)
    case text(Text, CGPoint, UnitPoint, Double)
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
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    let sink = CanvasSink()
    var context = GraphicsContext(foreground: foreground, environment: environment, sink: sink)
    renderer(&context, frame.size)
    for (i, item) in sink.items.enumerated() {
      switch item {
      case .shape(let path, let color, let evenOdd):
        let placed = path.offsetBy(dx: frame.minX, dy: frame.minY)
        var leaf = LayoutLeaf(id: "\(id)/\(i)", kind: "shape", text: nil, frame: placed.boundingRect)
        leaf.color = color._color(in: environment)
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
