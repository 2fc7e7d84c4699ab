import SwiftUI

struct MoreMenu: View {
    var body: some View {
        Menu {
            Button("Share", systemImage: "square.and.arrow.up") {}
            Button {
            } label: {
                Label("Duplicate", systemImage: "plus.square.on.square")
            }
            Divider()
            Button("Delete", role: .destructive) {}
        } label: {
            Image(systemName: "ellipsis.circle")
        }
    }
}
