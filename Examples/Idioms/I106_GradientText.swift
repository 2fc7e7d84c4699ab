import SwiftUI

struct GradientTitle: View {
    var body: some View {
        VStack {
            Text("Premium")
                .font(.largeTitle.bold())
                .foregroundStyle(
                    LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
                )
            Text("Pro")
                .foregroundStyle(.linearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
        }
    }
}
