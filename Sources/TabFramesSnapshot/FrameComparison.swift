import FoundationEssentials
import TabFramesOutput
import TabFramesRender
import TabFramesSceneFormat

/// The compare side of a snapshot check: the actual frames against a reference read back, frame
/// by frame, and the layout dumps numerically.
struct FrameComparison {
  var failures: [FrameFailure] = []
  /// Said when the animation and the reference have different frame counts.
  var countNote = ""
  /// The reference's frame size (the actual one's unless they differ).
  var declared: (width: Int, height: Int)

  /// Compares `actual` with `loaded`; artifacts of the first `artifactFrames` failing frames are
  /// written through `artifacts`.
  static func compare(
    _ actual: ActualSnapshot, with loaded: LoadedReference, tolerance: SnapshotTolerance, artifacts: inout ArtifactWriter,
    artifactFrames: Int
  ) throws(TabFramesError) -> FrameComparison {
    var result = FrameComparison(declared: actual.frameSize)
    let indices = actual.indices
    switch loaded {
    case .mismatch(let size, let sample):
      // Another frame size cannot be compared pixel by pixel: both frames and an overlay of the
      // two to look at, when the reference's was worth decoding.
      result.declared = size
      let files = try sample.map { (reference) throws(TabFramesError) in
        try artifacts.write(indices[0], reference: reference, actual: try actual.first())
      }
      let pixels = actual.frameSize.width * actual.frameSize.height
      let d = ImageDifference(differingPixels: pixels, totalPixels: pixels, maximumDeltaE: 100, sizeMismatch: true, matches: false)
      result.failures.append(FrameFailure(index: indices[0], difference: d, artifacts: files ?? [:]))
    case .frames(let reference):
      // Another frame count (the motion took longer) is compared over the frames both have.
      if reference.count != indices.count {
        result.countNote = " The animation has \(indices.count) frames, the reference \(reference.count)."
      }
      for (g, group) in reference.groups.enumerated() {
        let compared = group.clamped(to: 0..<indices.count)
        guard !compared.isEmpty else { break }
        let references = try reference.read(g)
        let images = compared == 0..<1 ? [try actual.first()] : try actual.render(compared)
        for (j, k) in compared.enumerated() {
          let d = ImageComparison.compare(images[j], references[j], tolerance: tolerance)
          guard !d.matches else { continue }
          let files =
            result.failures.count < artifactFrames
            ? try artifacts.write(indices[k], reference: references[j], actual: images[j]) : [:]
          result.failures.append(FrameFailure(index: indices[k], difference: d, artifacts: files))
        }
      }
    }
    return result
  }

  /// The differences between the actual layout dump and the reference's `bytes` (read from `url`),
  /// over the frames the snapshot covers.
  static func layoutDifferences(
    _ actual: ActualSnapshot, reference bytes: [UInt8], at url: URL, tolerance: Double
  ) throws(TabFramesError) -> [LayoutComparison.Difference] {
    let parsed: JSONValue?
    do {
      parsed = try LayoutComparison.parse(bytes)
    } catch {
      throw .usage("\(url.path):\(error.line):\(error.column): not a valid layout dump (\(error.message)); delete it and record it again")
    }
    guard let parsed else { throw .usage("\(url.path): not a layout dump (no \"frames\" array); delete it and record it again") }
    guard let mine = try? LayoutComparison.parse(actual.layout) else { throw .io("\(actual.name): the layout dump could not be read back") }
    let selection: LayoutComparison.Frames
    switch actual.frames {
    case .all: selection = .all
    case .final: selection = .last
    case .frame, .at: selection = .index(actual.indices[0])
    case .every: selection = .indices(actual.indices)
    }
    return LayoutComparison.compare(mine, parsed, frames: selection, tolerance: tolerance)
  }
}

/// Writes the reference, actual and difference images of a failing frame into the artifacts
/// folder, in a folder named after the snapshot.
struct ArtifactWriter {
  let folder: URL
  let name: String
  let tolerance: SnapshotTolerance
  /// Whether the private default folder has been made safe to write into.
  private var ready = false

  init(folder: URL, name: String, tolerance: SnapshotTolerance) {
    self.folder = folder
    self.name = name
    self.tolerance = tolerance
  }

  mutating func write(_ index: Int, reference: RGBAImage, actual: RGBAImage) throws(TabFramesError) -> [String: URL] {
    if !ready && folder.standardizedFileURL.path == ArtifactsFolder.privateDefault.standardizedFileURL.path {
      try ArtifactsFolder.preparePrivate(folder)
    }
    ready = true
    let output = try AtomicOutput(root: folder.appendingPathComponent(name).path)
    let stem = "frame-" + zeroPadded(index, digits: 4)
    var files: [String: URL] = [:]
    let difference = ImageComparison.differenceImage(actual, reference, tolerance: tolerance)
    for (kind, picture) in [("reference", reference), ("actual", actual), ("difference", difference)] {
      let bytes: [UInt8]
      do { bytes = try PNGCodec.encode(picture, opaque: nil) } catch { throw .io("\(name): \(error)") }
      files[kind] = try output.write(bytes, to: "\(stem).\(kind).png")
    }
    return files
  }
}
