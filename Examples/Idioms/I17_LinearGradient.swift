import SwiftUI

struct GradientHeader: View {
    var body: some View {
        LinearGradient(
            gradient: Gradient(colors: [Color.blue, Color.purple]),
            startPoint: .topLeading,
            endPoint: .bottomTrailing
        )
        .frame(height: 200)
        .overlay(
            Text("Good Morning")
                .font(.largeTitle.bold())
                .foregroundColor(.white)
        )
    }
}
