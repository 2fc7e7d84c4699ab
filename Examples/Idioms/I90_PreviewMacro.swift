import SwiftUI

struct HelloCard: View {
    var name: String

    var body: some View {
        Text("Hello, \(name)!")
            .padding()
    }
}

#Preview {
    HelloCard(name: "World")
}

#Preview("Dark") {
    HelloCard(name: "Night")
        .preferredColorScheme(.dark)
}
