// `import SwiftUI` brings Foundation with it (CGFloat, CGPoint, Date, UUID…); so does this.
@_exported import Foundation
// …and Observation, for `@Observable` models.
@_exported import Observation
