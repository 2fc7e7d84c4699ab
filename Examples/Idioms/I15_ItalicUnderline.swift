import SwiftUI

struct StyledTexts: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Italic").italic()
            Text("Underlined").underline()
            Text("Red underline").underline(true, color: .red)
            Text("Old price").strikethrough()
        }
    }
}
