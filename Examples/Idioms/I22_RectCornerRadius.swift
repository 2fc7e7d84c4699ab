import SwiftUI

struct RoundedChip: View {
    var body: some View {
        Text("Chip")
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(.blue.opacity(0.2), in: .rect(cornerRadius: 8))
            .clipShape(.rect(cornerRadius: 8))
    }
}
