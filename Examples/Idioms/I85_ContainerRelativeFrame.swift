import SwiftUI

struct CardCarousel: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 16) {
                ForEach(0..<6) { i in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(Color.blue.gradient)
                        .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 16)
                        .frame(height: 180)
                }
            }
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
    }
}
