import SwiftUI
import UIKit

struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

struct TopRoundedTabBar: View {
    @State private var selected = 1

    var body: some View {
        VStack {
            Spacer()
            HStack {
                ForEach(0..<4) { index in
                    Button(action: {
                        self.selected = index
                    }) {
                        Image(systemName: ["house", "bell", "bookmark", "person"][index])
                            .renderingMode(.template)
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .frame(width: 22, height: 22)
                            .foregroundColor(self.selected == index ? Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)) : .gray)
                    }
                    .buttonStyle(PlainButtonStyle())
                    .frame(maxWidth: .infinity)
                }
            }
            .padding(EdgeInsets(top: 16, leading: 8, bottom: 30, trailing: 8))
            .background(Color.white)
            .cornerRadius(24, corners: [.topLeft, .topRight])
            .shadow(color: Color.black.opacity(0.15), radius: 12, x: 0, y: -2)
        }
        .background(Color(.systemGray6))
        .edgesIgnoringSafeArea(.bottom)
    }
}
