import SwiftUI

struct BouncyToggle: View {
    @State private var expanded = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .frame(width: expanded ? 300 : 100, height: 100)
            .onTapGesture {
                withAnimation(.bouncy) {
                    expanded.toggle()
                }
            }
            .onLongPressGesture {
                withAnimation(.snappy(duration: 0.3)) { expanded = false }
            }
    }
}
