// `import SwiftUI` brings Foundation with it (CGFloat, CGPoint, Date, UUID…), Observation for
// `@Observable` models, and Combine's observable objects (`ObservableObject`, `@Published`,
// subjects); so does this.
@_exported import Combine
@_exported import Foundation
@_exported import Observation

// SwiftUI's value types that the engine below shares, declared once in TabFramesValues (as Apple's
// SwiftUI re-exports what SwiftUICore declares): a view's blend mode is the renderer's, a
// keyframe's timing curve the animation engine's.
@_exported import enum TabFramesValues.BlendMode
@_exported import struct TabFramesValues.UnitCurve
