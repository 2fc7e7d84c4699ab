import SwiftUI

struct ComposeNote: View {
    @State private var note = ""
    @State private var pinned = true
    @State private var showingDelete = false
    var placeholder: LocalizedStringKey = "What's on your mind?"

    var body: some View {
        NavigationStack {
            Form {
                TextField(placeholder, text: $note, axis: .vertical)
                    .lineLimit(3...6)
                Toggle("Pin to top", isOn: $pinned)
                    .toggleStyle(SwitchToggleStyle(tint: .orange))
                SecureField("Passcode", text: $note, prompt: Text("Optional"))
            }
            .navigationTitle("New Note")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button { showingDelete = true } label: { Image(systemName: "trash") }
                }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) {
                    ShareLink(item: note, preview: SharePreview(Text("Note"), image: Image(systemName: "note.text")))
                }
            }
            .alert("Delete this note?", isPresented: $showingDelete) {
                Button("Delete", role: .destructive) { note = "" }
            }
        }
    }
}
