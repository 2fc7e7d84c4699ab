import Foundation

/// SwiftUI's `PreviewDevice`: a device named as Xcode's canvas names it (`"iPhone 14"`). A
/// preview with `previewDevice(_:)` is drawn on that device's screen, in points, with its safe
/// area, when TabFrames knows the name (`screen`); an unknown name keeps the default device.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  /// The portrait screen and safe area of the iPhones Xcode lists, by name: sizes are Apple's
  /// published points; the safe areas are the commonly documented ones (the status bar or
  /// sensor housing at the top, the home indicator's 34 pt at the bottom), not measured here.
  package var screen: (size: CGSize, safeArea: EdgeInsets)? {
    let name = rawValue.trimmingCharacters(in: .whitespaces)
    guard let phone = Self.iPhones.first(where: { $0.names.contains(name) }) else { return nil }
    // Phones with a home button have no bottom inset.
    let bottom: CGFloat = phone.top == 20 ? 0 : 34
    return (CGSize(width: phone.width, height: phone.height), EdgeInsets(top: phone.top, leading: 0, bottom: bottom, trailing: 0))
  }

  private static let iPhones: [(names: Set<String>, width: CGFloat, height: CGFloat, top: CGFloat)] = [
    (["iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone 8", "iPhone 7", "iPhone 6s"], 375, 667, 20),
    (["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus"], 414, 736, 20),
    (["iPhone X", "iPhone Xs", "iPhone XS", "iPhone 11 Pro"], 375, 812, 44),
    (["iPhone Xs Max", "iPhone XS Max", "iPhone 11 Pro Max"], 414, 896, 44),
    (["iPhone XR", "iPhone 11"], 414, 896, 48),
    (["iPhone 12 mini", "iPhone 13 mini"], 375, 812, 50),
    (["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"], 390, 844, 47),
    (["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], 428, 926, 47),
    (["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, 59),
    (["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932, 59),
    (["iPhone 16 Pro"], 402, 874, 62),
    (["iPhone 16 Pro Max"], 440, 956, 62),
  ]
}

extension View {
  /// The device a `PreviewProvider`'s preview is drawn on (nil: the default one).
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(_PreviewTraitModifier(name: nil, layout: nil, device: value))
  }
}
