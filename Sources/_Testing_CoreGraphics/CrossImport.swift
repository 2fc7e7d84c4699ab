// Swift Testing names `_Testing_CoreGraphics` as the module to load where a file imports both
// Testing and CoreGraphics (its cross-import overlay, which Apple's platforms have). The Linux
// toolchain does not ship it, so a test file with `import Testing` and `import CoreGraphics`
// failed to compile against TabFrames' CoreGraphics ("no such module '_Testing_CoreGraphics'").
// This empty module is found instead; the CoreGraphics module depends on it so that it is built
// wherever CoreGraphics is.
