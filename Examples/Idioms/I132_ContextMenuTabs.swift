import SwiftUI

struct ContextMenuTab: View {
    @State private var pinned = false
    @State private var scale: CGFloat = 1

    var body: some View {
        HStack(spacing: 28) {
            Label("Pinned", systemImage: pinned ? "pin.fill" : "pin")
                .labelStyle(.iconOnly)
                .font(.title2)
                .contextMenu {
                    Button(pinned ? "Unpin" : "Pin") { pinned.toggle() }
                    Button("Delete", role: .destructive) {}
                }
            Image(systemName: "photo")
                .font(.title2)
                .scaleEffect(scale)
                .gesture(
                    MagnificationGesture()
                        .onChanged { scale = $0 }
                        .onEnded { _ in withAnimation { scale = 1 } }
                )
            Toggle(isOn: $pinned) {
                Text("Keep on top")
            }
            .toggleStyle(.button)
            .tint(.indigo)
        }
        .padding()
        .onOpenURL { url in
            pinned = url.host == "pin"
        }
    }
}
