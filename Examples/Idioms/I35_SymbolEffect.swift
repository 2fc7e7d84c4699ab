import SwiftUI

struct BellButton: View {
    @State private var notifications = 0

    var body: some View {
        Button {
            notifications += 1
        } label: {
            Image(systemName: "bell.fill")
                .symbolEffect(.bounce, value: notifications)
        }
        Image(systemName: "wifi")
            .symbolEffect(.variableColor.iterative)
    }
}
