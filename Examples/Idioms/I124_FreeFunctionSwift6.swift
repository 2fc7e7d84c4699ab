import SwiftUI

// Same helper as Probe5's free function, but in a Swift 6 target and marked @MainActor,
// the way a Swift 6 app writes it.
@MainActor
func tagPill(_ text: String) -> some View {
    Text(text)
        .font(.caption)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(RoundedRectangle(cornerRadius: 8).fill(.blue.opacity(0.2)))
}

struct TagPillUser: View {
    var body: some View {
        HStack { tagPill("Swift"); tagPill("iOS") }
    }
}
