import SwiftUI
import UIKit

struct PickedPhoto: View {
    var image: UIImage?

    var body: some View {
        if let image {
            Image(uiImage: image)
                .resizable()
                .scaledToFit()
        } else {
            Image(systemName: "photo")
                .font(.largeTitle)
                .foregroundColor(.secondary)
        }
    }
}
