import SwiftUI

struct EmailField: View {
    @State private var email = ""

    var body: some View {
        TextField("Email", text: $email)
            .textFieldStyle(.roundedBorder)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .textContentType(.emailAddress)
            .submitLabel(.next)
            .padding()
    }
}
