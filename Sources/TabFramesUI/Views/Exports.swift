// `import SwiftUI` brings Foundation with it (CGFloat, CGPoint, Date, UUID…), Observation for
// `@Observable` models, and Combine's observable objects (`ObservableObject`, `@Published`,
// subjects); so does this.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
