import SwiftUI
import UIKit

struct ForegroundRefresher: View {
    @State private var refreshCount = 0
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("Refreshed \(refreshCount) times")
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
                refreshCount += 1
            }
            .onChange(of: scenePhase) { _, phase in
                if phase == .active { refreshCount += 1 }
            }
    }
}
