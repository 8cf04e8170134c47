import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport

/// The edit panel over a running home screen (HostPilot): how it opens, what it draws at 80×24
/// and smaller, the spinner while a provider loads, untrusted titles, and a failed save.
@Suite @MainActor struct EditPanelTests {
    static let widgets = PanelFixtureWidget().widgetDescriptors + PlainWidget().widgetDescriptors + SlowWidget().widgetDescriptors

    static func pilot(_ yaml: String, size: Size = Size(width: 80, height: 24)) throws -> HostPilot {
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)")
        return try HostPilot(widgets: widgets, configuration: try #require(configuration), size: size)
    }

    static func rightClick(_ pilot: HostPilot, x: Int, y: Int) async {
        pilot.terminal.send(.input(.mouse(MouseEvent(.pressed(.right), at: Point(x: x, y: y)))))
        pilot.terminal.send(.input(.mouse(MouseEvent(.released(.right), at: Point(x: x, y: y)))))
        await pilot.settle()
    }

    @Test func eOpensThePanelOfTheFocusedWidgetWithAlignedRowsAndEscClosesIt() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: weather\n    params: { days: 5 }\n")
        await pilot.settle()
        await pilot.press(.character("e"))
        let screen = pilot.screen
        let top = try #require(screen.firstIndex { $0.contains("Edit Weather") })
        #expect(screen[top + 1].contains("Weather for a city."))
        let label = try #require(screen.first { $0.contains("›Label") })
        let days = try #require(screen.first { $0.contains(" Days") })
        // Values start in one column.
        #expect(label.range(of: "Home")?.lowerBound.utf16Offset(in: label) == days.range(of: "5")?.lowerBound.utf16Offset(in: days))
        #expect(pilot.text.contains("Shown on top"))
        #expect(pilot.screen.contains { $0.contains(" Link ") && $0.contains(" none ") })
        #expect(pilot.text.contains("[ Save ]  [ Restore defaults ]  [ Cancel ]"))
        #expect(screen.last?.hasPrefix("↑↓ move  enter edit") == true)
        // The focused row is drawn reversed.
        let y = try #require(screen.firstIndex { $0.contains("›Label") })
        let x = try #require(screen[y].firstIndex(of: "›")).utf16Offset(in: screen[y])
        #expect(pilot.terminal.screen[x + 2, y].style.attributes.contains(.reverse))
        await pilot.press(.escape)
        #expect(!pilot.text.contains("Edit Weather"))
        #expect(pilot.runtime.modal == nil)
    }

    @Test func aRightClickOpensThePanelOfTheWidgetUnderThePointer() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: weather\n  - kind: plain\n    family: medium\n")
        await pilot.settle()
        await Self.rightClick(pilot, x: 40, y: 3)
        #expect(pilot.text.contains("Edit Plain"))
        #expect(pilot.text.contains("Says hello."))
        #expect(pilot.text.contains("Families: small, medium"))
        #expect(pilot.text.contains("This widget has no settings."))
        await pilot.press(.enter)
        #expect(pilot.runtime.modal == nil)
        #expect(pilot.runtime.state.focusedItemID == "plain")
    }

    @Test func aPanelTallerThanTheTerminalScrollsToTheFocusedRow() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: weather\n", size: Size(width: 60, height: 14))
        await pilot.settle()
        await pilot.press(.character("e"))
        #expect(pilot.text.contains("›Label"))
        #expect(pilot.text.contains("▼"))
        #expect(!pilot.text.contains("[ Save ]"))
        for _ in 0..<11 { await pilot.press(.down) }
        #expect(pilot.text.contains("[ Save ]"))
        #expect(pilot.text.contains("▲"))
        #expect(!pilot.text.contains("Label"))
        // The status bar stays under the panel.
        #expect(pilot.screen.last?.hasPrefix("↑↓ move") == true)
    }

    /// An options provider that never answers is widget code like a provider: it is cancelled
    /// at the widget's time limit, and the choices say so instead of spinning for good.
    @Test func choicesThatNeverComeStopAtTheTimeLimit() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: slow\n")
        await pilot.settle()
        await pilot.press(.character("e"), .enter)
        #expect(pilot.text.contains("Loading choices…"))
        await pilot.advance(by: 14)
        #expect(pilot.text.contains("Loading choices…"), "still within the limit")
        await pilot.advance(by: 2)
        await pilot.settle()
        #expect(!pilot.text.contains("Loading choices…"), "\(pilot.text)")
        #expect(pilot.text.contains("no answer within 15"), "\(pilot.text)")
    }

    @Test func choicesLoadOffTheDrawingPathWithASpinnerAndUntrustedTitlesAreSanitised() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: slow\n  - kind: weather\n")
        await pilot.settle()
        await pilot.press(.character("e"), .enter)
        #expect(pilot.text.contains("Loading choices…"))
        let spinnerLine = { pilot.screen.first { $0.contains("Loading choices…") } ?? "" }
        let before = spinnerLine()
        await pilot.advance(by: 0.1)
        #expect(spinnerLine() != before)
        // Keys still work while it loads.
        await pilot.press(.escape, .escape)
        #expect(pilot.runtime.modal == nil)

        await pilot.press(.tab, .character("e"))
        for _ in 0..<9 { await pilot.press(.down) }
        await pilot.press(.enter)
        await pilot.settle()
        #expect(pilot.text.contains("Europe"))
        #expect(pilot.text.contains("Paris  France"))
        #expect(pilot.text.contains("Choose City  4 of 4"))
        #expect(!pilot.text.contains("\u{1B}"))
        #expect(pilot.text.contains("Clipboard␛"))
        await pilot.type("tok")
        #expect(pilot.text.contains("tokyo"))
        #expect(!pilot.text.contains("Paris"))
        #expect(pilot.text.contains("Choose City  1 of 4"))
    }

    @Test func aFailedSaveIsExplainedInThePanelWhichStaysOpen() async throws {
        // No home file behind this screen: the save cannot be written.
        let pilot = try Self.pilot("widgets:\n  - kind: weather\n")
        await pilot.settle()
        await pilot.press(.character("e"), .enter)
        await pilot.type("!")
        pilot.terminal.send(.input(.key(KeyEvent(.character("s"), modifiers: .control))))
        await pilot.settle()
        #expect(pilot.runtime.modal != nil)
        #expect(pilot.text.contains("⚠ could not save"))
        // Also when the panel has to scroll.
        await pilot.resize(width: 60, height: 12)
        #expect(pilot.text.contains("[ Save ]"))
        #expect(pilot.text.contains("⚠ could not save"))
    }

    @Test func invalidValuesCannotBeSaved() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: weather\n")
        await pilot.settle()
        await pilot.press(.character("e"), .down, .enter)
        await pilot.type("0")
        await pilot.press(.enter)
        #expect(pilot.text.contains("⚠ must be between 1 and 7"))
        pilot.terminal.send(.input(.key(KeyEvent(.character("s"), modifiers: .control))))
        await pilot.settle()
        #expect(pilot.text.contains("⚠ Days: must be between 1 and 7"))
        #expect(pilot.runtime.modal != nil)
    }

    @Test func aWidgetWithABadValueOpensWithItExplainedAndSavesOnceFixed() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("panel-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("home.yaml")
        let yaml = "# weather\nwidgets:\n  - kind: weather   # mine\n    params: { days: 9, city: paris }\n"
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let (configuration, _) = HomeFileParser.parse(yaml, file: "home.yaml")
        let pilot = try HostPilot(
            widgets: Self.widgets, configuration: try #require(configuration), size: Size(width: 80, height: 24), homeFile: file)
        await pilot.settle()
        #expect(pilot.text.contains("must be between 1 and 7"))  // the cell says so too
        await pilot.press(.character("e"), .down)
        #expect(pilot.screen.contains { $0.contains("›Days") && $0.contains(" 9 ") })
        #expect(pilot.text.contains("⚠ must be between 1 and 7"))
        await pilot.press(.character("d"), .up, .enter)
        await pilot.type(" sweet")
        await pilot.press(.enter)
        pilot.terminal.send(.input(.key(KeyEvent(.character("s"), modifiers: .control))))
        await pilot.settle()
        #expect(pilot.runtime.modal == nil)
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("# weather") && saved.contains("# mine"))
        #expect(saved.contains("label: Home sweet"))
        #expect(saved.contains("city: paris"))
        #expect(!saved.contains("days"))  // the default applies
        await pilot.settle()
        #expect(pilot.text.contains("Home sweet 3d paris"))
    }

    /// The screen position of the first occurrence of `text`.
    static func position(of text: String, in pilot: HostPilot) throws -> (x: Int, y: Int) {
        let y = try #require(pilot.screen.firstIndex { $0.contains(text) }, "\(text) not on screen")
        let line = pilot.screen[y]
        let prefix = line[..<(try #require(line.range(of: text))).lowerBound]
        return (TerminalText.width(of: String(prefix)), y)
    }

    static func click(_ text: String, in pilot: HostPilot) async throws {
        let (x, y) = try position(of: text, in: pilot)
        await pilot.click(x: x, y: y)
    }

    @Test func clicksSelectRowsValuesAndChoicesAndPressButtons() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: weather\n  - kind: plain\n")
        await pilot.settle()
        await pilot.press(.character("e"))
        try await Self.click("Compact", in: pilot)
        #expect(pilot.text.contains("›Compact"))
        #expect(pilot.text.contains("○ off"))
        try await Self.click("Compact", in: pilot)
        #expect(pilot.text.contains("● on"))
        try await Self.click("Unit", in: pilot)
        try await Self.click("Unit", in: pilot)
        #expect(pilot.text.contains("Choose Unit  3 of 3"))
        try await Self.click("Kelvin", in: pilot)
        #expect(pilot.text.contains("›  Kelvin"))
        try await Self.click("Kelvin", in: pilot)
        #expect(pilot.screen.contains { $0.contains("›Unit") && $0.contains("Kelvin") })
        try await Self.click("[ Cancel ]", in: pilot)
        #expect(pilot.runtime.modal == nil)
        await Self.rightClick(pilot, x: 30, y: 3)
        #expect(pilot.text.contains("Edit Plain"))
        try await Self.click("[ Close ]", in: pilot)
        #expect(pilot.runtime.modal == nil)
    }

    @Test func thePanelFollowsResizesDownToTinyTerminals() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: weather\n")
        await pilot.settle()
        await pilot.press(.character("e"), .down, .down, .down, .down, .down, .down, .down, .enter)
        for (width, height) in [(120, 40), (50, 12), (30, 8), (12, 5), (4, 3), (80, 24)] {
            await pilot.resize(width: width, height: height)
            #expect(pilot.screen.count == height)
            #expect(pilot.screen.allSatisfy { TerminalText.width(of: $0) == width })
        }
        #expect(pilot.text.contains("Tags  2 values, 1 to 3"))
        await pilot.press(.escape, .escape)
        #expect(pilot.runtime.modal == nil)
    }

    @Test func helpListsThePanelsKeysAt80By24ScrollingToTheLast() async throws {
        let pilot = try Self.pilot("widgets:\n  - kind: weather\n")
        await pilot.settle()
        await pilot.press(.character("?"))
        #expect(pilot.text.contains("e              edit the focused widget"))
        await pilot.press(.end)
        #expect(pilot.text.contains("right click to edit"))
        #expect(pilot.text.contains("inside a list  n new, e edit (enter saves), d delete, u undo, J K move"))
        #expect(pilot.text.contains("edit panel     ↑↓ enter ←→, d default, ctrl-s save, esc cancel"), "\(pilot.text)")
        #expect(pilot.text.contains("↑ more"))
    }
}
