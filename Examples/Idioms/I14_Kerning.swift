import SwiftUI

struct SpacedHeader: View {
    var body: some View {
        VStack {
            Text("WELCOME")
                .font(.title)
                .kerning(4)
            Text("subtitle")
                .tracking(1.5)
        }
    }
}
