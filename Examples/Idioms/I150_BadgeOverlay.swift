import SwiftUI

struct BadgeOverlayIcons: View {
    @State private var count = 3
    @Environment(\.colorScheme) var scheme

    var body: some View {
        HStack(spacing: 36) {
            ForEach(["bell", "cart", "envelope"], id: \.self) { name in
                Image(systemName: name)
                    .font(.title2)
                    .overlay(alignment: .topTrailing) {
                        if count > 0 {
                            Text("\(count)")
                                .font(.caption2.bold())
                                .foregroundColor(.white)
                                .padding(4)
                                .background(Circle().fill(.red))
                                .offset(x: 8, y: -8)
                        }
                    }
            }
        }
        .padding()
        .background(scheme == .dark ? Color.black : Color.white)
    }
}
