import SwiftUI

struct BadgeLabel: View {
    var body: some View {
        VStack {
            Text("NEW")
                .font(.system(size: 12, weight: .bold, design: .rounded))
            Text("Price")
                .font(.system(.title2, design: .serif).weight(.semibold))
            Text("Custom")
                .font(.custom("Avenir Next", size: 16))
        }
    }
}
