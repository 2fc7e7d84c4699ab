import Foundation

// Names SwiftUI has that a stage does not draw yet, declared so that code using them fails with a
// message naming the cause (docs/SWIFTUI.md, "Not supported yet") rather than an unrelated
// overload's error or "cannot find in scope".

@available(*, unavailable, message: "MeshGradient is not drawn by TabFrames yet: see docs/SWIFTUI.md, \"Not supported yet\"")
public struct MeshGradient: View {
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {}
  public var body: Never { fatalError("unavailable") }
}

@available(*, unavailable, message: "MultiDatePicker is not drawn by TabFrames yet: see docs/SWIFTUI.md, \"Not supported yet\"")
public struct MultiDatePicker<Label: View>: View {
  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {}
  public var body: Never { fatalError("unavailable") }
}

@available(*, unavailable, message: "MultiDatePicker is not drawn by TabFrames yet: see docs/SWIFTUI.md, \"Not supported yet\"")
extension MultiDatePicker where Label == Text {
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {}
}

@available(
  *, unavailable,
  message: "ImageRenderer is not available in TabFrames: render a view with Stage.render(formats:to:) instead (docs/SWIFTUI.md)"
)
public final class ImageRenderer<Content: View> {
  public init(content: Content) {}
  public var scale: CGFloat = 1
  public var proposedSize = ProposedViewSize.unspecified
  public var uiImage: UIImage? { nil }
}

// UIKit's container controllers: a representable wrapping them draws nothing on a stage, so code
// built on them (a tab bar controller kept for its state, the swipe-back snippet extending the
// navigation controller) is told so, naming the SwiftUI view to use.

@available(
  *, unavailable,
  message:
    "UITabBarController is not drawn by TabFrames, which draws SwiftUI views: use SwiftUI's TabView (docs/SWIFTUI.md, \"Not supported yet\")"
)
open class UITabBarController: UIViewController {}

@available(
  *, unavailable,
  message:
    "UITabBarController is not drawn by TabFrames, which draws SwiftUI views: use SwiftUI's TabView (docs/SWIFTUI.md, \"Not supported yet\")"
)
public protocol UITabBarControllerDelegate: AnyObject {}

@available(
  *, unavailable,
  message:
    "UITabBarItem belongs to UITabBarController, which TabFrames does not draw: use tabItem(_:) or Tab (docs/SWIFTUI.md, \"Not supported yet\")"
)
open class UITabBarItem {
  public init() {}
  public init(title: String?, image: UIImage?, tag: Int) {}
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {}
}

@available(
  *, unavailable,
  message:
    "UINavigationController is not drawn by TabFrames, which draws SwiftUI views: use NavigationStack (docs/SWIFTUI.md, \"Not supported yet\")"
)
open class UINavigationController: UIViewController {}

extension UIViewController {
  @available(
    *, unavailable,
    message:
      "UITabBarItem belongs to UITabBarController, which TabFrames does not draw: use tabItem(_:) or Tab (docs/SWIFTUI.md, \"Not supported yet\")"
  )
  public var tabBarItem: UITabBarItem! {
    get { fatalError("unavailable") }
    set {}
  }
}
