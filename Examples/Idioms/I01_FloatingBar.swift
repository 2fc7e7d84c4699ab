import SwiftUI

struct FloatingTabBar: View {
    @Binding var selection: Int
    let icons = ["house.fill", "magnifyingglass", "bell.fill", "person.fill"]
    let badges: [Int: Int] = [2: 3]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(icons.indices, id: \.self) { index in
                Button {
                    withAnimation(.spring()) { selection = index }
                } label: {
                    Image(systemName: icons[index])
                        .font(.system(size: 20))
                        .foregroundColor(selection == index ? .blue : .gray)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 12)
                        .overlay(alignment: .topTrailing) {
                            if let count = badges[index] {
                                Text("\(count)")
                                    .font(.caption2.bold())
                                    .foregroundColor(.white)
                                    .padding(4)
                                    .background(Circle().fill(Color.red))
                                    .offset(x: -14, y: 4)
                            }
                        }
                }
            }
        }
        .padding(.horizontal, 8)
        .background(.ultraThinMaterial, in: Capsule())
        .shadow(color: .black.opacity(0.1), radius: 10, x: 0, y: 5)
        .padding(.horizontal, 24)
    }
}
