import SwiftUI

struct ChatScreen: View {
    @State private var message = ""

    var body: some View {
        ScrollView {
            ForEach(0..<20) { i in
                Text("Message \(i)")
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                TextField("Message", text: $message)
                Button("Send") {}
            }
            .padding()
            .background(.bar)
        }
    }
}
