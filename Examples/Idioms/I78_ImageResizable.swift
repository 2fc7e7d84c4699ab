import SwiftUI

struct ProfileHeader: View {
    var body: some View {
        HStack(spacing: 12) {
            Image("avatar")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 56, height: 56)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 2))
            VStack(alignment: .leading) {
                Text("Jane Appleseed").font(.headline)
                Text("@jane").font(.subheadline).foregroundColor(.secondary)
            }
        }
    }
}
