import TabFrames

// Seed 002 gives TabTitleBar's description and its usage, not its code: this is TabTitleBar
// written from that description (the seed's examples are kept as they are, each in a module of
// its own under Seed002Examples/, since all three are named ExampleView).
//
// - Initialised with the current index (a binding) and an array of tab items; a TabItem is a view
//   (a Text), a target index, an optional SF Symbol, and a UUID of its own.
// - The titles in a row: tap an inactive one to select it. Active: the default font size in
//   `.primary`; inactive: scaled to 70 % (`scaleEffect`, which animates smoothly) in `.secondary`.
// - When the titles do not fit across, the bar collapses: the current title on the leading side,
//   and a Menu button on the trailing side ("Change Tab", symbol "arrow.left.arrow.right.square"
//   by default) whose rows change the tab.
// - With a symbol, a title is a Label.

public struct TabItem: Identifiable {
  public var id: UUID
  public var view: Text
  public var index: Int
  public var symbol: String?

  public init(id: UUID = UUID(), view: Text, index: Int, symbol: String? = nil) {
    self.id = id
    self.view = view
    self.index = index
    self.symbol = symbol
  }
}

public struct TabTitleBar: View {
  @Binding var currentTabSelection: Int
  let tabItems: [TabItem]
  let changeTabLabel: String
  let changeTabSymbol: String

  public init(
    currentTabSelection: Binding<Int>, tabItems: [TabItem], changeTabLabel: String = "Change Tab",
    changeTabSymbol: String = "arrow.left.arrow.right.square"
  ) {
    _currentTabSelection = currentTabSelection
    self.tabItems = tabItems
    self.changeTabLabel = changeTabLabel
    self.changeTabSymbol = changeTabSymbol
  }

  public var body: some View {
    ViewThatFits(in: .horizontal) {
      // Every title, when they fit. (Indices, not the items' UUIDs, identify them: the same
      // bar renders the same ids every time.)
      HStack(alignment: .bottom, spacing: 12) {
        ForEach(tabItems.indices, id: \.self) { i in
          title(tabItems[i])
            .onTapGesture { withAnimation { currentTabSelection = tabItems[i].index } }
        }
      }
      .fixedSize()
      // Else the current one and a menu to change it.
      HStack(alignment: .bottom) {
        if let current = tabItems.first(where: { $0.index == currentTabSelection }) { title(current) }
        Spacer(minLength: 8)
        Menu {
          ForEach(tabItems.indices, id: \.self) { i in
            Button(action: { withAnimation { currentTabSelection = tabItems[i].index } }) {
              if tabItems[i].index == currentTabSelection {
                Label(title: { tabItems[i].view }, icon: { Image(systemName: "checkmark") })
              } else if let symbol = tabItems[i].symbol {
                Label(title: { tabItems[i].view }, icon: { Image(systemName: symbol) })
              } else {
                tabItems[i].view
              }
            }
          }
        } label: {
          Label(changeTabLabel, systemImage: changeTabSymbol)
        }
      }
    }
  }

  /// A title, active or inactive (TabTitleModifier in the seed's words).
  private func title(_ item: TabItem) -> some View {
    let active = item.index == currentTabSelection
    return Group {
      if let symbol = item.symbol {
        Label(title: { item.view }, icon: { Image(systemName: symbol) })
      } else {
        item.view
      }
    }
    .foregroundStyle(active ? .primary : .secondary)
    .scaleEffect(active ? 1 : 0.7, anchor: .bottomLeading)
  }
}
