import SwiftUI

struct DraggableCard: View {
    @State private var offset: CGSize = .zero
    @GestureState private var isDragging = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(isDragging ? Color.orange : Color.blue)
            .frame(width: 200, height: 120)
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating($isDragging) { _, state, _ in state = true }
                    .onChanged { value in offset = value.translation }
                    .onEnded { _ in
                        withAnimation(.spring()) { offset = .zero }
                    }
            )
    }
}
