import SwiftUI

struct TabLabel: View {
    let title: LocalizedStringKey
    let icon: String

    var body: some View {
        Label(title, systemImage: icon)
    }
}

struct TabLabelUsage: View {
    var body: some View {
        TabLabel(title: "Home", icon: "house")
    }
}
