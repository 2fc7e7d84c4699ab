import TabFramesDisplayList

/// One sampled frame: its index, its time in seconds of playback, and what it shows.
package struct Frame: Sendable {
  package var index: Int
  package var time: Double
  package var displayList: DisplayList
  /// What VoiceOver reads in this frame: the elements of the latest update's layout (an element
  /// is where its view is laid out, not where an animation shows it on the way).
  package var accessibility: [AccessibilityElement]

  package init(index: Int, time: Double, displayList: DisplayList, accessibility: [AccessibilityElement] = []) {
    self.index = index
    self.time = time
    self.displayList = displayList
    self.accessibility = accessibility
  }
}

/// A scene played through: every frame from time 0 until everything has settled.
package struct FrameSequence: Sendable {
  package var frames: [Frame]
  /// Playback time from the first event to the settled state, in seconds.
  package var duration: Double
  package var fps: Int

  package init(frames: [Frame], duration: Double, fps: Int) {
    self.frames = frames
    self.duration = duration
    self.fps = fps
  }
}
