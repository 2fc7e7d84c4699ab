import SwiftUI

struct FadingList: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<30) { i in
                    Text("Row \(i)")
                }
            }
        }
        .mask(
            LinearGradient(colors: [.clear, .black, .black, .clear], startPoint: .top, endPoint: .bottom)
        )
    }
}
