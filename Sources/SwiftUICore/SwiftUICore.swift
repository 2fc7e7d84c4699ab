// `import SwiftUICore` on Linux: Xcode 16 split SwiftUI's views, shapes, colours and state into a
// module of that name, which some view files import beside or instead of SwiftUI. Here it is the
// same as `import SwiftUI` less `Stage`: TabFramesUI, with what it re-exports (Foundation,
// Observation, Combine's observable objects). It comes with the SwiftUI product.
@_exported import TabFramesUI
