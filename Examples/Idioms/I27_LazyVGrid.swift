import SwiftUI

struct PhotoGrid: View {
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]
    let fixedColumns: [GridItem] = Array(repeating: .init(.flexible()), count: 3)

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(0..<60, id: \.self) { _ in
                    Rectangle()
                        .fill(Color.gray.opacity(0.3))
                        .aspectRatio(1, contentMode: .fit)
                }
            }
        }
    }
}
