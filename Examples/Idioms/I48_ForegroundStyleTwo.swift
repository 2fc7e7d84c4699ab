import SwiftUI

struct TwoToneIcon: View {
    var body: some View {
        Image(systemName: "person.crop.circle.badge.plus")
            .symbolRenderingMode(.palette)
            .foregroundStyle(.blue, .gray)
            .font(.largeTitle)
    }
}
