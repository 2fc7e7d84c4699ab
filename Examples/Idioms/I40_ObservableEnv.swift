import SwiftUI
import Observation

@Observable
class CartModel {
    var items: [String] = []
    var count: Int { items.count }
}

struct CartBadge: View {
    @Environment(CartModel.self) private var cart

    var body: some View {
        Image(systemName: "cart")
            .overlay(alignment: .topTrailing) {
                Text("\(cart.count)").font(.caption2)
            }
    }
}

struct ShopRoot: View {
    @State private var cart = CartModel()

    var body: some View {
        CartBadge()
            .environment(cart)
    }
}
