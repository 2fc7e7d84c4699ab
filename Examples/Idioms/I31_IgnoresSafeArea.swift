import SwiftUI

struct FullBleedBackground: View {
    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            LinearGradient(colors: [.indigo, .black], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea(.all, edges: .top)
            Text("Hello").foregroundColor(.white)
        }
    }
}
