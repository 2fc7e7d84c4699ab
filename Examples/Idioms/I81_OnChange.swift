import SwiftUI

struct SearchField: View {
    @State private var text = ""
    @State private var characterCount = 0

    var body: some View {
        VStack {
            TextField("Search", text: $text)
                .onChange(of: text) { oldValue, newValue in
                    characterCount = newValue.count
                }
            Text("\(characterCount) characters")
        }
        .onAppear { print("appeared") }
        .onDisappear { print("gone") }
    }
}
