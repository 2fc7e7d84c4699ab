import SwiftUI

struct UploadProgress: View {
    @State private var progress = 0.4

    var body: some View {
        VStack(spacing: 20) {
            ProgressView(value: progress)
                .progressViewStyle(.linear)
                .tint(.blue)
            ProgressView("Uploading…", value: progress, total: 1.0)
            ProgressView()
                .scaleEffect(1.5)
        }
        .padding()
    }
}
