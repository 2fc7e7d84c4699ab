import SwiftUI

struct TodoList: View {
    @State private var todos = ["Milk", "Eggs", "Bread"]

    var body: some View {
        List {
            ForEach(todos, id: \.self) { todo in
                Text(todo)
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            todos.removeAll { $0 == todo }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
            }
            .onDelete { offsets in
                todos.remove(atOffsets: offsets)
            }
            .onMove { from, to in
                todos.move(fromOffsets: from, toOffset: to)
            }
        }
    }
}
