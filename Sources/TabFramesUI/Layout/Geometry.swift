import Foundation

/// SwiftUI's proposal: each dimension a length, `nil` for the view's ideal size, or `.infinity`
/// for the most it can take.
public struct ProposedViewSize: Equatable, Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with `nil` replaced by `size`'s dimension.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal
  case vertical

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

public struct EdgeInsets: Equatable, Sendable {
  public var top, leading, bottom, trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// Where a child sits along one axis: 0 leading/top, 0.5 centre, 1 trailing/bottom.
public struct HorizontalAlignment: Equatable, Sendable {
  let fraction: CGFloat
  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Vertically also a text baseline: a view's first or last one, its bottom edge when it has no
/// text (SwiftUI's default value for both guides).
public struct VerticalAlignment: Equatable, Sendable {
  let fraction: CGFloat
  var baseline: Baseline? = nil
  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 0.5)
  public static let bottom = VerticalAlignment(fraction: 1)
  public static let firstTextBaseline = VerticalAlignment(fraction: 1, baseline: .first)
  public static let lastTextBaseline = VerticalAlignment(fraction: 1, baseline: .last)

  enum Baseline { case first, last }
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

  /// The origin of a box of `size` aligned in `bounds`.
  func origin(of size: CGSize, in bounds: CGRect) -> CGPoint {
    CGPoint(
      x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
      y: bounds.minY + (bounds.height - size.height) * vertical.fraction)
  }
}
