// `import TabFrames` gives a view file everything TabFramesUI has, plus `Stage` to render it.
@_exported import TabFramesUI

// …and the types `Stage`'s own API names, so code can name them too (`let look: Appearance = .dark`).
@_exported import struct TabFramesDisplayList.AccessibilityElement
@_exported import enum TabFramesOutput.OutputFormat
@_exported import enum TabFramesSceneFormat.SceneWarning
@_exported import enum TabFramesValues.Appearance
@_exported import enum TabFramesValues.Era
