import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyHomeFile
import WidgettyHost
import WidgettyTerminal
@testable import WidgettyBuiltins

/// The default home's clock, calendar, to-do list, world clock and countdown (Resources/home.yaml,
/// with its parameters) drawn in the cells a big terminal gives them: each uses the height it
/// is given, leaving no band of blank rows across its cell longer than a quarter of the cell
/// (four rows at least) — the big digits grow, the calendar shows the next weeks, the to-do
/// list its board.
@MainActor
@Suite struct LargeCellBandTests {
    static let terminals = [Size(width: 200, height: 60), Size(width: 220, height: 66), Size(width: 240, height: 70)]
    static let kinds = ["clock", "calendar", "todo", "world-clock", "countdown"]

    /// The longest run of blank rows allowed in a content area `height` rows tall.
    static func allowedBlankRun(height: Int) -> Int { max(4, height / 4) }

    /// The longest run of rows with nothing visible in `lines` (the first `height`).
    static func longestBlankRun(_ lines: [String], height: Int) -> Int {
        var longest = 0, run = 0
        for row in 0..<height {
            let blank = row >= lines.count || lines[row].allSatisfy { $0 == " " }
            run = blank ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// The default home's widgets of `kinds`, as its file places them.
    static func defaultHome() throws -> [WidgetPlacement] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/home.yaml")
        let (configuration, problems) = HomeFileParser.parse(try String(contentsOf: file, encoding: .utf8), file: "home.yaml")
        #expect(problems.isEmpty)
        return try #require(configuration).allWidgets.filter { kinds.contains($0.kind) }
    }

    /// The widget's entry as a new user first sees it (an empty shared to-do list, a calendar
    /// without a file), or with a few to-dos.
    static func entry(_ widget: WidgetPlacement, size: Size, todos: [String] = []) async throws -> AnyTimelineEntry {
        if widget.kind == "todo" {
            return AnyTimelineEntry(TodoEntry(date: BuiltinHarness.sunday, items: todos.map { TodoItem(text: $0, isDone: false) },
                                              isShared: true))
        }
        let values = try HomeValidator(registry: WidgetRegistry(BuiltinWidgets.all)).intentValues(for: widget, file: "home.yaml").get()
        let timeline = try await BuiltinHarness.descriptor(widget.kind).source.timeline(
            BuiltinHarness.context(widget.family, width: size.width, height: size.height), values)
        return try #require(timeline.entries.first)
    }

    @Test func theDefaultHomesTopRowAndClocksUseTheirWholeCellsOnBigTerminals() async throws {
        var failures: [String] = []
        for widget in try Self.defaultHome() {
            for terminal in Self.terminals {
                let size = try BuiltinCellFitTests.contentSize(widget.family, terminal: terminal)
                let todoLists: [[String]] = widget.kind == "todo" ? [[], ["Buy milk", "Call the bank"]] : [[]]
                for todos in todoLists {
                    let entry = try await Self.entry(widget, size: size, todos: todos)
                    let lines = BuiltinCellFitTests.render(try BuiltinHarness.descriptor(widget.kind), entry, family: widget.family, size: size)
                    let run = Self.longestBlankRun(lines, height: size.height)
                    if run > Self.allowedBlankRun(height: size.height) {
                        failures.append("\(widget.kind) at \(terminal.width)×\(terminal.height) (\(size.width)×\(size.height)): "
                            + "\(run) blank rows\n" + lines.map { "|\($0)|" }.joined(separator: "\n"))
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) cells with a blank band:\n\(failures.joined(separator: "\n\n"))")
    }

    /// At 200×60, in every family of the home grid each kind has (not only the default home's),
    /// no run of more than three blank rows inside the content area.
    @Test func atTwoHundredBySixtyNoKindLeavesMoreThanThreeBlankRowsInAnyFamily() async throws {
        let terminal = Size(width: 200, height: 60)
        var failures: [String] = []
        for placement in try Self.defaultHome() {
            let descriptor = try BuiltinHarness.descriptor(placement.kind)
            for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] where descriptor.supportedFamilies.contains(family) {
                var widget = placement
                widget.family = family
                let size = try BuiltinCellFitTests.contentSize(family, terminal: terminal)
                let todoLists: [[String]] = widget.kind == "todo" ? [[], ["Buy milk", "Call the bank"]] : [[]]
                for todos in todoLists {
                    let entry = try await Self.entry(widget, size: size, todos: todos)
                    let lines = BuiltinCellFitTests.render(descriptor, entry, family: family, size: size)
                    let run = Self.longestBlankRun(lines, height: size.height)
                    if run > 3 {
                        failures.append("\(widget.kind) \(family) (\(size.width)×\(size.height)), \(todos.count) to-dos: "
                            + "\(run) blank rows\n" + lines.map { "|\($0)|" }.joined(separator: "\n"))
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) cells with a blank band:\n\(failures.joined(separator: "\n\n"))")
    }

    @Test func theBandCheckCountsRowsWithNothingVisible() {
        #expect(Self.longestBlankRun(["a", "", "  ", "b", " "], height: 6) == 2)
        #expect(Self.longestBlankRun(["a", "b"], height: 2) == 0)
        #expect(Self.allowedBlankRun(height: 17) == 4 && Self.allowedBlankRun(height: 27) == 6)
    }
}
