import SwiftUI

struct AvatarTabBar: View {
    @State private var selectedIndex = 0
    private let icons = ["house", "magnifyingglass", "plus.app", "play.rectangle"]

    var body: some View {
        HStack {
            ForEach(0..<icons.count, id: \.self) { index in
                Spacer()
                Image(systemName: selectedIndex == index ? icons[index] + ".fill" : icons[index])
                    .font(.system(size: 24, weight: .regular))
                    .foregroundColor(.primary)
                    .onTapGesture { selectedIndex = index }
                Spacer()
            }
            Spacer()
            Image("avatar")
                .resizable()
                .scaledToFill()
                .frame(width: 26, height: 26)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.primary, lineWidth: selectedIndex == 4 ? 2 : 0))
                .onTapGesture { selectedIndex = 4 }
            Spacer()
        }
        .padding(.top, 10)
        .padding(.bottom, 24)
        .background(Color(.systemBackground))
        .overlay(Rectangle().frame(height: 0.5).foregroundColor(Color(.separator)), alignment: .top)
    }
}
