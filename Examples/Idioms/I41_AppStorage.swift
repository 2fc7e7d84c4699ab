import SwiftUI

struct AppearanceSettings: View {
    @AppStorage("isDarkMode") private var isDarkMode = false
    @AppStorage("username") var username: String = ""

    var body: some View {
        Form {
            Toggle("Dark Mode", isOn: $isDarkMode)
            TextField("Username", text: $username)
        }
        .preferredColorScheme(isDarkMode ? .dark : .light)
    }
}
