import SwiftUI

struct SettingsList: View {
    var body: some View {
        List {
            Section("Account") {
                Text("Profile")
                Text("Privacy")
            }
            Section {
                Text("Sign Out").foregroundColor(.red)
            } footer: {
                Text("Version 1.0")
            }
        }
        .listStyle(.insetGrouped)
    }
}
