import SwiftUI

struct ElevatedCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Title").font(.headline)
            Text("Subtitle").font(.subheadline).foregroundColor(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.white)
        .cornerRadius(16)
        .shadow(color: Color.black.opacity(0.15), radius: 10, x: 0, y: 5)
        .padding()
    }
}
