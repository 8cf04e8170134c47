import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyScreen
import WidgettyTerminal

/// An empty home screen says how to add a widget, centred; one with a widget does not.
@MainActor
@Suite(.serialized) struct EmptyHomeHintTests {
    @Test func anEmptyHomeShowsTheHintUntilTheGalleryOpens() async throws {
        for configuration in [HomeConfiguration(pages: []), HomeConfiguration(pages: [HomePage(items: [])])] {
            let pilot = try HostPilot(widgets: [], configuration: configuration, size: Size(width: 80, height: 24))
            await pilot.settle()
            let row = try #require(pilot.screen.firstIndex { $0.contains("Press a to add one from the gallery.") }, "\(pilot.text)")
            #expect(pilot.screen[row - 1].contains("No widgets yet."))
            #expect((9...13).contains(row))
            await pilot.press(.character("a"))
            #expect(!pilot.text.contains("No widgets yet."))
        }
    }

    @Test func theHintCutsToANarrowArea() {
        var buffer = CellBuffer(size: Size(width: 12, height: 5))
        EmptyHomeHint.draw(addKey: "a", into: &buffer, area: Rect(x: 0, y: 0, width: 12, height: 5), theme: .standard)
        #expect(buffer.lines[2].hasPrefix("Press a to"))
    }

    @Test func checkWarnsOnlyWithoutWidgets() {
        #expect(EmptyHomeCheck.warnings(in: HomeConfiguration(pages: []), file: "home.yaml").map(\.description)
            == ["home.yaml:1:1: warning: no widgets: the home screen is empty; press a on it to add one from the gallery, "
                + "or write one under `widgets:` (`widgetty gallery` lists the kinds)"])
        let one = HomeConfiguration(pages: [HomePage(items: [.widget(WidgetPlacement(id: "c", kind: "clock", family: .systemSmall))])])
        #expect(EmptyHomeCheck.warnings(in: one, file: "home.yaml").isEmpty)
    }
}
