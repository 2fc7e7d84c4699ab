import SwiftUI

struct PreferencesForm: View {
    @State private var wifi = true
    @State private var brightness = 0.5
    @State private var theme = "System"

    var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Connectivity"), footer: Text("Turn off to save battery.")) {
                    Toggle("Wi-Fi", isOn: $wifi)
                }
                Section("Display") {
                    Slider(value: $brightness)
                    Picker("Theme", selection: $theme) {
                        Text("System").tag("System")
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
