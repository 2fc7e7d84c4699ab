// objc.io, "SwiftUI Challenge #3: Tab Bar Solution" — the article's snippets, assembled as it
// says: the members it shows one by one go inside `TabBar` (the snippets' text is unchanged).

								struct ContentView: View {
    var body: some View {
        return TabBar(items: [
            (Image(systemName: "tray"), Text("Inbox")),
            (Image(systemName: "archivebox"), Text("Archive")),
            (Image(systemName: "doc.text"), Text("Drafts"))
        ]).padding().border(Color.blue)
    }
}

								struct TabBar: View {
    var items: [(Image, Text)]
    @State var selectedIndex: Int = 0

	// ...

								private func item(at index: Int) -> some View {
	Button(action: {
		withAnimation(.default) {
			self.selectedIndex = index
		}
	}) {
		VStack {
			items[index].0
			items[index].1
		}
	}
	.anchorPreference(key: AnchorKey.self, value: .bounds, transform: { self.selectedIndex == index ? $0 : nil})
	.accentColor(index == selectedIndex ? .blue : .primary)
}

								private func indicator(_ bounds: Anchor<CGRect>?) -> some View {
	GeometryReader { proxy in
		if bounds != nil {
			Rectangle()
				.fill(Color.blue)
				.frame(width: proxy[bounds!].width, height: 1)
				.offset(x: proxy[bounds!].minX, y: 3)
				.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
		}
	}
}

								var body: some View {
	HStack {
		ForEach(items.indices, id: \.self) {
			self.item(at: $0)
		}
	}.overlayPreferenceValue(AnchorKey.self, {
		self.indicator($0)
	})
}
}

								struct AnchorKey: PreferenceKey {
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}
