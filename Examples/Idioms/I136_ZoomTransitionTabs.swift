import SwiftUI

struct PhotoItem: Identifiable, Hashable {
    let id: Int
    var color: Color { [.red, .orange, .teal, .purple][id % 4] }
}

struct ZoomTransitionGallery: View {
    @Namespace private var zoom
    let items = (0..<6).map(PhotoItem.init)
    let columns = [GridItem(.adaptive(minimum: 90), spacing: 8)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(items) { item in
                        NavigationLink(value: item) {
                            item.color
                                .aspectRatio(1, contentMode: .fit)
                                .clipShape(RoundedRectangle(cornerRadius: 10))
                                .matchedTransitionSource(id: item.id, in: zoom)
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Photos")
            .navigationDestination(for: PhotoItem.self) { item in
                item.color
                    .navigationTransition(.zoom(sourceID: item.id, in: zoom))
            }
        }
    }
}
