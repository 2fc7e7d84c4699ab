import SwiftUI

struct MiniPlayerOverTabs: View {
    @State private var playing = true

    var body: some View {
        ZStack(alignment: .bottom) {
            TabView {
                List(1...30, id: \.self) { i in
                    Label("Track \(i)", systemImage: "music.note")
                }
                .tabItem { Label("Library", systemImage: "music.note.list") }
                Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            }
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 6).fill(Color.pink.gradient).frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Midnight City").font(.subheadline.weight(.semibold))
                    Text("M83").font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Button { playing.toggle() } label: {
                    Image(systemName: playing ? "pause.fill" : "play.fill").font(.title3)
                }
                .buttonStyle(.plain)
            }
            .padding(.horizontal, 12)
            .frame(height: 64)
            .background(.ultraThickMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            .overlay(alignment: .bottom) {
                ProgressView(value: 0.3).progressViewStyle(.linear).tint(.pink).padding(.horizontal, 12)
            }
            .padding(.horizontal, 8)
            .padding(.bottom, 57)
        }
    }
}
