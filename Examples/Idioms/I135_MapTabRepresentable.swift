import SwiftUI
import UIKit

// A UIKit view wrapped for SwiftUI, as apps wrap a map or a web view inside a tab.
struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

struct RepresentableTabBar: View {
    @SceneStorage("tab") private var tab = "map"

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.green, .mint], startPoint: .top, endPoint: .bottom)
            HStack {
                ForEach(["map", "list.bullet", "gear"], id: \.self) { name in
                    Image(systemName: name)
                        .frame(maxWidth: .infinity)
                        .foregroundColor(tab == name ? .blue : .secondary)
                        .onTapGesture { tab = name }
                }
            }
            .frame(height: 56)
            .background(BlurView(style: .systemThinMaterial))
            .clipShape(RoundedRectangle(cornerRadius: 20))
            .padding()
        }
        .frame(height: 200)
    }
}
