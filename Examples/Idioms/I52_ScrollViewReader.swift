import SwiftUI

struct JumpToBottom: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                ForEach(0..<100, id: \.self) { i in
                    Text("Row \(i)").id(i)
                }
            }
            .overlay(alignment: .bottomTrailing) {
                Button("Bottom") {
                    withAnimation {
                        proxy.scrollTo(99, anchor: .bottom)
                    }
                }
                .padding()
            }
        }
    }
}
