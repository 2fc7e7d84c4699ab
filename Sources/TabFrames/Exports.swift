// `import TabFrames` gives a view file everything TabFramesUI has, plus `Stage` to render it.
@_exported import TabFramesUI
