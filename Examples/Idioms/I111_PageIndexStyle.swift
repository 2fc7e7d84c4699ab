import SwiftUI

struct ImagePager: View {
    let images = ["one", "two", "three"]

    var body: some View {
        TabView {
            ForEach(images, id: \.self) { name in
                Image(name)
                    .resizable()
                    .scaledToFill()
            }
        }
        .tabViewStyle(PageTabViewStyle())
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .frame(height: 250)
    }
}
