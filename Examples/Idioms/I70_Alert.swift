import SwiftUI

struct DeleteButton: View {
    @State private var showAlert = false

    var body: some View {
        Button("Delete Account", role: .destructive) {
            showAlert = true
        }
        .alert("Are you sure?", isPresented: $showAlert) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This action cannot be undone.")
        }
    }
}
