import SwiftUI

@Observable
final class ProfileModel {
    var name = "Jane"
    var notificationsOn = true
}

struct ProfileEditor: View {
    @Bindable var profile: ProfileModel

    var body: some View {
        Form {
            TextField("Name", text: $profile.name)
            Toggle("Notifications", isOn: $profile.notificationsOn)
        }
    }
}
