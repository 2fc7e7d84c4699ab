import SwiftUI

struct PhotoActions: View {
    @State private var showActions = false

    var body: some View {
        Button("Change Photo") { showActions = true }
            .confirmationDialog("Change Photo", isPresented: $showActions, titleVisibility: .visible) {
                Button("Take Photo") {}
                Button("Choose from Library") {}
                Button("Remove", role: .destructive) {}
            }
    }
}
