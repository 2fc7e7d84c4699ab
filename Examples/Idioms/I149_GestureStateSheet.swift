import SwiftUI

struct DraggableSheetOverTabs: View {
    @GestureState private var dragOffset: CGFloat = 0
    @State private var expanded = false

    var body: some View {
        ZStack(alignment: .bottom) {
            Color(.systemBackground)
            VStack(spacing: 12) {
                Capsule().fill(Color.secondary.opacity(0.5)).frame(width: 36, height: 5)
                Text(expanded ? "Expanded" : "Now Playing").font(.headline)
                Spacer()
            }
            .padding(.top, 8)
            .frame(maxWidth: .infinity)
            .frame(height: expanded ? 500 : 120)
            .background(.thinMaterial)
            .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            .offset(y: max(0, dragOffset))
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation.height
                    }
                    .onEnded { value in
                        withAnimation(.spring()) {
                            expanded = value.translation.height < -50
                        }
                    }
            )
            .padding(.bottom, 60)
        }
    }
}
