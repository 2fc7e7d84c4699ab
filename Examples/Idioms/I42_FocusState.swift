import SwiftUI

struct LoginForm: View {
    enum Field { case email, password }
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack {
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
            Button("Done") { focusedField = nil }
        }
        .onAppear { focusedField = .email }
    }
}
