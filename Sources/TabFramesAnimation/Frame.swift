import TabFramesDisplayList

/// One sampled frame: its index, its time in seconds of playback, and what it shows.
public struct Frame: Sendable {
  public var index: Int
  public var time: Double
  public var displayList: DisplayList
  /// What VoiceOver reads in this frame: the elements of the latest update's layout (an element
  /// is where its view is laid out, not where an animation shows it on the way).
  public var accessibility: [AccessibilityElement]

  public init(index: Int, time: Double, displayList: DisplayList, accessibility: [AccessibilityElement] = []) {
    self.index = index
    self.time = time
    self.displayList = displayList
    self.accessibility = accessibility
  }
}

/// A scene played through: every frame from time 0 until everything has settled.
public struct FrameSequence: Sendable {
  public var frames: [Frame]
  /// Playback time from the first event to the settled state, in seconds.
  public var duration: Double
  public var fps: Int

  public init(frames: [Frame], duration: Double, fps: Int) {
    self.frames = frames
    self.duration = duration
    self.fps = fps
  }
}
