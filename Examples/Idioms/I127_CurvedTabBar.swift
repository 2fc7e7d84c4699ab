import SwiftUI

// A curved tab bar: the bar dips under the selected tab, and a floating circle sits in the dip.
struct CurvedBarShape: Shape {
    var midX: CGFloat

    var animatableData: CGFloat {
        get { midX }
        set { midX = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: midX - 60, y: 0))
        path.addQuadCurve(to: CGPoint(x: midX, y: 34), control: CGPoint(x: midX - 30, y: 0))
        path.addQuadCurve(to: CGPoint(x: midX + 60, y: 0), control: CGPoint(x: midX + 30, y: 0))
        path.addLine(to: CGPoint(x: rect.width, y: 0))
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

struct CurvedTabBar: View {
    @State private var selected = 0
    let icons = ["house", "magnifyingglass", "heart", "person"]

    var body: some View {
        GeometryReader { geo in
            let tabWidth = geo.size.width / CGFloat(icons.count)
            let midX = tabWidth * (CGFloat(selected) + 0.5)
            ZStack(alignment: .bottom) {
                Color(.systemGroupedBackground).ignoresSafeArea()
                CurvedBarShape(midX: midX)
                    .fill(Color.white)
                    .frame(height: 70)
                    .shadow(color: .black.opacity(0.08), radius: 8, x: 0, y: -4)
                HStack(spacing: 0) {
                    ForEach(icons.indices, id: \.self) { index in
                        Button {
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.75)) {
                                selected = index
                            }
                        } label: {
                            Image(systemName: selected == index ? icons[index] + ".fill" : icons[index])
                                .font(.system(size: 22))
                                .foregroundColor(selected == index ? .white : .gray)
                                .frame(width: 52, height: 52)
                                .background(Circle().fill(selected == index ? Color.purple : Color.clear))
                                .offset(y: selected == index ? -30 : 0)
                        }
                        .frame(width: tabWidth, height: 70)
                    }
                }
            }
        }
        .frame(height: 160)
    }
}
