import SwiftUI

struct TermsText: View {
    var body: some View {
        Text("By continuing you agree to our ")
            + Text("Terms of Service").bold().foregroundColor(.blue)
            + Text(".")
    }
}
