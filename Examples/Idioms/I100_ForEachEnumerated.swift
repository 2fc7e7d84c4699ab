import SwiftUI

struct RankedList: View {
    let players = ["Ann", "Bob", "Cy"]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Array(players.enumerated()), id: \.offset) { index, player in
                HStack {
                    Text("\(index + 1).")
                        .foregroundColor(.secondary)
                    Text(player)
                }
            }
        }
    }
}
