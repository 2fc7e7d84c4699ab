import SwiftUI

struct LikeButton: View {
    @State private var liked = false

    var body: some View {
        Button {
            liked.toggle()
        } label: {
            Image(systemName: liked ? "heart.fill" : "heart")
                .foregroundColor(liked ? .red : .primary)
        }
        .sensoryFeedback(.impact(weight: .light), trigger: liked)
        .sensoryFeedback(.selection, trigger: liked)
    }
}
