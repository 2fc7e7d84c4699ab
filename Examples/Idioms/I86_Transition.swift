import SwiftUI

struct ToastHost: View {
    @State private var showToast = false

    var body: some View {
        ZStack(alignment: .bottom) {
            Button("Show toast") {
                withAnimation(.easeInOut) { showToast.toggle() }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            if showToast {
                Text("Saved!")
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}
