import Foundation
import SwiftUI
import Testing

// What VoiceOver reads, recorded beside the layout: each view's element as SwiftUI makes it
// (texts, images, buttons, labels, toggles, tab bar items), and each accessibility modifier's
// change to it, combined, contained and ignored as `accessibilityElement(children:)` says.

/// Each element read, flattened in reading order, as "label|value|traits" for short expectations.
@MainActor private func read<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 300) throws -> [String] {
  try Stage(name: "a11y", width: width, height: height) { view }.accessibilityElements().flatMap(\.readElements).map {
    [$0.label, $0.value, $0.traits.joined(separator: " ")].joined(separator: "|")
  }
}

/// Texts read as their strings, images by name (dots read as spaces), buttons as their label
/// with the button trait, a Label as its title; shapes and colours are not read.
@Test @MainActor func viewsAreReadAsSwiftUIReadsThem() throws {
  let elements = try read(
    VStack {
      Text("Inbox")
      Image(systemName: "star.fill")
      Button("Play") {}
      Button {
      } label: {
        Label("Share", systemImage: "square.and.arrow.up")
      }
      Label("Downloads", systemImage: "arrow.down.circle")
      Rectangle().fill(.blue).frame(height: 4)
      Color.red.frame(height: 2)
      Button {
      } label: {
        Image(systemName: "plus")
      }
    })
  #expect(
    elements == [
      "Inbox||isStaticText", "star fill||isImage", "Play||isButton", "Share||isButton", "Downloads||isStaticText", "plus||isButton",
    ])
}

/// Each modifier changes the element of the view it modifies; the deprecated iOS 13 forms are the
/// same as their successors.
@Test @MainActor func modifiersChangeTheElementTheyModify() throws {
  let elements = try read(
    VStack {
      Image(systemName: "heart.fill").accessibilityLabel("Favourite").accessibilityHint("Adds to favourites")
      Text("42").accessibilityLabel(Text("Score")).accessibilityValue("42 points")
      Text("Settings").accessibilityAddTraits(.isHeader)
      Button("Delete") {}.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isLink)
      Text("Old").accessibility(label: Text("Deprecated label")).accessibility(addTraits: .isSelected)
      Text("Title").accessibilityHeading(.h1)
      Capsule().fill(.green).frame(width: 20, height: 20).accessibilityLabel("Online")
    })
  #expect(
    elements == [
      "Favourite||isImage", "Score|42 points|isStaticText", "Settings||isHeader isStaticText", "Delete||isLink",
      "Deprecated label||isSelected isStaticText", "Title||isHeader isStaticText", "Online||",
    ])
  let stage = Stage(name: "hint", width: 200, height: 100) {
    Image(systemName: "heart.fill").accessibilityLabel("Favourite").accessibilityHint("Adds to favourites")
      .accessibilityIdentifier("fav")
  }
  let only = try #require(try stage.accessibilityElements().first)
  #expect(only.hint == "Adds to favourites" && only.identifier == "fav")
}

/// `accessibilityElement(children:)`: `.combine` merges what the children read, in order;
/// `.ignore` (the default) is a new element with nothing until a modifier gives it a label;
/// `.contain` keeps them as the elements of a container, which may be labelled.
@Test @MainActor func childBehavioursCombineIgnoreAndContain() throws {
  let view = VStack {
    HStack {
      Image(systemName: "person.circle")
      VStack {
        Text("Ada Lovelace")
        Text("Online").accessibilityHidden(true)
      }
      Button("Follow") {}
    }
    .accessibilityElement(children: .combine)
    HStack {
      Text("3")
      Text("of 10")
    }
    .accessibilityElement()
    .accessibilityLabel("Page 3 of 10")
    HStack {
      Text("Mon")
      Text("Tue")
    }
    .accessibilityElement(children: .contain)
    .accessibilityLabel("Days")
  }
  let stage = Stage(name: "behaviours", width: 390, height: 300) { view }
  let elements = try stage.accessibilityElements()
  try #require(elements.count == 3)
  #expect(elements[0].label == "person circle, Ada Lovelace, Follow")
  #expect(elements[0].traits == ["isButton"], "the button's trait is merged, the image's and texts' are not")
  #expect(elements[1].label == "Page 3 of 10" && elements[1].traits.isEmpty && elements[1].children == nil)
  #expect(elements[2].label == "Days" && elements[2].children?.map(\.label) == ["Mon", "Tue"])
  // The combined element and the container take their views' frames.
  let laidOut = try Stage(name: "behaviours", width: 390, height: 300) { view }.layout()
  let ada = try #require(laidOut.first { $0.text == "Ada Lovelace" })
  #expect(elements[0].frame.y <= Double(ada.frame.minY) && elements[0].frame.y + elements[0].frame.height >= Double(ada.frame.maxY))
}

/// A property given to several elements at once makes them one container with that property
/// (SwiftUI makes a container "when needed"); a Group hands the modifier to each of its views.
@Test @MainActor func aLabelOnSeveralElementsMakesTheirContainer() throws {
  let stage = Stage(name: "container", width: 300, height: 200) {
    VStack {
      VStack {
        Text("Wind")
        Text("12 km/h")
      }
      .accessibilityLabel("Weather")
      Group {
        Text("A")
        Text("B")
      }
      .accessibilityAddTraits(.isSelected)
    }
  }
  let elements = try stage.accessibilityElements()
  #expect(elements.count == 3)
  #expect(elements.first?.label == "Weather" && elements.first?.children?.map(\.label) == ["Wind", "12 km/h"])
  #expect(elements.dropFirst().map(\.traits) == [["isSelected", "isStaticText"], ["isSelected", "isStaticText"]])
}

/// Hidden views and views at opacity 0 are not read; `accessibilityHidden(true)` is recorded with
/// its flag (what a snapshot guards) and left out of what VoiceOver reads.
@Test @MainActor func hiddenViewsAreNotRead() throws {
  let stage = Stage(name: "hidden", width: 300, height: 200) {
    VStack {
      Text("Shown")
      Text("Hidden view").hidden()
      Text("Transparent").opacity(0)
      Image(systemName: "sparkles").accessibilityHidden(true)
      Image(decorative: "NoSuchAsset")
    }
  }
  let elements = try stage.accessibilityElements()
  #expect(elements.map(\.label) == ["Shown", "sparkles"])
  #expect(elements.map(\.isHidden) == [false, true])
  #expect(elements.flatMap(\.readElements).map(\.label) == ["Shown"])
}

/// Higher sort priorities are read first; equal ones in the order written.
@Test @MainActor func sortPriorityOrdersTheReading() throws {
  let elements = try read(
    HStack {
      Text("Second")
      Text("Third").accessibilitySortPriority(-1)
      Text("First").accessibilitySortPriority(2)
      Text("Also second")
    })
  #expect(elements.map { $0.split(separator: "|").first.map(String.init) ?? "" } == ["First", "Second", "Also second", "Third"])
}

/// A tab bar is a container with the tab bar trait; each item reads as its title, the selected
/// one selected, a badge as its value; after a tap the selection has moved in what is read too.
@Test @MainActor func aTabBarsItemsReadAsTabButtons() throws {
  struct Tabs: View {
    @State private var selection = 0
    var body: some View {
      TabView(selection: $selection) {
        Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag(0)
        Text("Inbox screen").tabItem { Label("Inbox", systemImage: "tray") }.tag(1).badge(3)
      }
    }
  }
  let stage = Stage(name: "tabs", width: 390, height: 300) { Tabs() }
  let settled = try stage.accessibilityElements()
  let bar = try #require(settled.first { $0.traits == ["isTabBar"] })
  #expect(bar.children?.map(\.label) == ["Home", "Inbox"])
  #expect(bar.children?.map(\.traits) == [["isButton", "isSelected"], ["isButton"]])
  #expect(bar.children?.map(\.value) == ["", "3"])
  #expect(settled.first?.label == "Home screen", "the selected tab's content is read before the bar")
  let tapped = try stage.accessibilityElements([.tap("Inbox")])
  let after = try #require(tapped.first { $0.traits == ["isTabBar"] })
  #expect(after.children?.map(\.traits) == [["isButton"], ["isButton", "isSelected"]])
  #expect(tapped.first?.label == "Inbox screen")
}

/// A Toggle reads as its label with the switch's value, "1" on and "0" off, as UIKit's switch.
@Test @MainActor func aToggleReadsItsLabelAndState() throws {
  struct Settings: View {
    @State private var wifi = true
    @State private var bluetooth = false
    var body: some View {
      VStack {
        Toggle("Wi-Fi", isOn: $wifi)
        Toggle("Bluetooth", isOn: $bluetooth)
      }
    }
  }
  #expect(try read(Settings()) == ["Wi-Fi|1|isButton isToggle", "Bluetooth|0|isButton isToggle"])
}

/// The layout dump holds every frame's elements, and they follow the state: a label that reads
/// its state changes in the frame where the state does.
@Test @MainActor func everyFrameRecordsWhatIsReadThen() throws {
  struct Counter: View {
    @State private var count = 0
    var body: some View {
      Button("Add") { withAnimation { count += 1 } }
        .accessibilityValue("\(count) items")
    }
  }
  let frames = try Stage(name: "counter", width: 200, height: 100) { Counter() }.play([.hold(0.1), .tap("Add")]).frames
  #expect(frames.first?.accessibility.first?.value == "0 items")
  #expect(frames.last?.accessibility.first?.value == "1 items")
  #expect(frames.allSatisfy { $0.accessibility.count == 1 })
}

/// A link reads with the link trait, a navigation title as a heading, a segmented picker's
/// segments as buttons with the selected one selected.
@Test @MainActor func controlsReadWithTheirRoles() throws {
  struct Screen: View {
    @State private var period = 1
    var body: some View {
      NavigationStack {
        VStack {
          Picker("Period", selection: $period) {
            Text("Day").tag(0)
            Text("Week").tag(1)
          }
          .pickerStyle(.segmented)
          Link("Privacy policy", destination: URL(fileURLWithPath: "/privacy"))
        }
        .navigationTitle("Activity")
      }
    }
  }
  let elements = try read(Screen(), width: 393, height: 400)
  #expect(elements.contains("Activity||isHeader isStaticText"), "\(elements)")
  #expect(elements.contains("Day||isButton") && elements.contains("Week||isButton isSelected"), "\(elements)")
  #expect(elements.contains("Privacy policy||isLink"), "\(elements)")
}

/// A stage's `tap("…")` finds a button by its accessibility label, as XCUITest does: an icon-only
/// button named only by `accessibilityLabel` can be tapped by that name.
@Test @MainActor func aTapFindsAButtonByItsAccessibilityLabel() throws {
  struct Player: View {
    @State private var playing = false
    var body: some View {
      Button {
        playing.toggle()
      } label: {
        Image(systemName: playing ? "pause.fill" : "play.fill")
      }
      .accessibilityLabel(playing ? "Pause" : "Play")
    }
  }
  let stage = Stage(name: "player", width: 100, height: 60) { Player() }
  #expect(try stage.accessibilityElements([.tap("Play")]).map(\.label) == ["Pause"])
  #expect(try stage.accessibilityElements([.tap("Play"), .tap("Pause")]).map(\.label) == ["Play"])
}

/// A label given to a view whose other elements are hidden is the one read element's; a
/// combined element keeps no child's identifier; a toggle of any style reads its value.
@Test @MainActor func hiddenPartsDoNotMakeAContainer() throws {
  let stage = Stage(name: "parts", width: 300, height: 200) {
    VStack {
      HStack {
        Image(systemName: "star").accessibilityHidden(true)
        Text("A")
      }
      .accessibilityLabel("Favourites")
      .accessibilityIdentifier("favourites")
      HStack {
        Text("B").accessibilityIdentifier("b")
        Text("C")
      }
      .accessibilityElement(children: .combine)
      Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.button)
    }
  }
  let elements = try stage.accessibilityElements()
  #expect(elements.flatMap(\.readElements).map(\.label) == ["Favourites", "B, C", "Wi-Fi"])
  #expect(elements.first { $0.label == "Favourites" }?.identifier == "favourites")
  #expect(elements.first { $0.label == "B, C" }?.identifier == "" && elements.first { $0.label == "B, C" }?.traits == ["isStaticText"])
  #expect(elements.first { $0.label == "Wi-Fi" }?.value == "1")
}

/// An image's name is read as its translation where the project's `Localizable` strings have
/// one (Tests/Fixtures/Localizable.xcstrings: `person.crop.circle`), as SwiftUI looks it up; a
/// label given as a `Text` is read in the view's locale.
@Test @MainActor func imageNamesAndLabelsAreReadLocalized() throws {
  let english = try read(Image(systemName: "person.crop.circle"))
  #expect(english == ["Your profile||isImage"], "\(english)")
  let german = try read(Image(systemName: "person.crop.circle").environment(\.locale, Locale(identifier: "de_DE")))
  #expect(german == ["Dein Profil||isImage"], "\(german)")
  // The fixture catalogue's `Logo` image, labelled "Home": "Start" in German; unlabelled, its name.
  let labelled = try read(Image("Logo", label: Text("Home")).environment(\.locale, Locale(identifier: "de_DE")))
  #expect(labelled == ["Start||isImage"], "\(labelled)")
  #expect(try read(Image("Logo")) == ["Logo||isImage"])
}

/// An `Image(systemName:)` SF Symbols does not have draws nothing and takes no room, as on a
/// device, and so is not read.
@Test @MainActor func aSymbolThatDrawsNothingIsNotRead() throws {
  let elements = try read(
    HStack {
      Image(systemName: "no.such.symbol.anywhere"); Text("Next")
    })
  #expect(elements == ["Next||isStaticText"], "\(elements)")
}
