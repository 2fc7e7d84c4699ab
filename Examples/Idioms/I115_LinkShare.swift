import SwiftUI

struct AboutLinks: View {
    @Environment(\.openURL) private var openURL
    let site = URL(string: "https://example.com")!

    var body: some View {
        VStack {
            Link("Website", destination: site)
            ShareLink(item: site) {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            Button("Open") { openURL(site) }
        }
    }
}
