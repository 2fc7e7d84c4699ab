import SwiftUI

struct DarkOnlyScreen: View {
    var body: some View {
        NavigationStack {
            Text("Night mode")
        }
        .preferredColorScheme(.dark)
    }
}
