/// Every bound a scene must respect, in one place, so that no scene can make the tool
/// allocate without bound or run for hours. The README lists each with its reason.
package enum Limits {
  /// Largest scene file read (a scene is a few kilobytes; this leaves room for custom symbols).
  package static let fileBytes = 1 << 20
  /// Largest canvas in points along either axis.
  package static let canvasPoints = 4096.0
  /// Largest pixel count of one frame (width × height × scale²): 16 Mpx, 64 MiB as ARGB.
  package static let framePixels = 16 * 1024 * 1024
  /// Largest pixel count of one strip or contact sheet (all frames together): 256 Mpx.
  package static let sheetPixels = 256 * 1024 * 1024
  /// Largest pixel count along either side of a frame: Cairo's image surfaces stop at 32 767
  /// (4096 pt at scale 8 is one pixel too many).
  package static let framePixelSide = 32_767
  package static let scale = 1.0...8.0
  package static let fps = 1...240
  /// Frames one render may produce (10 minutes at 60 fps would be 36 000; docs need far fewer).
  package static let frames = 20_000
  /// Events in a timeline.
  package static let timelineEvents = 1_000
  /// Length of any one event's wait, hold or drag, in seconds.
  package static let eventSeconds = 0.0...60.0
  /// Characters in a title, a label or a name, counted as Unicode scalars: a character built of
  /// many combining marks counts each (counted as one character, a 500-character title of
  /// combining marks took 88 s and 1 GB to draw).
  package static let titleCharacters = 500
  package static let nameCharacters = 100
  /// A badge is a count or a word on a tab item: anything longer covers its neighbours.
  package static let badgeCount = 999_999.0
  package static let badgeCharacters = 20
  /// Custom symbol path data, in characters.
  package static let pathCharacters = 65_536
  package static let fontSize = 1.0...200.0

  /// What is wrong with a canvas at a scale, as (the key to name, the message), or nil. Checked
  /// when a scene loads and again when `--scale` overrides its scale, before anything is drawn.
  package static func canvasProblem(width: Double, height: Double, scale: Double) -> (key: String, message: String)? {
    let format = JSONReader.format
    let pixelWidth = (width * scale).rounded(.up)
    let pixelHeight = (height * scale).rounded(.up)
    for (key, points, pixels) in [("width", width, pixelWidth), ("height", height, pixelHeight)]
    where pixels > Double(framePixelSide) {
      return (
        key,
        "\(format(points)) pt at scale \(format(scale)) is \(Int(pixels)) pixels; a frame is at most \(framePixelSide) pixels a side (Cairo's limit)"
      )
    }
    let pixels = pixelWidth * pixelHeight
    if pixels > Double(framePixels) {
      return (
        "width",
        "canvas of \(format(width)) × \(format(height)) pt at scale \(format(scale)) is \(Int(pixels)) pixels; the limit is \(framePixels) pixels a frame"
      )
    }
    return nil
  }

  /// The message for a text over its limit, counted as the limit counts.
  package static func tooLong(_ s: String, _ limit: Int) -> String {
    let scalars = s.unicodeScalars.count
    let characters = s.count
    return scalars == characters
      ? "longer than \(limit) characters (\(scalars))"
      : "longer than \(limit) characters (\(scalars) Unicode scalars in \(characters) characters: each combining mark counts)"
  }
}
