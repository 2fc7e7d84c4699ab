import SwiftUI

struct AdaptiveCard: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text("Adaptive")
            .padding()
            .background(colorScheme == .dark ? Color.black : Color.white)
            .foregroundColor(colorScheme == .dark ? .white : .black)
    }
}
