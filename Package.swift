// swift-tools-version: 6.0
// TabFrames: SwiftUI-style tab bars rendered frame by frame to PNG and SVG, on Linux.
//
// A frame flows view → layout (TabFramesUI) → display list (TabFramesDisplayList) → animation
// (TabFramesAnimation) → render (TabFramesRender) → output (TabFramesOutput); snapshots
// (TabFramesSnapshot), the scene kinds (TabFramesKinds) and the command line (TabFramesCommandLine)
// sit on top. Every dependency points down that flow. docs/ARCHITECTURE.md draws the graph from this file
// (scripts/module-graph), and a test keeps that drawing current.
//
// Only TabFramesRender imports the C libraries; TabFramesOutput also calls two Linux system calls
// through CSystemCalls (libc only).
import PackageDescription

let package = Package(
  name: "TabFrames",
  products: [
    .executable(name: "tabframes", targets: ["TabFramesLauncher"]),
    .executable(name: "tabframes-engine", targets: ["TabFramesCLI"]),
    .library(name: "TabFramesTesting", targets: ["TabFramesTesting"]),
    // Scene files in code (`SceneLoader.load`), as the README's snapshot examples use them.
    .library(name: "TabFramesScene", targets: ["TabFramesScene"]),
    // `import SwiftUI`, `import Combine` and `import UIKit` on Linux: a view file written for Apple's
    // frameworks compiles here unchanged (docs/SWIFTUI.md). A package depends on them with
    // `condition: .when(platforms: [.linux])`, so on Apple platforms the real frameworks are used.
    .library(name: "SwiftUI", targets: ["SwiftUI", "SwiftUICore"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    // SwiftUI's views, modifiers and layout (what the SwiftUI module is, without `Stage`). Pure
    // Swift: no C library; it uses only the Combine module.
    .library(name: "TabFramesUI", targets: ["TabFramesUI"]),
    // TabFramesUI plus `Stage`: lay out and render a view into every format of the CLI.
    .library(name: "TabFrames", targets: ["TabFrames"]),
    // Xcode's generated asset symbols (`Color(.brand)`, `Image(.logo)`) for a target built on
    // Linux, from its asset catalogues: `plugins: [.plugin(name: "AssetSymbols", package: …)]`.
    .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
  ],
  targets: [
    // Cairo, Pango, libpng, zlib and fontconfig, as one C module. Pango's include folder is reached
    // through a link in the module's own include folder (include/pango → /usr/include/pango-1.0/pango,
    // where Debian and Ubuntu put it on every architecture), not through pkg-config: every pango*.pc
    // requires gio-2.0, whose gmodule-no-export-2.0 adds `-pthread`, and SwiftPM prints "prohibited
    // flag(s): -pthread" into every build of every package that depends on TabFrames. The other
    // folders (cairo, glib, freetype, libpng; harfbuzz) come from pkg-config files that add none.
    .target(name: "CTabFrames", dependencies: ["CCairo", "CHarfBuzz"]),
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev"])]),
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    // libdeflate: every deflate stream TabFrames writes (PNG frames, strip pieces, APNG frames,
    // contact-sheet bands) and PNG chunks' CRC-32.
    .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    // Finds a raw deflate stream's final block so a whole-buffer piece can be joined to the next.
    .target(name: "CDeflateBlocks"),
    // libpng's full API for PNG writing with libpng's own filters and zlib (the settings
    // comparison, TABFRAMES_PNG); setjmp must stay on the C side.
    .target(name: "CPNGStream", linkerSettings: [.linkedLibrary("png16")]),
    // Linux calls Swift cannot make through Glibc (renameat2, prctl): atomic folder swaps and
    // the engine's death with its launcher; and the crash handler that removes temporaries with
    // async-signal-safe calls only (fatal_exit.c).
    .target(name: "CSystemCalls"),
    // The values every layer shares, once: an animation as named (`AnimationSpec`), a timing
    // curve, a blend mode. Pure Swift and a leaf: the views (TabFramesUI), the scene format and
    // the engine below them all speak it, so nothing translates between twins.
    .target(name: "TabFramesValues"),
    // The scene format: JSON → a validated Scene, for the kinds of a registry it is given.
    .target(name: "TabFramesSceneFormat", dependencies: ["TabFramesValues"]),
    // What users load, play and check scenes with: the format re-exported, with every kind
    // (TabFramesKinds).
    .target(
      name: "TabFramesScene",
      dependencies: ["TabFramesSceneFormat", "TabFramesKinds", "TabFramesOutput", "TabFramesSnapshot", "TabFramesAnimation"]),
    // Combine's observable objects and publishers, which SwiftUI code uses (Combine is not on
    // Linux), and the stage's clock; TabFramesUI re-exports it as SwiftUI does.
    .target(name: "Combine"),
    // The main run loop's work caught while a stage plays (a task's steps and sleeps, a run-loop
    // timer) and run on the stage's clock: C stands in for dispatch_async_f, dispatch_after_f and
    // CFRunLoopAddTimer, passing every other call on. A module of its own, under TabFrames, so
    // that code importing SwiftUI or TabFramesUI never needs the C module.
    .target(name: "CRunLoopCapture"),
    .target(name: "TabFramesRunLoop", dependencies: ["Combine", "CRunLoopCapture"]),
    .target(name: "TabFramesUI", dependencies: ["Combine", "TabFramesValues"]),
    .target(name: "TabFramesDisplayList", dependencies: ["TabFramesSceneFormat", "TabFramesValues"]),
    .target(name: "TabFramesAnimation", dependencies: ["TabFramesSceneFormat", "TabFramesDisplayList", "TabFramesValues"]),
    .target(
      name: "TabFramesRender", dependencies: ["TabFramesDisplayList", "CTabFrames", "CPNGStream", "CLibDeflate", "CDeflateBlocks"]),
    // Output: a played animation into files, every format, in parallel, each file whole or not at all.
    .target(
      name: "TabFramesOutput",
      dependencies: ["TabFramesSceneFormat", "TabFramesDisplayList", "TabFramesAnimation", "TabFramesRender", "CSystemCalls"]
    ),
    // Snapshots: references, image and layout comparison, record policy, reports.
    .target(
      name: "TabFramesSnapshot",
      dependencies: ["TabFramesOutput", "TabFramesSceneFormat", "TabFramesDisplayList", "TabFramesAnimation", "TabFramesRender"]),
    .target(
      name: "TabFrames",
      dependencies: [
        "TabFramesUI", "TabFramesOutput", "TabFramesRender", "TabFramesDisplayList", "TabFramesAnimation", "TabFramesSceneFormat",
        "TabFramesRunLoop", "TabFramesValues",
      ]),
    // UIKit and CoreGraphics too, so that `import UIKit` or `import CoreGraphics` in a view file
    // compiles with the SwiftUI product alone, as on iOS, where an app imports them undeclared.
    .target(name: "SwiftUI", dependencies: ["TabFrames", "UIKit", "CoreGraphics"]),
    .target(name: "UIKit", dependencies: ["TabFramesUI", "_Testing_UIKit"]),
    // `import SwiftUICore` (Xcode 16's split of SwiftUI), shipped in the SwiftUI product.
    .target(name: "SwiftUICore", dependencies: ["TabFramesUI"]),
    .target(name: "CoreGraphics", dependencies: ["TabFramesUI", "_Testing_CoreGraphics"]),
    // Empty stand-ins for Swift Testing's cross-import overlays of UIKit and CoreGraphics, which
    // the Linux toolchain names but does not ship: a test file importing Testing and UIKit compiles.
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    // The scene-file kinds drawn by TabFramesUI views, each in one file (issue 16): the only
    // module that knows a kind by name.
    .target(
      name: "TabFramesKinds",
      dependencies: ["TabFrames", "TabFramesOutput", "TabFramesSceneFormat", "TabFramesRender", "TabFramesAnimation"]),
    // Example views written as for SwiftUI, rendered into docs/images by scripts/render-samples.
    .executableTarget(
      name: "tabframes-examples",
      dependencies: ["SwiftUI", "TabFrames", "TabFramesSeeds", "Seed002Example1", "Seed002Example2", "Seed002Example3"],
      path: "Examples", exclude: ["Seeds", "Seed002Examples", "Idioms"]),
    // Everyday tab-bar and screen code as app developers write it (issue 27 item 8), each file as
    // written but for `import SwiftUI`; the idiom tests compile and render every one.
    .target(name: "EverydayIdioms", dependencies: ["SwiftUI", "Combine", "UIKit"], path: "Examples/Idioms", exclude: ["README.md"]),
    // The seeds' own Swift files as published (`import SwiftUI` is this package's SwiftUI module),
    // with their stages in separate files; a library so that the tests run them too.
    .target(name: "TabFramesSeeds", dependencies: ["SwiftUI", "TabFrames"], path: "Examples/Seeds", exclude: ["README.md"]),
    // Seed 002's three examples are all named ExampleView: a module each.
    .target(name: "Seed002Example1", dependencies: ["SwiftUI", "TabFrames", "TabFramesSeeds"], path: "Examples/Seed002Examples/Example1"),
    .target(name: "Seed002Example2", dependencies: ["SwiftUI", "TabFrames", "TabFramesSeeds"], path: "Examples/Seed002Examples/Example2"),
    .target(name: "Seed002Example3", dependencies: ["SwiftUI", "TabFrames", "TabFramesSeeds"], path: "Examples/Seed002Examples/Example3"),
    // Laying out a view of 1 000 leaves again, for scripts/bench.
    .executableTarget(
      name: "tabframes-layout-bench",
      dependencies: ["TabFrames", "TabFramesScene", "TabFramesDisplayList", "TabFramesRender", "TabFramesSeeds", "TabFramesOutput"],
      path: "Benchmarks/layout"),
    // The command line: its commands, options and checks, over output, snapshots and kinds.
    .target(
      name: "TabFramesCommandLine",
      dependencies: [
        "TabFramesOutput", "TabFramesSnapshot", "TabFramesKinds", "TabFramesRender", "TabFramesSceneFormat", "TabFramesDisplayList",
        "TabFramesAnimation",
      ]),
    .executableTarget(
      name: "TabFramesCLI", dependencies: ["TabFramesCommandLine", "TabFramesOutput", "TabFramesRender", "TabFramesKinds"]),
    // `tabframes`: a C launcher that runs `tabframes-engine` (TabFramesCLI) and names a missing
    // system library when the engine cannot start; uses nothing but libc (and libdl).
    .executableTarget(name: "TabFramesLauncher", linkerSettings: [.linkedLibrary("dl")]),
    // Xcode's asset symbol names and generated file, from asset catalogues (Foundation only); the
    // tool the AssetSymbols build plugin runs in a user's build.
    .target(name: "TabFramesAssetSymbols"),
    .executableTarget(name: "tabframes-asset-symbols", dependencies: ["TabFramesAssetSymbols"], path: "Sources/TabFramesAssetSymbolsTool"),
    .plugin(name: "AssetSymbols", capability: .buildTool(), dependencies: ["tabframes-asset-symbols"]),
    // Snapshot assertions for users' tests (Swift Testing and XCTest).
    .target(
      name: "TabFramesTesting",
      dependencies: ["TabFramesSnapshot", "TabFramesOutput", "TabFramesScene", "TabFrames", "TabFramesKinds"]),
    .testTarget(name: "TabFramesSceneTests", dependencies: ["TabFramesScene", "TabFramesSceneFormat", "TabFramesKinds"]),
    .testTarget(name: "TabFramesAssetSymbolsTests", dependencies: ["TabFramesAssetSymbols"]),
    .testTarget(
      name: "TabFramesUITests",
      dependencies: [
        "TabFramesUI", "TabFrames", "TabFramesRender", "TabFramesScene", "TabFramesSeeds", "Seed002Example1", "Seed002Example2",
        "Seed002Example3", "SwiftUI", "EverydayIdioms",
      ]),
    // User code in Swift 5 language mode compiles as it does against SwiftUI.
    .testTarget(name: "TabFramesSwift5Tests", dependencies: ["TabFrames"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "TabFramesDisplayListTests",
      dependencies: ["TabFramesDisplayList", "TabFramesRender", "TabFramesScene"]
    ),
    .testTarget(
      name: "TabFramesKindsTests",
      dependencies: [
        "TabFramesKinds", "TabFramesOutput", "TabFramesScene", "TabFramesDisplayList", "TabFramesRender", "TabFramesAnimation",
      ]),
    .testTarget(name: "TabFramesValuesTests", dependencies: ["TabFramesValues"]),
    .testTarget(name: "TabFramesAnimationTests", dependencies: ["TabFramesAnimation", "TabFramesScene", "TabFramesSceneFormat"]),
    .testTarget(
      name: "TabFramesRenderTests",
      dependencies: [
        "TabFramesRender", "TabFramesDisplayList", "TabFramesOutput", "CDeflateBlocks", "TabFramesScene", "TabFramesAnimation",
        "TabFramesSceneFormat",
      ]
    ),
    .testTarget(
      name: "TabFramesTestingTests",
      dependencies: ["TabFramesTesting", "TabFramesSnapshot", "TabFramesOutput", "TabFramesScene", "TabFramesRender", "TabFrames"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "TabFramesEndToEndTests",
      // The CLI is a dependency so `swift test` always runs a freshly built binary.
      dependencies: [
        "TabFramesCommandLine", "TabFramesOutput", "TabFramesRender", "TabFramesScene", "TabFramesCLI", "TabFramesLauncher",
      ],
      exclude: ["References", "decode_animation.py", "browser_check.py"]
    ),
  ]
)
