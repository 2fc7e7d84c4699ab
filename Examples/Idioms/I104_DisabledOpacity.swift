import SwiftUI

struct SubmitForm: View {
    @State private var name = ""

    var isValid: Bool { !name.trimmingCharacters(in: .whitespaces).isEmpty }

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Submit") {}
                .disabled(!isValid)
                .opacity(isValid ? 1 : 0.5)
        }
    }
}
