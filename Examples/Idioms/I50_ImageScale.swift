import SwiftUI

struct IconRow: View {
    var body: some View {
        HStack {
            Image(systemName: "star.fill").imageScale(.small)
            Image(systemName: "star.fill").imageScale(.medium)
            Image(systemName: "star.fill").imageScale(.large)
        }
        .foregroundColor(.yellow)
    }
}
