import SwiftUI

struct Recipe: Hashable, Identifiable {
    let id = UUID()
    let name: String
}

struct RecipeList: View {
    let recipes = [Recipe(name: "Pasta"), Recipe(name: "Salad")]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(recipes) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationDestination(for: Recipe.self) { recipe in
                Text(recipe.name).navigationTitle(recipe.name)
            }
            .navigationTitle("Recipes")
        }
    }
}
