import SwiftUI

struct AvatarWithStatus: View {
    var body: some View {
        Circle()
            .fill(Color.gray)
            .frame(width: 60, height: 60)
            .overlay(alignment: .bottomTrailing) {
                Circle()
                    .fill(Color.green)
                    .frame(width: 14, height: 14)
                    .overlay(Circle().stroke(Color.white, lineWidth: 2))
            }
    }
}
