import SwiftUI
import UIKit

struct UIImageTabItems: View {
    var body: some View {
        TabView {
            Color.orange.opacity(0.2)
                .tabItem {
                    Image(uiImage: UIImage(systemName: "house")!)
                    Text("Home")
                }
            Color.blue.opacity(0.2)
                .tabItem {
                    Image(uiImage: UIImage(named: "tab-profile") ?? UIImage(systemName: "person")!)
                    Text("Profile")
                }
        }
    }
}
