import SwiftUI

struct Article: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct ArticlesScreen: View {
    @State private var articles: [Article] = []
    @State private var isLoading = false

    var body: some View {
        List(articles) { article in
            Text(article.title)
        }
        .overlay {
            if isLoading { ProgressView() }
        }
        .task {
            await load()
        }
    }

    func load() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 500_000_000)
        articles = [Article(id: 1, title: "Hello")]
        isLoading = false
    }
}
