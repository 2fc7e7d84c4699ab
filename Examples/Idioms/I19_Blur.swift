import SwiftUI

struct BlurredBackdrop: View {
    @State private var showOverlay = true

    var body: some View {
        ZStack {
            Image("background")
                .resizable()
                .blur(radius: showOverlay ? 10 : 0)
            if showOverlay {
                Text("Paused").font(.title)
            }
        }
    }
}
