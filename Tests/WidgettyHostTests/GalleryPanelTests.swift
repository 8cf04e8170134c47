import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport

/// The gallery (`a`) over a running home screen: kinds with descriptions, previews from preview
/// snapshots loaded off the drawing path, filtering, and adding the chosen kind and family.
@Suite(.serialized) @MainActor struct GalleryPanelTests {
    @Test func listsKindsAndPreviewsEachFamilyFromAPreviewSnapshot() async throws {
        let home = try ArrangeFixture("widgets:\n  - kind: origin\n")
        defer { home.cleanUp() }
        await home.pilot.settle()
        await home.pilot.press(.character("a"))
        let text = home.pilot.text
        #expect(text.contains("Add a widget"))
        #expect(text.contains("4 of 4 widgets"))
        for name in ["Origin", "Slowpoke", "Solo", "Origin tells where its entry came from."] { #expect(text.contains(name)) }
        #expect(text.contains(" small   medium   large "))
        #expect(home.pilot.screen.last?.contains("GALLERY") == true)
        #expect(text.contains("snap-small-preview"))
        await home.pilot.press(.right)
        #expect(home.pilot.text.contains("snap-medium-preview"))
        await home.pilot.press(.right)
        #expect(home.pilot.text.contains("snap-large-preview"))
        await home.pilot.press(.escape)
        #expect(!home.pilot.text.contains("Add a widget"))
        #expect(home.pages == [["origin"]])
    }

    @Test func widgettyLinksOpenTheGalleryAndAnEditPanel() async throws {
        let home = try ArrangeFixture("widgets:\n  - kind: origin\n  - kind: solo\n")
        defer { home.cleanUp() }
        await home.pilot.settle()
        home.pilot.runtime.open(try #require(URL(string: "widgetty://gallery")))
        await home.pilot.settle()
        #expect(home.pilot.text.contains("Add a widget"))
        await home.pilot.press(.escape)
        home.pilot.runtime.open(try #require(URL(string: "widgetty://edit/solo")))
        await home.pilot.settle()
        #expect(home.pilot.text.contains("Edit Solo"), "\(home.pilot.text)")
        await home.pilot.press(.escape)
        home.pilot.runtime.open(try #require(URL(string: "widgetty://edit/nope")))
        await home.pilot.settle()
        #expect(home.pilot.text.contains("no widget with id nope"))
    }

    @Test func aSlowPreviewShowsASpinnerThenWhyItFailed() async throws {
        let home = try ArrangeFixture("widgets:\n  - kind: origin\n")
        defer { home.cleanUp() }
        await home.pilot.settle()
        await home.pilot.press(.character("a"))
        await home.pilot.type("slow")
        #expect(home.pilot.text.contains("1 of 4 widgets"))
        #expect(home.pilot.text.contains("loading preview"))
        #expect(home.pilot.text.contains("░░░░"))  // the placeholder stands in, redacted
        await home.pilot.advance(by: 3)
        #expect(!home.pilot.text.contains("loading preview"))
        #expect(home.pilot.text.contains("no preview: the widget"))
        // The home screen behind keeps running meanwhile.
        #expect(home.pilot.runtime.state.configuration.pages[0].items.count == 1)
    }

    @Test func enterAddsTheChosenFamilyAfterTheFocusedItemAndFocusesIt() async throws {
        let home = try ArrangeFixture("widgets:\n  - kind: origin\n  - kind: solo\n")
        defer { home.cleanUp() }
        await home.pilot.settle()
        await home.pilot.press(.character("a"))
        await home.pilot.type("ORIG")
        #expect(home.pilot.text.contains("1 of 4 widgets"))
        await home.pilot.press(.right, .enter)
        #expect(!home.pilot.text.contains("Add a widget"))
        #expect(home.pages == [["origin", "origin-a", "solo"]])
        #expect(home.savedPages == home.pages)
        #expect(home.fileText.contains("  - kind: origin\n    id: origin-a\n    family: medium\n"))
        #expect(home.family(of: "origin-a") == .systemMedium)
        #expect(home.focused == "origin-a")
        #expect(home.pilot.screen.last?.contains("added Origin (medium)") == true)
        await home.pilot.settle()
        #expect(home.pilot.text.contains("live"))
        // A second one gets the next free id.
        await home.pilot.press(.character("a"), .enter)
        #expect(home.pages == [["origin", "origin-a", "origin-b", "solo"]])
        #expect(home.savedPages == home.pages)
    }

    @Test func mouseChoosesAKindAndAFamilyAndFitsAt80By24() async throws {
        let home = try ArrangeFixture("widgets:\n  - kind: origin\n", size: Size(width: 80, height: 24))
        defer { home.cleanUp() }
        await home.pilot.settle()
        await home.pilot.press(.character("a"))
        let screen = home.pilot.screen
        #expect(screen.count == 24)
        let top = try #require(screen.firstIndex { $0.contains("┏━ Add a widget") })
        let bottom = try #require(screen.lastIndex { $0.contains("┗━") })
        #expect(top == 0 && bottom == 22)
        #expect(screen.last?.contains("GALLERY") == true)
        // Click "Solo" in the list, then its only family is offered.
        let row = try #require(screen.firstIndex { $0.contains(" Solo ") })
        let column = try #require(screen[row].range(of: "Solo")).lowerBound.utf16Offset(in: screen[row])
        await home.pilot.click(x: column, y: row)
        #expect(home.pilot.text.contains("Solo tells where"))
        #expect(!home.pilot.text.contains(" medium "))
        await home.pilot.press(.enter)
        #expect(home.pages == [["origin", "solo-a"]])
    }

    @Test func aKindWithParametersOpensItsEditPanelOnceAdded() async throws {
        let home = try ArrangeFixture("widgets:\n  - kind: origin\n")
        defer { home.cleanUp() }
        await home.pilot.settle()
        await home.pilot.press(.character("a"))
        await home.pilot.type("weather")
        #expect(home.pilot.text.contains("Enter adds it after the focused widget, then its settings"))
        #expect(home.pilot.text.contains("Home 3d lisbon"))  // the preview snapshot, from the intent's defaults
        await home.pilot.press(.enter)
        #expect(home.pages == [["origin", "weather-a"]])
        #expect(home.pilot.text.contains("Edit Weather"))
        await home.pilot.press(.escape)
        #expect(!home.pilot.text.contains("Edit Weather"))
        #expect(home.savedPages == [["origin", "weather-a"]])
    }
}
