import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport

/// Arrange mode (`m`) over a running home screen: it shows, moves, resizes, stacks, unstacks and
/// removes the focused item, by keys and by dragging, and each change is saved at once.
@Suite(.serialized) @MainActor struct ArrangeModeTests {
    static let fourSmall = """
        widgets:
          - kind: origin
            id: a
          - kind: origin
            id: b
          - kind: solo
            id: c
          - kind: origin
            id: d
        """

    @Test func modeIsVisibleAndEscLeavesIt() async throws {
        let home = try ArrangeFixture(Self.fourSmall)
        defer { home.cleanUp() }
        await home.pilot.settle()
        #expect(!home.pilot.text.contains("ARRANGING"))
        await home.pilot.press(.character("m"))
        #expect(home.pilot.text.contains("ARRANGING · Esc when done"))
        #expect(home.pilot.text.contains("✥ moving"))
        #expect(home.pilot.text.contains("╔═ Origin"))
        #expect(home.pilot.text.contains("╭┄ Origin"))
        #expect(home.pilot.screen.last?.hasPrefix("ARRANGE  ←↓↑→ move") == true)
        await home.pilot.press(.character("?"))
        #expect(home.pilot.text.contains("Arrange mode — any key closes"))
        #expect(home.pilot.text.contains("stack onto the widget that way (same family)"))
        await home.pilot.press(.character("j"))
        #expect(!home.pilot.text.contains("Arrange mode — any key closes"))
        #expect(home.pages == [["a", "b", "c", "d"]])  // the key only closed the help
        await home.pilot.press(.escape)
        #expect(!home.pilot.text.contains("ARRANGING"))
        #expect(home.pilot.text.contains("┏━ Origin"))
        await home.pilot.press(.character("?"))
        #expect(home.pilot.text.contains("arrange the home screen (then ? for its keys)"))
        #expect(home.pilot.text.contains("add a widget from the gallery"))
    }

    @Test func arrowsMoveTheFocusedItemAndOthersReflow() async throws {
        let home = try ArrangeFixture(Self.fourSmall)
        defer { home.cleanUp() }
        await home.pilot.settle()
        await home.pilot.press(.character("m"), .right)
        #expect(home.pages == [["b", "a", "c", "d"]])
        #expect(home.focused == "a")
        await home.pilot.press(.character("l"), .character("l"))
        #expect(home.pages == [["b", "c", "d", "a"]])
        // At the right edge of the 4-column grid: onto a new page.
        await home.pilot.press(.right)
        #expect(home.pages == [["b", "c", "d"], ["a"]])
        #expect(home.savedPages == home.pages)
        #expect(home.pilot.runtime.state.page == 1)
        await home.pilot.press(.character("["))
        #expect(home.pages.first == ["b", "c", "d", "a"])
        #expect(home.pages.dropFirst().allSatisfy { $0.isEmpty })
        await home.pilot.press(.tab, .left)
        #expect(home.focused == "b")
        #expect(home.pilot.screen.last?.contains("already on the first page") == true)
    }

    @Test func familyCyclesAndStaysWhereItIsSupported() async throws {
        let home = try ArrangeFixture(Self.fourSmall)
        defer { home.cleanUp() }
        await home.pilot.settle()
        await home.pilot.press(.character("m"), .character("f"))
        #expect(home.family(of: "a") == .systemMedium)
        await home.pilot.press(.character("f"))
        #expect(home.family(of: "a") == .systemLarge)
        #expect(home.fileText.contains("id: a\n    family: large\n"))
        await home.pilot.press(.character("F"), .character("F"))
        #expect(home.family(of: "a") == .systemSmall)
        await home.pilot.press(.character("3"), .character("f"))
        #expect(home.focused == "c")
        #expect(home.family(of: "c") == .systemSmall)
        #expect(home.pilot.screen.last?.contains("this widget comes only in small") == true)
    }

    @Test func stackingWithSThenADirectionAndTakingOut() async throws {
        let home = try ArrangeFixture(Self.fourSmall)
        defer { home.cleanUp() }
        await home.pilot.settle()
        await home.pilot.press(.character("m"), .character("s"))
        #expect(home.pilot.screen.last?.hasPrefix("STACK ONTO") == true)
        #expect(home.pilot.text.contains("⧉ stack here"))
        await home.pilot.press(.right)
        #expect(home.pages == [["[b a]", "c", "d"]])
        #expect(home.pilot.text.contains("○ ●"))  // the stack shows the widget just dropped
        // A stack grows: c onto it.
        await home.pilot.press(.character("2"), .character("s"), .character("h"))
        #expect(home.pages == [["[b a c]", "d"]])
        #expect(home.savedPages == home.pages)
        await home.pilot.press(.character("2"), .character("s"), .up)
        #expect(home.focused == "d")
        #expect(home.pilot.screen.last?.contains("no widget in that direction to stack onto") == true)
        // u takes out the widget the stack shows (c, just dropped), right after the stack.
        await home.pilot.press(.character("1"), .character("u"))
        #expect(home.pages == [["[b a]", "c", "d"]])
        #expect(home.focused == "c")
    }

    @Test func removalAsksFirst() async throws {
        let home = try ArrangeFixture(Self.fourSmall)
        defer { home.cleanUp() }
        await home.pilot.settle()
        await home.pilot.press(.character("m"), .character("x"))
        #expect(home.pilot.text.contains("Remove “Origin” from the home screen?"))
        await home.pilot.press(.character("n"))
        #expect(!home.pilot.text.contains("from the home screen?"))
        #expect(home.pages == [["a", "b", "c", "d"]])
        await home.pilot.press(.character("x"), .character("y"))
        #expect(home.pages == [["b", "c", "d"]])
        #expect(home.savedPages == home.pages)
        #expect(home.focused == "b")
        #expect(home.pilot.text.contains("ARRANGING"))
    }

    @Test func draggingMovesOrStacksByWhereItIsReleased() async throws {
        let home = try ArrangeFixture(Self.fourSmall)
        defer { home.cleanUp() }
        await home.pilot.settle()
        await home.pilot.press(.character("m"))
        let frames = home.pilot.runtime.state.visiblePlacements.map(\.frame)
        func send(_ kind: MouseEvent.Kind, _ point: Point) {
            home.pilot.terminal.send(.input(.mouse(MouseEvent(kind, at: point))))
        }
        // a dragged to d's edge: it takes d's place.
        send(.pressed(.left), Point(x: frames[0].minX + 3, y: frames[0].minY + 3))
        send(.dragged(.left), Point(x: frames[3].minX + 1, y: frames[3].minY + 1))
        await home.pilot.settle()
        #expect(home.pilot.text.contains("⇥ move here"))
        send(.released(.left), Point(x: frames[3].minX + 1, y: frames[3].minY + 1))
        await home.pilot.settle()
        #expect(home.pages == [["b", "c", "d", "a"]])
        // b dragged to the middle of d: a stack.
        let middle = Point(x: frames[2].minX + frames[2].width / 2, y: frames[2].minY + frames[2].height / 2)
        send(.pressed(.left), Point(x: frames[0].minX + 3, y: frames[0].minY + 3))
        send(.dragged(.left), middle)
        await home.pilot.settle()
        #expect(home.pilot.text.contains("drop to stack"))
        send(.released(.left), middle)
        await home.pilot.settle()
        #expect(home.pages == [["c", "[d b]", "a"]])
        #expect(home.savedPages == home.pages)
    }

    @Test func aFailedSaveSaysWhyAndChangesNothing() async throws {
        let configuration = try #require(HomeFileParser.parse(Self.fourSmall, file: "home.yaml").0)
        let pilot = try HostPilot(widgets: ArrangeFixture.widgets.flatMap(\.widgetDescriptors), configuration: configuration)
        await pilot.settle()
        await pilot.press(.character("m"), .right)
        #expect(pilot.screen.last?.contains("nowhere to save the change") == true)
        #expect(pilot.text.contains("ARRANGING"))
        #expect(pilot.runtime.state.focusedItemID == "a")
        #expect(ArrangeFixture.ids(of: pilot.runtime.state.configuration) == [["a", "b", "c", "d"]])
    }
}
