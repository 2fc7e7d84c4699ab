// CTabFrames is headers only (include/shim.h): SwiftPM builds a C target from at least one source file.
