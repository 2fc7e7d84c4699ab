import SwiftUI

struct MailSplit: View {
    @State private var selected: String?
    let folders = ["Inbox", "Sent", "Archive"]

    var body: some View {
        NavigationSplitView {
            List(folders, id: \.self, selection: $selected) { folder in
                Text(folder)
            }
            .navigationTitle("Mail")
        } detail: {
            Text(selected ?? "Select a folder")
        }
    }
}
