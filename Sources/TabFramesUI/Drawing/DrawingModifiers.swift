import Foundation
import TabFramesValues

/// Modifiers that change how leaves are drawn, not where they are laid out: opacity, hiding,
/// scale effects, clipping and rounded corners, stacking order.
nonisolated struct _DrawingEffect: ViewModifier, PrimitiveModifier {
  enum Effect {
    case opacity(Double)
    case hidden
    case scale(CGSize, anchor: UnitPoint)
    /// `rotationEffect`: radians, clockwise on screen (y grows downwards).
    case rotation(CGFloat, anchor: UnitPoint)
    /// `clipped`, `cornerRadius` (a rounded rectangle) and `clipShape`.
    case clip(cornerRadius: CGFloat, shape: (any Shape)?)
    case shadow(ShadowLook)
    /// `blur(radius:opaque:)`: a Gaussian of σ = radius over what the view draws.
    case blur(CGFloat)
    /// `transformEffect`, `projectionEffect`: an affine map of the view's own coordinates.
    case transform(CGAffineTransform)
    /// `rotation3DEffect`: radians about an axis (x, y, z) through a unit point of the frame.
    case rotation3D(CGFloat, axis: [CGFloat], anchor: UnitPoint)
    case colorFilter(ColorFilterStep)
    case blend(BlendMode)
    /// `compositingGroup()`, `drawingGroup()`: the view is one drawing to the effects after it.
    case compositingGroup
  }
  let effect: Effect

  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [EffectNode(child: single(content, context), id: context.path, effect: effect)]
  }
}

final class EffectNode: WrapperNode, @unchecked Sendable {
  let effect: _DrawingEffect.Effect

  init(child: LayoutNode, id: String, effect: _DrawingEffect.Effect) {
    self.effect = effect
    super.init(child: child, id: id)
  }

  /// An effect applies to the view's frame as its view grew it into the safe area (its clip,
  /// anchor and shadow reach the canvas's edge with it).
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
    super.placeChildren(in: bounds, proposal: proposal, pass: pass)
    if child is SafeAreaIgnoringNode || child is EffectNode, child.frame != bounds, child.frame.contains(bounds) {
      grow(to: child.frame)
    }
  }

  /// Touches follow the drawing: a hidden view takes none (Apple's `hidden()`: "hidden views
  /// can't receive or respond to interactions"), nor does one at opacity 0; a scaled one takes
  /// them where it is drawn.
  override var blocksTouches: Bool {
    switch effect {
    case .hidden: return true
    case .opacity(let o): return o <= 0
    default: return false
    }
  }
  /// A hidden view, or one at opacity 0, is not read (SwiftUI leaves it out of the accessibility
  /// tree as it leaves it out of hit testing).
  override func gather(_ g: inout Gathering) {
    if blocksTouches { return g.skipping(.accessibility) { super.gather(&$0) } }
    super.gather(&g)
  }

  override var placeTouches: ((HitArea) -> HitArea)? {
    switch effect {
    case .scale(let s, let anchor):
      let map = scaling(s, about: anchor)
      return { $0.mapped(map) }
    case .rotation(let angle, let anchor):
      let map = rotating(angle, about: anchor)
      return { $0.mapped(map) }
    case .transform, .rotation3D:
      guard let m = canvasTransform?.cgMatrix else { return nil }
      return { $0.mapped { $0.applying(m) } }
    default: return nil
    }
  }

  /// The transform of the canvas this effect draws its view through, for the effects that are
  /// one: a transform, a 3-D turn's projection, and a scale that differs across and down.
  private var canvasTransform: LeafTransform? {
    let bounds = frame
    switch effect {
    case .transform(let m):
      return .fixed(LeafTransform.inCanvas(m, origin: bounds.origin))
    case .rotation3D(let angle, let axis, let anchor):
      let a = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
      // The angle animates (a card turned over narrows and widens again), not the matrix.
      return LeafTransform(data: [Double(angle)], cg: { v in LeafTransform.inCanvas(rotation3DProjection(v[0], axis: axis), origin: a) })
    case .scale(let s, let anchor):
      let a = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
      return .fixed(LeafTransform.inCanvas(CGAffineTransform(scaleX: s.width, y: s.height), origin: a))
    case .rotation(let angle, let anchor):
      let a = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
      return .fixed(LeafTransform.inCanvas(CGAffineTransform(rotationAngle: angle), origin: a))
    default: return nil
    }
  }

  /// A point moved by `rotationEffect(angle, anchor:)` of this view's frame.
  private func rotating(_ angle: CGFloat, about anchor: UnitPoint) -> (CGPoint) -> CGPoint {
    let bounds = frame
    let a = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
    let (c, s) = (cos(angle), sin(angle))
    return { p in
      let (dx, dy) = (p.x - a.x, p.y - a.y)
      return CGPoint(x: a.x + c * dx - s * dy, y: a.y + s * dx + c * dy)
    }
  }

  /// A point moved by `scaleEffect(s, anchor:)` of this view's frame.
  private func scaling(_ s: CGSize, about anchor: UnitPoint) -> (CGPoint) -> CGPoint {
    let bounds = frame
    let a = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
    return { p in CGPoint(x: a.x + s.width * (p.x - a.x), y: a.y + s.height * (p.y - a.y)) }
  }

  /// A leaf turned by `angle` about a point (`map` turns points about it): its centre moves on a
  /// circle about the point and the drawing turns about its own centre (what the renderers do
  /// with `rotation`). A clip rectangle turned is no longer one: its turned outline clips, within
  /// the rectangle that bounds it. A shadow's casters turn with it.
  static func rotated(_ leaf: LayoutLeaf, by angle: CGFloat, map: (CGPoint) -> CGPoint) -> LayoutLeaf {
    let c = CGPoint(x: leaf.frame.midX, y: leaf.frame.midY)
    let m = map(c)
    var turned = leaf.moved(dx: m.x - c.x, dy: m.y - c.y)
    turned.rotation += angle
    turned.clipPaths = leaf.clipPaths.map { $0.mapped(map) }
    if let clip = leaf.clip {
      turned.clipRects = [clip.mapped(map)]
      turned.clipPaths.append(Path(clip).mapped(map))
    }
    turned.hitClip = leaf.hitClip?.mapped(map)
    turned.casters = leaf.casters.map { rotated($0, by: angle, map: map) }
    return turned
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    var own: [LayoutLeaf] = []
    child.collectLeaves(into: &own)
    let bounds = frame
    switch effect {
    case .opacity(let o):
      for var leaf in own {
        leaf.opacity *= max(0, min(1, o))
        leaves.append(leaf)
      }
    case .hidden: return
    case .scale(let s, _) where s.width != s.height:
      // Uneven: a transform of the canvas.
      guard let t = canvasTransform else { return }
      for leaf in own { leaves.append(leaf.transformed(by: t)) }
    case .scale(let s, let anchor):
      // About the anchor of this view's frame: each drawing's centre, clips and outlines move
      // with the scale, and the drawing is scaled about its own centre (what the renderers do
      // with `scale`). A scale that differs across and down, or of a drawing already
      // transformed, is a transform of the canvas (after the drawing's own).
      let map = scaling(s, about: anchor)
      for leaf in own {
        if s.width != s.height || leaf.transform != nil, let t = canvasTransform {
          leaves.append(leaf.transformed(by: t))
          continue
        }
        let c = CGPoint(x: leaf.frame.midX, y: leaf.frame.midY)
        let m = map(c)
        var moved = leaf.moved(dx: m.x - c.x, dy: m.y - c.y)
        moved.clipRects = leaf.clipRects.map { $0.mapped(map) }
        moved.hitClip = leaf.hitClip?.mapped(map)
        moved.clipPaths = leaf.clipPaths.map { $0.mapped(map) }
        moved.scale *= s.width
        leaves.append(moved)
      }
    case .rotation(let angle, let anchor):
      let map = rotating(angle, about: anchor)
      for leaf in own {
        if leaf.transform != nil, let t = canvasTransform {
          leaves.append(leaf.transformed(by: t))
        } else {
          leaves.append(Self.rotated(leaf, by: angle, map: map))
        }
      }
    case .transform, .rotation3D:
      guard let t = canvasTransform else { return }
      for leaf in own { leaves.append(leaf.transformed(by: t)) }
    case .colorFilter(let step):
      for var leaf in own {
        leaf.colorFilters.append(step)
        leaves.append(leaf)
      }
    case .blend(let mode):
      // The innermost blend of a drawing is the one it is drawn with.
      for var leaf in own {
        if leaf.blendMode == .normal { leaf.blendMode = mode }
        leaves.append(leaf)
      }
    case .clip(let radius, let shape):
      let outline = shape?.placedPath(in: bounds)
      for var leaf in own {
        leaf.clip(to: bounds)
        if let outline { leaf.clipPaths.append(outline) }
        // A single fill that is the clipped view itself takes the rounded corners.
        if radius > 0, own.count == 1, leaf.frame == bounds { leaf.cornerRadius = radius }
        leaves.append(leaf)
      }
    case .blur(let radius):
      // Each drawing blurred by itself: the same as blurring the view whole where its drawings
      // do not overlap (a blur is linear); blurs nest as Gaussians do, in quadrature.
      for var leaf in own {
        leaf.blur = (leaf.blur * leaf.blur + radius * radius).squareRoot()
        leaves.append(leaf)
      }
    case .shadow(let look):
      guard !own.isEmpty else { return }
      // Each drawn part casts its own shadow, drawn just under it, as SwiftUI shadows each leaf
      // of a container (a label over a shadowed background casts onto the background); the
      // leaves of a compositing group are one part, with one shadow under all of them.
      var parts: [[LayoutLeaf]] = []
      for leaf in own {
        if let group = leaf.compositingGroup, let last = parts.last?.last, last.compositingGroup == group {
          parts[parts.count - 1].append(leaf)
        } else {
          parts.append([leaf])
        }
      }
      let base = id.isEmpty ? "root" : id
      for part in parts {
        // One part keeps the view's name for its shadow; several are named after their first drawing.
        var shadow = LayoutLeaf(
          id: parts.count == 1 ? base + ".shadow" : part[0].id + ".shadow", kind: "shadow", text: nil, frame: bounds)
        shadow.shadow = look
        shadow.color = look.color
        shadow.casters = part
        shadow.compositingGroup = part[0].compositingGroup
        leaves.append(shadow)
        leaves.append(contentsOf: part)
      }
    case .compositingGroup:
      // The outermost group wins: it holds the inner ones.
      for var leaf in own {
        leaf.compositingGroup = id
        leaves.append(leaf)
      }
    }
  }
}

/// SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension View {
  nonisolated public func opacity(_ opacity: Double) -> some View { modifier(_DrawingEffect(effect: .opacity(opacity))) }

  /// Laid out as before, drawn not at all.
  nonisolated public func hidden() -> some View { modifier(_DrawingEffect(effect: .hidden)) }

  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    modifier(_DrawingEffect(effect: .scale(CGSize(width: s, height: s), anchor: anchor)))
  }

  /// SwiftUI's `rotationEffect(_:anchor:)`: the view drawn turned by `angle` (clockwise on screen
  /// for a positive angle) about `anchor` of its frame; its layout is unchanged, and touches land
  /// where it is drawn.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(_DrawingEffect(effect: .rotation(CGFloat(angle.radians), anchor: anchor)))
  }

  /// Drawing outside the view's frame is cut off.
  nonisolated public func clipped(antialiased: Bool = false) -> some View {
    modifier(_DrawingEffect(effect: .clip(cornerRadius: 0, shape: nil)))
  }

  /// Clipped to the frame with rounded corners.
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(_DrawingEffect(effect: .clip(cornerRadius: radius, shape: RoundedRectangle(cornerRadius: radius, style: .circular))))
  }

  /// Drawing is cut to the shape laid in the view's frame.
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_DrawingEffect(effect: .clip(cornerRadius: 0, shape: shape)))
  }

  /// The view blurred: a Gaussian of σ = `radius` points (the convention Core Animation's blur
  /// radii follow, as for `shadow`), over an unchanged layout. `opaque` is accepted: the edges
  /// fade to transparent, which is what non-opaque blurs do and what a stage draws either way.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(_DrawingEffect(effect: .blur(max(0, radius))))
  }

  /// A blurred copy of the view's silhouette under it. SwiftUI's default colour is black at
  /// 33 % (`Color(.sRGBLinear, white: 0, opacity: 0.33)`).
  nonisolated public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  {
    modifier(_DrawingEffect(effect: .shadow(ShadowLook(color: color, radius: radius, x: x, y: y))))
  }

  /// A border drawn inside the frame, as SwiftUI's is, in any style (`.border(.tint)`).
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(_BorderView(style: content, width: width))
  }
}

/// SwiftUI's `FillStyle`: the non-zero rule unless `eoFill` (clip shapes take the non-zero rule:
/// even-odd is not supported yet, so asking for it does not compile).
public struct FillStyle: Equatable, Sendable {
  /// The even-odd rule: a point is inside when a ray from it crosses the outline an odd number of
  /// times (overlapping subpaths cut holes), not the non-zero winding rule.
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// The stroke `border` draws.
package struct _BorderView: View, PrimitiveView {
  let style: any ShapeStyle
  let width: CGFloat
  /// The stroke alone, as a view: a scene's `border`, drawn over its padded component.
  package init(color: Color, width: CGFloat) { self.init(style: color, width: width) }
  nonisolated init(style: any ShapeStyle, width: CGFloat) {
    self.style = style
    self.width = width
  }
  package var body: Never { primitiveBodyNotCalled() }
  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [LeafNode(kind: .border, id: context.path, content: .border(width), sizing: .flexible, color: style._color(in: context.environment))]
  }
}

/// `contentShape`: the shape that receives taps (part 2's hit testing); it draws nothing and
/// changes no layout, as in SwiftUI.
nonisolated struct _ContentShapeModifier: ViewModifier, PrimitiveModifier {
  let shape: any Shape
  @MainActor func makeNodes(content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext) -> [LayoutNode] {
    [ContentShapeNode(child: single(content, context), id: context.path, shape: shape)]
  }
}

final class ContentShapeNode: WrapperNode, @unchecked Sendable {
  let shape: any Shape
  init(child: LayoutNode, id: String, shape: any Shape) {
    self.shape = shape
    super.init(child: child, id: id)
  }
  /// The hit area in canvas coordinates, once placed.
  var hitArea: Path { shape.placedPath(in: frame) }
}

extension View {
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(_ContentShapeModifier(shape: shape))
  }
}
