import SwiftUI

struct NotificationToggleRow: View {
    @State private var isOn = true

    var body: some View {
        Toggle("Push Notifications", isOn: $isOn)
            .tint(.green)
            .padding()
    }
}
