import Foundation

// UIKit's Auto Layout, as far as a representable's `makeUIView` uses it to pin a wrapped view
// (`blur.heightAnchor.constraint(equalTo: container.heightAnchor).isActive = true`): the
// anchors, constraints and guides exist and keep what they are given, and nothing lays views out
// by them — the UIKit views a representable wraps draw nothing on a stage (docs/SWIFTUI.md).

/// A layout priority (`.required` 1000, `.defaultHigh` 750, `.defaultLow` 250).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

/// One relation between two anchors, or an anchor and a constant.
open class NSLayoutConstraint: @unchecked Sendable {  // unchecked: a main-thread UIKit object, as UIKit's is
  public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
  public let firstAnchor: AnyObject
  public let secondAnchor: AnyObject?
  public let relation: Relation
  public let multiplier: CGFloat
  open var constant: CGFloat
  open var priority = UILayoutPriority.required
  open var isActive = false
  open var identifier: String?

  init(_ first: AnyObject, _ relation: Relation, _ second: AnyObject?, multiplier: CGFloat = 1, constant: CGFloat = 0) {
    firstAnchor = first
    secondAnchor = second
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
  }

  public class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
  public class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }
}

/// An edge, centre or size of a view or a guide, to constrain.
open class NSLayoutAnchor<AnchorType: AnyObject>: @unchecked Sendable {  // unchecked: as NSLayoutConstraint
  public init() {}
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .equal, anchor, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .greaterThanOrEqual, anchor, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .lessThanOrEqual, anchor, constant: c)
  }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {}  // unchecked: as above
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {}  // unchecked: as above

/// A width or a height: also constrained to a constant or a multiple of another.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {  // unchecked: as above
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(self, .equal, nil, constant: c) }
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .greaterThanOrEqual, nil, constant: c)
  }
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .lessThanOrEqual, nil, constant: c)
  }
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(self, .equal, anchor, multiplier: m, constant: c)
  }
}

/// The anchors a view and a layout guide both have.
public final class _LayoutAnchors: @unchecked Sendable {  // unchecked: made once per view, then only read
  let leading = NSLayoutXAxisAnchor(), trailing = NSLayoutXAxisAnchor(), left = NSLayoutXAxisAnchor()
  let right = NSLayoutXAxisAnchor(), centerX = NSLayoutXAxisAnchor()
  let top = NSLayoutYAxisAnchor(), bottom = NSLayoutYAxisAnchor(), centerY = NSLayoutYAxisAnchor()
  let firstBaseline = NSLayoutYAxisAnchor(), lastBaseline = NSLayoutYAxisAnchor()
  let width = NSLayoutDimension(), height = NSLayoutDimension()
}

/// What has anchors (a view, a layout guide): its edges, centres and sizes.
public protocol _LayoutAnchored: AnyObject {
  var _anchors: _LayoutAnchors { get }
}

extension _LayoutAnchored {
  public var leadingAnchor: NSLayoutXAxisAnchor { _anchors.leading }
  public var trailingAnchor: NSLayoutXAxisAnchor { _anchors.trailing }
  public var leftAnchor: NSLayoutXAxisAnchor { _anchors.left }
  public var rightAnchor: NSLayoutXAxisAnchor { _anchors.right }
  public var centerXAnchor: NSLayoutXAxisAnchor { _anchors.centerX }
  public var topAnchor: NSLayoutYAxisAnchor { _anchors.top }
  public var bottomAnchor: NSLayoutYAxisAnchor { _anchors.bottom }
  public var centerYAnchor: NSLayoutYAxisAnchor { _anchors.centerY }
  public var widthAnchor: NSLayoutDimension { _anchors.width }
  public var heightAnchor: NSLayoutDimension { _anchors.height }
}

/// A rectangle to constrain views to (`safeAreaLayoutGuide`, `layoutMarginsGuide`).
open class UILayoutGuide: _LayoutAnchored, @unchecked Sendable {  // unchecked: as NSLayoutConstraint
  public let _anchors = _LayoutAnchors()
  public init() {}
  open var identifier = ""
}
