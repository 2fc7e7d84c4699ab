import SwiftUI

struct EmptyInbox: View {
    var body: some View {
        ContentUnavailableView(
            "No Messages",
            systemImage: "tray",
            description: Text("New messages will appear here.")
        )
    }
}
