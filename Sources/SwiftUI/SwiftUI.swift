// `import SwiftUI` on Linux: the module a view file written for Apple's SwiftUI imports, so the
// same file compiles on iOS against SwiftUI and here against TabFrames with no `#if`. It is
// TabFramesUI (SwiftUI's views, modifiers, state and layout, with Foundation, Observation and
// Combine's observable objects, as SwiftUI brings them) plus `Stage`, which renders a view.
// A package depends on it for Linux only:
// `.product(name: "SwiftUI", package: "TabFrames", condition: .when(platforms: [.linux]))`.
@_exported import TabFrames

// On Apple platforms Foundation brings URLSession; on Linux it is FoundationNetworking's.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
