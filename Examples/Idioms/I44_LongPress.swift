import SwiftUI

struct PressableCard: View {
    @State private var isPressed = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(isPressed ? Color.blue : Color.gray)
            .frame(height: 100)
            .onLongPressGesture(minimumDuration: 0.5) {
                isPressed.toggle()
            }
    }
}
