import SwiftUI

struct GreetingView: View {
    let name: String

    var greeting: String {
        String(localized: "Welcome back")
    }

    var body: some View {
        VStack {
            Text(greeting)
            Text(String(localized: "Signed in as \(name)", comment: "Account label"))
        }
    }
}
