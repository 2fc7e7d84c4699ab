// `import CoreGraphics` on Linux, for the view files that import it beside SwiftUI for geometry:
// `CGFloat`, `CGPoint`, `CGSize` and `CGRect` (Foundation's on Linux), and TabFrames'
// `CGVector`, `CGAffineTransform`, `CGPath`, `CGMutablePath`, `CGLineCap` and `CGLineJoin`. Only
// those names: the rest of Core Graphics (contexts, images, colour spaces) is not here, so code
// that needs it fails to compile naming it. The `SwiftUI` product brings this module, as iOS
// brings Core Graphics to every app.
@_exported import Foundation

@_exported import struct TabFramesUI.CGAffineTransform
@_exported import enum TabFramesUI.CGLineCap
@_exported import enum TabFramesUI.CGLineJoin
@_exported import class TabFramesUI.CGMutablePath
@_exported import class TabFramesUI.CGPath
@_exported import struct TabFramesUI.CGVector
