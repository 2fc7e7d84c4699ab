import Foundation

/// SwiftUI's `AlignmentID`: the type behind an alignment guide, giving its value for a view
/// that sets none explicitly (`alignmentGuide(_:computeValue:)` sets one).
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide's identity: its ID type and axis. Built-in guides keep the fraction of the
/// length they sit at, so the common case aligns with arithmetic alone, as before guides existed.
/// `@unchecked`: it holds a metatype, which is immutable and safe to share; Swift does not yet
/// call an existential metatype Sendable.
struct AlignmentKey: Hashable, @unchecked Sendable {
  let id: any AlignmentID.Type
  let axis: Axis
  /// 0 leading/top, 0.5 centre, 1 trailing/bottom; nil for a custom guide.
  let fraction: CGFloat?
  /// A text baseline (its default is the bottom edge, SwiftUI's for a view without text).
  let baseline: VerticalAlignment.Baseline?

  func defaultValue(_ d: ViewDimensions) -> CGFloat {
    if let fraction { return (axis == .horizontal ? d.width : d.height) * fraction }
    return id.defaultValue(in: d)
  }

  /// Whether a container passes the guide on from its children (baselines and custom guides;
  /// a built-in edge or centre set below a container aligns within it only).
  var passesThroughContainers: Bool { baseline != nil || fraction == nil }

  /// The container's value from its children's, in view order, as SwiftUI merges them: the first
  /// baseline of the first, the last of the last, the average of a custom guide.
  func merged(_ values: [CGFloat]) -> CGFloat? {
    guard let first = values.first, let last = values.last else { return nil }
    switch baseline {
    case .first: return first
    case .last: return last
    case nil: return values.reduce(0, +) / CGFloat(values.count)
    }
  }

  static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis }
  func hash(into h: inout Hasher) {
    h.combine(ObjectIdentifier(id))
    h.combine(axis)
  }
}

/// The ID types of the built-in guides: only their identity matters (their values come from the
/// fraction or the text), so their default values answer as the fraction would.
fileprivate enum BuiltInGuide {
  enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
  enum CenterX: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
  enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
  enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
  enum CenterY: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
  enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
  enum FirstBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
  enum LastBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
  enum SeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
  enum SeparatorTrailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
}

/// Where a child sits across a vertical stack: a guide each view has, aligned with its siblings'.
public struct HorizontalAlignment: Equatable, Sendable {
  let key: AlignmentKey
  var fraction: CGFloat? { key.fraction }

  /// A custom guide (`extension HorizontalAlignment { static let x = HorizontalAlignment(X.self) }`).
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal, fraction: nil, baseline: nil) }
  private init(builtIn id: any AlignmentID.Type, _ fraction: CGFloat) {
    key = AlignmentKey(id: id, axis: .horizontal, fraction: fraction, baseline: nil)
  }

  public static let leading = HorizontalAlignment(builtIn: BuiltInGuide.Leading.self, 0)
  public static let center = HorizontalAlignment(builtIn: BuiltInGuide.CenterX.self, 0.5)
  public static let trailing = HorizontalAlignment(builtIn: BuiltInGuide.Trailing.self, 1)
  /// iOS 16's list-row separator guides. A list's separator starts where a view of its row sets
  /// the leading one, else under the row's first text (its default); the trailing one is accepted.
  public static let listRowSeparatorLeading = HorizontalAlignment(BuiltInGuide.SeparatorLeading.self)
  public static let listRowSeparatorTrailing = HorizontalAlignment(BuiltInGuide.SeparatorTrailing.self)
}

/// Vertically also a text baseline: a view's first or last one, its bottom edge when it has no
/// text (SwiftUI's default value for both guides).
public struct VerticalAlignment: Equatable, Sendable {
  let key: AlignmentKey
  var fraction: CGFloat? { key.fraction }
  var baseline: Baseline? { key.baseline }

  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical, fraction: nil, baseline: nil) }
  private init(builtIn id: any AlignmentID.Type, _ fraction: CGFloat, baseline: Baseline? = nil) {
    key = AlignmentKey(id: id, axis: .vertical, fraction: fraction, baseline: baseline)
  }

  public static let top = VerticalAlignment(builtIn: BuiltInGuide.Top.self, 0)
  public static let center = VerticalAlignment(builtIn: BuiltInGuide.CenterY.self, 0.5)
  public static let bottom = VerticalAlignment(builtIn: BuiltInGuide.Bottom.self, 1)
  public static let firstTextBaseline = VerticalAlignment(builtIn: BuiltInGuide.FirstBaseline.self, 1, baseline: .first)
  public static let lastTextBaseline = VerticalAlignment(builtIn: BuiltInGuide.LastBaseline.self, 1, baseline: .last)

  enum Baseline: Sendable { case first, last }
}

public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

  /// The origin of a box of `size` aligned in `bounds` by the guides' default values (the
  /// fractions for built-in guides).
  func origin(of size: CGSize, in bounds: CGRect) -> CGPoint {
    let d = ViewDimensions(size: size)
    let outer = ViewDimensions(size: bounds.size)
    let x =
      horizontal.fraction.map { bounds.minX + (bounds.width - size.width) * $0 }
      ?? bounds.minX + horizontal.key.defaultValue(outer) - horizontal.key.defaultValue(d)
    let y =
      vertical.fraction.map { bounds.minY + (bounds.height - size.height) * $0 }
      ?? bounds.minY + vertical.key.defaultValue(outer) - vertical.key.defaultValue(d)
    return CGPoint(x: x, y: y)
  }

  /// Places `node` over `bounds` as an overlay, a background or a mask is placed: proposed the
  /// bounds' size, at its own size, aligned.
  func place(_ node: LayoutNode, over bounds: CGRect, pass: LayoutPass) {
    let p = ProposedViewSize(bounds.size)
    let size = node.sizeThatFits(p, in: pass)
    node.place(in: CGRect(origin: origin(of: node, size: size, proposal: p, in: bounds, pass: pass), size: size), proposal: p, pass: pass)
  }

  /// The origin of `child` (of `size`, for `proposal`) aligned in `bounds`, its explicit guides
  /// (`alignmentGuide`, a text's baselines) counted: the child's guide meets the container's
  /// default one, as in a frame, an overlay or a ZStack.
  func origin(of child: LayoutNode, size: CGSize, proposal: ProposedViewSize, in bounds: CGRect, pass: LayoutPass) -> CGPoint {
    let plain = origin(of: size, in: bounds)
    guard child.mayAnswer(horizontal.key) || child.mayAnswer(vertical.key) else { return plain }
    let d = ViewDimensions(size: size, node: child, proposal: proposal, pass: pass)
    let outer = ViewDimensions(size: bounds.size)
    return CGPoint(
      x: child.mayAnswer(horizontal.key) ? bounds.minX + horizontal.key.defaultValue(outer) - d[horizontal] : plain.x,
      y: child.mayAnswer(vertical.key) ? bounds.minY + vertical.key.defaultValue(outer) - d[vertical] : plain.y)
  }
}

/// SwiftUI's `ViewDimensions`: a view's size and its alignment guides, in its own coordinates.
public struct ViewDimensions: Equatable, Sendable {
  let size: CGSize
  /// The view whose explicit guides answer, the proposal it was sized for, and the layout asking
  /// (nil: none).
  let guides: (node: LayoutNode, proposal: ProposedViewSize, pass: LayoutPass)?

  init(size: CGSize) {
    self.size = size
    guides = nil
  }

  init(size: CGSize, node: LayoutNode, proposal: ProposedViewSize, pass: LayoutPass) {
    self.size = size
    guides = (node, proposal, pass)
  }

  public var width: CGFloat { size.width }
  public var height: CGFloat { size.height }

  public subscript(guide: HorizontalAlignment) -> CGFloat { self[explicit: guide] ?? guide.key.defaultValue(self) }
  public subscript(guide: VerticalAlignment) -> CGFloat { self[explicit: guide] ?? guide.key.defaultValue(self) }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    guides.flatMap { $0.node.explicitGuide(guide.key, $0.proposal, in: $0.pass) }
  }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    guides.flatMap { $0.node.explicitGuide(guide.key, $0.proposal, in: $0.pass) }
  }

  public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool { a.size == b.size }
}
