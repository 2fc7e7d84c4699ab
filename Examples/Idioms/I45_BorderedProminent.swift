import SwiftUI

struct ActionButtons: View {
    var body: some View {
        HStack {
            Button("Cancel", role: .cancel) {}
                .buttonStyle(.bordered)
            Button("Save") {}
                .buttonStyle(.borderedProminent)
                .tint(.green)
        }
    }
}
