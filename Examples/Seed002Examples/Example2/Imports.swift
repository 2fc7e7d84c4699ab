// Seed 002's examples are snippets with no import line, written in the app that has
// `TabTitleBar`: here that is the seeds' module, and SwiftUI, seen by every file of this module
// through these exported imports.
@_exported import SwiftUI
@_exported import TabFramesSeeds
