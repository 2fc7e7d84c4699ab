import SwiftUI

struct SpringyHeart: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        Image(systemName: "heart.fill")
            .scaleEffect(scale)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: scale)
            .onTapGesture {
                scale = scale == 1 ? 1.4 : 1
            }
    }
}
