import Foundation

/// SwiftUI's `Shape`: a view drawn as a path in the rectangle it is given. It takes the whole
/// proposal (10 pt where a dimension is unspecified) and is filled with the foreground colour.
public protocol Shape: Sendable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: nil) }
  public func fill(_ color: Color) -> _ShapeView<Self> { _ShapeView(shape: self, fill: color) }
}

/// A shape drawn with a fill.
public struct _ShapeView<S: Shape>: View, PrimitiveView {
  let shape: S
  let fill: Color?

  public var body: Never { primitiveBodyNotCalled() }

  func makeNodes(_ context: BuildContext) -> [LayoutNode] {
    [
      LeafNode(
        kind: .shape, id: context.path, content: .shape(shape), sizing: .flexible,
        color: fill ?? context.environment.foregroundColor ?? .primary)
    ]
  }
}

public struct Rectangle: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape {
  public var cornerSize: CGSize
  nonisolated public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
  nonisolated public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
  nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
}

public struct Capsule: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

/// A circle as wide as the shorter side, centred.
public struct Circle: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path {
    let d = min(rect.width, rect.height)
    return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
  }
}

public struct Ellipse: Shape {
  nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
