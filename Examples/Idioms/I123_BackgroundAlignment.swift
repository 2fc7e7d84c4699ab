import SwiftUI

struct UnderlinedTitle: View {
    var body: some View {
        Text("Highlights")
            .font(.title2.bold())
            .padding(.bottom, 4)
            .background(alignment: .bottom) {
                Capsule()
                    .fill(Color.yellow.opacity(0.6))
                    .frame(height: 6)
            }
    }
}
