import SwiftUI

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .opacity(configuration.isPressed ? 0.7 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct PressableTabButtons: View {
    @Namespace private var animation
    @State private var selected = "Chats"
    let tabs = ["Chats", "Calls", "Status"]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(tabs, id: \.self) { tab in
                Button {
                    selected = tab
                } label: {
                    VStack(spacing: 6) {
                        Text(tab)
                            .font(.custom("Avenir-Heavy", size: 15))
                            .foregroundColor(selected == tab ? .white : .white.opacity(0.6))
                        ZStack {
                            Capsule().fill(Color.clear).frame(height: 3)
                            if selected == tab {
                                Capsule()
                                    .fill(Color.white)
                                    .frame(height: 3)
                                    .matchedGeometryEffect(id: "TAB", in: animation)
                            }
                        }
                    }
                }
                .buttonStyle(PressableStyle())
                .frame(maxWidth: .infinity)
            }
        }
        .padding(.top, 12)
        .background(Color(red: 0.07, green: 0.37, blue: 0.33))
        .animation(.spring(), value: selected)
    }
}
