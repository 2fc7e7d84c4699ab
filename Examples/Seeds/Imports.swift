// The seeds whose published text has no import line (001, 003, 004 are given as snippets) compile
// through this file: an exported import is seen by every file of the module, as the app each came
// from imports SwiftUI in its other files. Seed 000 imports SwiftUI itself, as published.
@_exported import SwiftUI
