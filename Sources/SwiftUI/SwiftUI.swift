// `import SwiftUI` on Linux: the module a view file written for Apple's SwiftUI imports, so the
// same file compiles on iOS against SwiftUI and here against TabFrames with no `#if`. It is
// TabFramesUI (SwiftUI's views, modifiers, state and layout, with Foundation, Observation and
// Combine's observable objects, as SwiftUI brings them) plus `Stage`, which renders a view.
// A package depends on it for Linux only:
// `.product(name: "SwiftUI", package: "TabFrames", condition: .when(platforms: [.linux]))`.
@_exported import TabFrames
// URLSession is FoundationNetworking's on Linux, which is not re-exported here: it links libcurl,
// and a build with --static-swift-stdlib (scripts/setup's) then needs libcurl's development
// files. A file that uses URLSession imports FoundationNetworking under `#if canImport`.
