import SwiftUI

struct CompactLabels: View {
    var body: some View {
        HStack {
            Label("Settings", systemImage: "gear")
                .labelStyle(.iconOnly)
            Label("Favorites", systemImage: "star")
                .labelStyle(.titleAndIcon)
            Label("Text", systemImage: "textformat")
                .labelStyle(.titleOnly)
        }
    }
}
