import SwiftUI

struct SearchableList: View {
    @State private var query = ""
    let fruits = ["Apple", "Banana", "Cherry"]

    var filtered: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { Text($0) }
                .searchable(text: $query, prompt: "Search fruits")
                .navigationTitle("Fruits")
        }
    }
}
