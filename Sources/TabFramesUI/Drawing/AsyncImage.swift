import Foundation

/// SwiftUI's `AsyncImage`: an image loaded from a URL. A stage loads nothing (renders are the
/// same offline and on every run), so it draws what the app shows before the image arrives: the
/// placeholder given, else SwiftUI's grey fill; a phase closure is given `.empty`.
nonisolated public struct AsyncImage<Content: View>: View {
  let content: Content
  public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImagePlaceholder { content = _AsyncImagePlaceholder() }
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.content = ViewBuilder.buildEither(second: placeholder())
  }
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }
  @MainActor public var body: some View { content }
}

/// What an `AsyncImage` without a placeholder shows while it loads: a grey fill of the space.
nonisolated public struct _AsyncImagePlaceholder: View {
  @MainActor public var body: some View { Color(named: "secondarySystemFill") }
}

/// SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
