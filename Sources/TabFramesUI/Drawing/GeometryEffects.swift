import Foundation
import TabFramesValues

/// A leaf's transform in canvas coordinates: the renderers' animated transform, made here from
/// data that animates with the leaf: the six numbers of a fixed matrix, an angle of
/// `rotation3DEffect`, or a `GeometryEffect`'s animatable data, from which each frame's matrix is
/// made again as SwiftUI asks the effect for each frame's value.
package typealias LeafTransform = AnimatedTransform

extension Affine {
  init(_ m: CGAffineTransform) {
    self.init(a: Double(m.a), b: Double(m.b), c: Double(m.c), d: Double(m.d), tx: Double(m.tx), ty: Double(m.ty))
  }
}

extension CGAffineTransform {
  init(_ m: Affine) { self.init(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty) }
}

extension AnimatedTransform {
  /// A transform whose matrix Core Graphics' arithmetic makes, as the view layer writes them.
  init(data: [Double], cg make: @escaping @Sendable ([Double]) -> CGAffineTransform) {
    self.init(data: data) { Affine(make($0)) }
  }

  /// A matrix that does not depend on anything but its own six numbers (so that a change of it
  /// animates number by number).
  package static func fixed(_ m: CGAffineTransform) -> LeafTransform {
    LeafTransform(data: [m.a, m.b, m.c, m.d, m.tx, m.ty].map(Double.init)) { v in
      Affine(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
  }

  /// The transform now, as Core Graphics' matrix.
  package var cgMatrix: CGAffineTransform { CGAffineTransform(matrix) }

  /// This transform, then `outer`.
  package func then(_ outer: LeafTransform) -> LeafTransform {
    let (count, inner, after) = (data.count, make, outer.make)
    return LeafTransform(
      data: data + outer.data,
      cg: { v in
        CGAffineTransform(inner(Array(v[..<count]))).concatenating(CGAffineTransform(after(Array(v[count...]))))
      })
  }

  /// The transform of the same drawing moved by (dx, dy): it maps the moved drawing to where the
  /// mapped drawing moved by (dx, dy) is.
  package func conjugated(dx: CGFloat, dy: CGFloat) -> LeafTransform {
    let m = make
    return LeafTransform(
      data: data,
      cg: { v in
        CGAffineTransform(translationX: -dx, y: -dy).concatenating(CGAffineTransform(m(v))).concatenating(
          CGAffineTransform(translationX: dx, y: dy))
      })
  }

  /// `local` (in a view's own coordinates, origin at its top-left corner) as a transform of
  /// the canvas.
  static func inCanvas(_ local: CGAffineTransform, origin: CGPoint) -> CGAffineTransform {
    CGAffineTransform(translationX: -origin.x, y: -origin.y).concatenating(local).concatenating(
      CGAffineTransform(translationX: origin.x, y: origin.y))
  }
}

/// SwiftUI's `ProjectionTransform`: a 3 × 3 matrix acting on rows (x, y, 1), as
/// `CGAffineTransform` does. The renderers draw its affine part: a perspective row (`m13`,
/// `m23`) is not drawn (docs/SWIFTUI.md).
public struct ProjectionTransform: Equatable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  public init() {}
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  public var isIdentity: Bool { self == ProjectionTransform() }
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform, then `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
    let b = [[rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33]]
    func at(_ i: Int, _ j: Int) -> CGFloat { a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] }
    (r.m11, r.m12, r.m13) = (at(0, 0), at(0, 1), at(0, 2))
    (r.m21, r.m22, r.m23) = (at(1, 0), at(1, 1), at(1, 2))
    (r.m31, r.m32, r.m33) = (at(2, 0), at(2, 1), at(2, 2))
    return r
  }

  /// The affine part, divided through by `m33`.
  var affine: CGAffineTransform {
    let w = m33 == 0 ? 1 : m33
    return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
  }
}

extension CGAffineTransform {
  /// The affine part of a projection (SwiftUI's `CGAffineTransform(_: ProjectionTransform)`).
  public init(_ p: ProjectionTransform) { self = p.affine }
}

/// SwiftUI's `GeometryEffect`: a modifier that draws its view through the transform
/// `effectValue(size:)` returns, asked again at every frame with that frame's animatable data (a
/// shake, a wobble, a skew that animates); layout is unchanged.
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation where Body == Never {
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  public func body(content: Content) -> Never { fatalError("drawn by the stage") }

  /// The effect, marked as one that layout ignores (here every geometry effect is).
  nonisolated public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }

  /// The transform of a view of `size` at the effect's animatable data `data`.
  func transform(_ data: [Double], size: CGSize) -> CGAffineTransform {
    var effect = self
    if var flat = effect.animatableData as? any _FlatAnimatableData {
      var values = data[...]
      flat._take(&values)
      if let typed = flat as? AnimatableData { effect.animatableData = typed }
    }
    return effect.effectValue(size: size).affine
  }
}

/// A geometry effect that layout ignores (SwiftUI's `ignoredByLayout()`).
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  // Read and written on the main actor only, as every modifier's properties are; unsafe only
  // so that the initialiser may be nonisolated, as SwiftUI's modifiers' are.
  nonisolated(unsafe) public var base: Base
  nonisolated public init(base: Base) { self.base = base }
  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }
  public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// The node of a geometry effect: its data now, and its transform for other data.
@MainActor
func geometryEffectNode<E: GeometryEffect>(_ effect: E, content: @MainActor (BuildContext) -> [LayoutNode], _ context: BuildContext)
  -> LayoutNode
{
  let data = (effect.animatableData as? any _FlatAnimatableData)?._flat ?? []
  // The effect is asked only on the main actor, where the stage plays (frames are made there;
  // the renderers read the matrices made).
  // `nonisolated(unsafe)`: that is, on the main actor only.
  nonisolated(unsafe) let effect = effect
  return GeometryEffectNode(child: single(content, context), id: context.path, data: data) { data, size in
    MainActor.assumeIsolated { effect.transform(data, size: size) }
  }
}

/// A geometry effect on a view: its leaves drawn through the effect's transform, made again from
/// each frame's data.
final class GeometryEffectNode: WrapperNode, @unchecked Sendable {
  let data: [Double]
  let transform: @Sendable ([Double], CGSize) -> CGAffineTransform

  init(child: LayoutNode, id: String, data: [Double], transform: @escaping @Sendable ([Double], CGSize) -> CGAffineTransform) {
    self.data = data
    self.transform = transform
    super.init(child: child, id: id)
  }

  override var placeTouches: ((HitArea) -> HitArea)? {
    let m = LeafTransform.inCanvas(transform(data, frame.size), origin: frame.origin)
    return { $0.mapped { $0.applying(m) } }
  }

  override func collectLeaves(into leaves: inout [LayoutLeaf]) {
    var own: [LayoutLeaf] = []
    child.collectLeaves(into: &own)
    let (origin, size, make) = (frame.origin, frame.size, transform)
    let effect = LeafTransform(data: data, cg: { LeafTransform.inCanvas(make($0, size), origin: origin) })
    for leaf in own { leaves.append(leaf.transformed(by: effect)) }
  }
}

extension LayoutLeaf {
  /// The leaf drawn through `t` as well, after what it had: its clips (in canvas coordinates)
  /// mapped by the transform as it is now, a shadow's casters and a mask's leaves with it.
  package func transformed(by t: LeafTransform) -> LayoutLeaf {
    var l = self
    let now = t.cgMatrix
    l.transform = transform.map { $0.then(t) } ?? t
    l.clipPaths = clipPaths.map { $0.applying(now) }
    if let clip {
      l.clipRects = [clip.applying(now)]
      l.clipPaths.append(Path(clip).applying(now))
    }
    l.hitClip = hitClip?.applying(now)
    l.casters = casters.map { $0.transformed(by: t) }
    l.masks = masks.map { $0.map { $0.transformed(by: t) } }
    return l
  }
}

extension View {
  /// SwiftUI's `transformEffect(_:)`: drawn through an affine transform of its own coordinates
  /// (origin at its top-left corner); layout unchanged.
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(_DrawingEffect(effect: .transform(transform)))
  }

  /// SwiftUI's `projectionEffect(_:)`: drawn through a projection of its own coordinates (its
  /// affine part; see `ProjectionTransform`).
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(_DrawingEffect(effect: .transform(transform.affine)))
  }

  /// SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: turned about an axis
  /// through `anchor`, seen straight on. The turn is drawn as its orthographic projection (a
  /// card turned about y narrows by the angle's cosine, a turn about z is `rotationEffect`);
  /// the perspective's foreshortening is not drawn (docs/SWIFTUI.md). The angle animates.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    modifier(_DrawingEffect(effect: .rotation3D(CGFloat(angle.radians), axis: [axis.x, axis.y, axis.z], anchor: anchor)))
  }

  /// iOS 17's form with a `RotationAxis3D`-like tuple given by name.
  nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center)
    -> some View
  {
    modifier(_DrawingEffect(effect: .rotation3D(CGFloat(angle.radians), axis: [axis.x, axis.y, axis.z], anchor: anchor)))
  }

  /// SwiftUI's `scaleEffect(x:y:anchor:)`: scaled by different amounts across and down.
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    modifier(_DrawingEffect(effect: .scale(CGSize(width: x, height: y), anchor: anchor)))
  }

  /// SwiftUI's `scaleEffect(_:anchor:)` with a size.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(_DrawingEffect(effect: .scale(scale, anchor: anchor)))
  }
}

/// The orthographic projection of a turn by `angle` about `axis` (x right, y down, z towards
/// the viewer), as a plane transform about the origin: a turn about z is a turn of the plane,
/// clockwise on screen for a positive angle, as `rotationEffect`'s.
func rotation3DProjection(_ angle: CGFloat, axis: [CGFloat]) -> CGAffineTransform {
  let length = (axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]).squareRoot()
  guard length > 0 else { return .identity }
  let (x, y, z) = (axis[0] / length, axis[1] / length, axis[2] / length)
  let (c, s) = (cos(angle), sin(angle))
  let t = 1 - c
  // Rodrigues' rotation matrix; its top-left 2 × 2 block maps (x, y) on screen.
  let r00 = c + x * x * t
  let r01 = x * y * t - z * s
  let r10 = y * x * t + z * s
  let r11 = c + y * y * t
  // Rows act on (x, y): x' = r00·x + r01·y, y' = r10·x + r11·y.
  return CGAffineTransform(a: r00, b: r10, c: r01, d: r11, tx: 0, ty: 0)
}
