import SwiftUI

struct RefreshableFeed: View {
    @State private var items = [1, 2, 3]

    var body: some View {
        List(items, id: \.self) { item in
            Text("Item \(item)")
        }
        .refreshable {
            try? await Task.sleep(for: .seconds(1))
            items.append(items.count + 1)
        }
    }
}
