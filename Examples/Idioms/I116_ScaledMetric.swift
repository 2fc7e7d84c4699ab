import SwiftUI

struct ScalingIcon: View {
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        Image(systemName: "star")
            .resizable()
            .frame(width: iconSize, height: iconSize)
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}
