import TabFrames

/// Seed 003 (objc.io's tab bar with an anchor-preference indicator) on a stage: its own
/// `ContentView`, tapped from Inbox to Drafts and back to Archive. The indicator follows the
/// selected item's anchor; the tap's `withAnimation(.default)` moves and resizes it.
@MainActor
public enum Seed003 {
  public static let stage = Stage(name: "seed-003-tab-bar", width: 390, height: 100) { ContentView() }
  public static let timeline: [Stage.Action] = [.hold(0.3), .tap("Drafts"), .hold(0.3), .tap("Archive")]
}
