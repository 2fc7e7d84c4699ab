import Foundation
import TabFramesValues

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

/// SwiftUI's insets, over the points a scene's padding also decodes into (`InsetsSpec`), so the
/// two front ends share one value.
public struct EdgeInsets: Equatable, Sendable {
  package var spec: InsetsSpec

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    spec = InsetsSpec(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
  }

  package init(_ spec: InsetsSpec) { self.spec = spec }

  public var top: CGFloat {
    get { CGFloat(spec.top) }
    set { spec.top = Double(newValue) }
  }
  public var leading: CGFloat {
    get { CGFloat(spec.leading) }
    set { spec.leading = Double(newValue) }
  }
  public var bottom: CGFloat {
    get { CGFloat(spec.bottom) }
    set { spec.bottom = Double(newValue) }
  }
  public var trailing: CGFloat {
    get { CGFloat(spec.trailing) }
    set { spec.trailing = Double(newValue) }
  }
}

extension EdgeInsets {
  /// `length` on each of `edges`, none on the others (`padding(.horizontal, 20)`'s insets); the
  /// system's 16 pt when `length` is nil, as SwiftUI's `padding` takes it.
  init(_ edges: Edge.Set, _ length: CGFloat?) {
    let l = length ?? 16
    self.init(
      top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0, bottom: edges.contains(.bottom) ? l : 0,
      trailing: edges.contains(.trailing) ? l : 0)
  }
}
