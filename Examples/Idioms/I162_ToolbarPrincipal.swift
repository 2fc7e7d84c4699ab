import SwiftUI

struct PrincipalToolbarScreen: View {
    var body: some View {
        NavigationStack {
            List(0..<4, id: \.self) { Text("Item \($0)") }
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        VStack(spacing: 0) {
                            Text("Inbox").font(.headline)
                            Text("Updated just now").font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Edit") {}
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                        Spacer()
                        Text("4 messages").font(.caption)
                        Spacer()
                        Image(systemName: "square.and.pencil")
                    }
                }
                .toolbarRole(.editor)
                .navigationBarBackButtonHidden(true)
        }
    }
}
