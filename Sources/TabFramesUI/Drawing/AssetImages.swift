import Foundation

/// The images of a project's asset catalogues (`*.xcassets/<Name>.imageset/Contents.json` and
/// its PNG files), for `Image("Name")`, found where the colours are. An image set gives a file
/// per scale; the largest scale's PNG is drawn, at its size in points (pixels over the scale), as
/// a 3× iPhone would pick it. Formats other than PNG (PDF, SVG, JPEG, HEIC) are not read.
extension AssetCatalog {
  package struct ImageAsset: Sendable {
    /// The PNG file drawn.
    package let path: String
    /// Points: the file's pixels over its scale.
    package let size: CGSize
  }

  /// An image by name, or nil when no catalogue has a PNG for it.
  package static func image(named name: String) -> ImageAsset? { images[name] }

  /// Says once a process that an image is in no catalogue found (or has no PNG).
  package static func warnMissingImage(_ name: String) {
    warnOnce("image " + name) {
      "no image named \"\(name)\" with a PNG in an asset catalogue (\(images.count) found; TABFRAMES_ASSETS names more folders): drawn as nothing, as on a device"
    }
  }

  /// Every image set's chosen file, by name (the first catalogue that has a name wins).
  private static let images: [String: ImageAsset] = {
    var found: [String: ImageAsset] = [:]
    for (name, set) in sets(withExtension: "imageset") where found[name] == nil {
      if let asset = imageAsset(in: set) { found[name] = asset }
    }
    return found
  }()

  /// The sets of one kind (`imageset`, `symbolset`) in every catalogue found, by name, in the
  /// catalogues' order and each catalogue's sorted by path.
  static func sets(withExtension kind: String) -> [(name: String, folder: URL)] {
    var result: [(String, URL)] = []
    for root in ProjectFiles.roots {
      for catalog in ProjectFiles.find(under: root, { $0.pathExtension == "xcassets" }) {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
        var sets: [URL] = []
        for case let url as URL in walker where url.pathExtension == kind { sets.append(url) }
        for set in sets.sorted(by: { $0.path < $1.path }) { result.append((set.deletingPathExtension().lastPathComponent, set)) }
      }
    }
    return result
  }

  /// The largest scale's PNG of an image set (a file without a scale is 1×).
  static func imageAsset(in set: URL) -> ImageAsset? {
    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["images"] as? [[String: Any]]
    else { return nil }
    var best: (scale: CGFloat, file: URL)?
    for entry in entries {
      // The any-appearance image (dark variants carry "appearances").
      guard entry["appearances"] == nil, let filename = entry["filename"] as? String, filename.lowercased().hasSuffix(".png") else {
        continue
      }
      let scale = CGFloat(Double((entry["scale"] as? String)?.dropLast() ?? "1") ?? 1)
      if best == nil || scale > (best?.scale ?? 0) { best = (scale, set.appendingPathComponent(filename)) }
    }
    guard let (scale, file) = best, let (w, h) = pngSize(file) else { return nil }
    return ImageAsset(path: file.path, size: CGSize(width: CGFloat(w) / scale, height: CGFloat(h) / scale))
  }

  /// A PNG's width and height from its header, without decoding it.
  static func pngSize(_ file: URL) -> (Int, Int)? {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 24), header.count == 24,
      Array(header.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    else { return nil }
    func u32(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (u32(16), u32(20))
  }
}
