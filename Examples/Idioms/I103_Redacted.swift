import SwiftUI

struct LoadingRow: View {
    var isLoading: Bool

    var body: some View {
        HStack {
            Circle().frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                Text("Placeholder title")
                Text("Placeholder subtitle")
            }
        }
        .redacted(reason: isLoading ? .placeholder : [])
    }
}
