import SwiftUI

struct SheetPresenter: View {
    @State private var showingSheet = false

    var body: some View {
        Button("Show Details") {
            showingSheet = true
        }
        .sheet(isPresented: $showingSheet) {
            Text("Details")
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
    }
}
