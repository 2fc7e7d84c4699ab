import SwiftUI

struct TimelineWithComposeButton: View {
    var body: some View {
        TabView {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 16) {
                    ForEach(0..<12) { i in
                        HStack(alignment: .top, spacing: 10) {
                            Circle().fill(Color.gray.opacity(0.3)).frame(width: 40, height: 40)
                            VStack(alignment: .leading, spacing: 4) {
                                Text("@user\(i)").font(.subheadline.bold())
                                Text("Post number \(i) with some text that wraps onto a second line when it is long enough.")
                                    .font(.subheadline)
                            }
                        }
                    }
                }
                .padding()
            }
            .overlay(alignment: .bottomTrailing) {
                Button {
                } label: {
                    Image(systemName: "plus")
                        .font(.title2.weight(.semibold))
                        .foregroundColor(.white)
                        .frame(width: 56, height: 56)
                        .background(Color.blue)
                        .clipShape(Circle())
                        .shadow(radius: 4, y: 2)
                }
                .padding(.trailing, 16)
                .padding(.bottom, 16)
            }
            .tabItem { Image(systemName: "house") }
            Text("Search").tabItem { Image(systemName: "magnifyingglass") }
            Text("Notifications").tabItem { Image(systemName: "bell") }
        }
    }
}
