import SwiftUI
import Combine

final class SessionStore: ObservableObject {
    @Published var isLoggedIn = false
    @Published var username = ""
}

struct SessionRoot: View {
    @StateObject private var session = SessionStore()

    var body: some View {
        SessionDetail()
            .environmentObject(session)
    }
}

struct SessionDetail: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        VStack {
            Text(session.isLoggedIn ? "Hi \(session.username)" : "Please log in")
            Button("Toggle") { session.isLoggedIn.toggle() }
        }
    }
}
