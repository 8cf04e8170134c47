import WidgettyHostTestSupport
import WidgettyHomeFile
import WidgettyTimelines
import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// A widget whose timeline has entries every ten seconds from its first load, with a link per entry.
private struct TickEntry: TimelineEntry {
    let date: Date
    let label: String
    var relevance: TimelineEntryRelevance? = nil
}

private struct TickProvider: TimelineProvider {
    let labels: [String]
    let scores: [Float]
    func placeholder(in context: Context) -> TickEntry { TickEntry(date: Date(timeIntervalSince1970: 0), label: "PLACEHOLDER") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TickEntry) -> Void) {
        completion(TickEntry(date: Date(), label: labels[0]))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickEntry>) -> Void) {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let entries = labels.enumerated().map { index, label in
            TickEntry(
                date: start.addingTimeInterval(Double(index * 10)), label: label,
                relevance: scores.isEmpty ? nil : TimelineEntryRelevance(score: scores[index]))
        }
        completion(Timeline(entries: entries, policy: .never))
    }
}

private struct TickWidget: Widget {
    var kind = "tick"
    var labels = ["one", "two", "three"]
    var scores: [Float] = []
    init() {}
    init(kind: String, labels: [String] = ["one", "two", "three"], scores: [Float] = []) {
        self.kind = kind
        self.labels = labels
        self.scores = scores
    }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TickProvider(labels: labels, scores: scores)) { entry in
            VStack(alignment: .leading) {
                Text(entry.label)
                Link(destination: URL(string: "https://example.test/link/\(entry.label)")!) { Text("more") }
            }
            .widgetURL(URL(string: "https://example.test/\(entry.label)"))
        }
        .configurationDisplayName("Tick \(kind)")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

@Suite(.serialized) @MainActor struct HomeRuntimeTests {
    private func home(_ yaml: String) throws -> HomeConfiguration {
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)")
        return try #require(configuration)
    }

    private func pilot(_ yaml: String, widgets: [any Widget] = [TickWidget(kind: "tick")], size: Size = Size(width: 120, height: 40)) throws -> HostPilot {
        try HostPilot(widgets: widgets.flatMap { $0.widgetDescriptors }, configuration: home(yaml), size: size)
    }

    @Test func cellsShowTheCurrentEntryAndRepaintExactlyWhenTheNextIsDue() async throws {
        let pilot = try pilot("widgets:\n  - kind: tick\n  - kind: tick\n    family: medium\n")
        await pilot.settle()
        #expect(pilot.text.contains("Tick tick"))
        #expect(pilot.text.contains("one"))
        let drawsAfterStart = pilot.terminal.drawCount
        await pilot.advance(by: 9)
        #expect(pilot.terminal.drawCount == drawsAfterStart)
        await pilot.advance(by: 1)
        #expect(pilot.text.contains("two"))
        #expect(!pilot.text.contains("one"))
        #expect(pilot.terminal.drawCount == drawsAfterStart + 1)
    }

    @Test func keysMoveFocusAndQuit() async throws {
        let pilot = try pilot("widgets:\n  - kind: tick\n  - kind: tick\n  - kind: tick\n")
        await pilot.settle()
        let top = try #require(pilot.screen.firstIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        #expect(pilot.screen[top].hasPrefix("┏"))
        await pilot.press(.character("l"))
        #expect(pilot.screen[top].hasPrefix("╭"))
        #expect(pilot.runtime.state.focusedItemID == "tick-2")
        await pilot.press(.tab)
        #expect(pilot.runtime.state.focusedItemID == "tick-3")
        await pilot.press(.character("1"))
        #expect(pilot.runtime.state.focusedItemID == "tick")
        await pilot.press(.character("q"))
        #expect(pilot.exitStatus == 0)
    }

    @Test func unhandledLinkAndHelpShowInTheScreen() async throws {
        let pilot = try pilot("widgets:\n  - kind: tick\n")
        await pilot.settle()
        await pilot.press(.enter)
        #expect(pilot.screen.last?.contains("no browser for web links") == true)
        await pilot.press(.character("?"))
        #expect(pilot.text.contains("Keys — any key closes"))
        #expect(pilot.text.contains("reload the focused widget"))
        await pilot.press(.escape)
        #expect(!pilot.text.contains("Keys — any key closes"))
    }

    @Test func unknownKindShowsAFailedCellWhileOthersRun() async throws {
        let pilot = try pilot("widgets:\n  - kind: nope\n  - kind: tick\n")
        await pilot.settle()
        #expect(pilot.text.contains("✗"))
        #expect(pilot.text.contains("unknown widget kind 'nope'"), "\(pilot.text)")
        #expect(pilot.text.contains("one"))
    }

    @Test func stackShowsTheMostRelevantWidgetAndFollowsNewEntries() async throws {
        let widgets: [any Widget] = [
            TickWidget(kind: "a", labels: ["a-low", "a-high"], scores: [1, 9]),
            TickWidget(kind: "b", labels: ["b-mid", "b-mid2"], scores: [5, 5]),
        ]
        let pilot = try pilot("widgets:\n  - stack:\n      widgets:\n        - kind: a\n        - kind: b\n", widgets: widgets)
        await pilot.settle()
        #expect(pilot.text.contains("b-mid"))
        #expect(pilot.text.contains("○ ●"))
        await pilot.press(.character("<"))
        #expect(pilot.text.contains("a-low"))
        await pilot.advance(by: 10)
        #expect(pilot.text.contains("a-high"))
        #expect(pilot.text.contains("● ○"))
    }

    @Test func resizingReflowsWithoutLosingFocus() async throws {
        let pilot = try pilot(
            "widgets:\n" + String(repeating: "  - kind: tick\n", count: 12), size: Size(width: 120, height: 40))
        await pilot.settle()
        await pilot.press(.character("9"))
        for (w, h) in [(60, 20), (10, 5), (1, 1), (500, 200), (200, 60)] {
            await pilot.resize(width: w, height: h)
            #expect(pilot.screen.count == h)
            #expect(pilot.screen.allSatisfy { TerminalText.width(of: $0) == w })
        }
        #expect(pilot.runtime.state.focusedItemID == "tick-9")
        await pilot.resize(width: 10, height: 5)
        #expect(pilot.text.contains("Widgetty"))
    }

    @Test func brokenHomeFileKeepsTheScreenAndSaysWhere() async throws {
        let pilot = try pilot("widgets:\n  - kind: tick\n")
        await pilot.settle()
        pilot.runtime.applyHomeFile("widgets:\n  - kind: tick\n    family: [small\n")
        await pilot.settle()
        #expect(pilot.screen.last?.hasPrefix("home.yaml:4:") == true)
        #expect(pilot.text.contains("one"))
        pilot.runtime.applyHomeFile("widgets:\n  - kind: tick\n    family: medium\n")
        await pilot.settle()
        #expect(pilot.screen.last?.hasPrefix("home.yaml") == false)
        #expect(pilot.runtime.state.configuration.pages[0].items[0].family == .systemMedium)
    }

    @Test func widgetCenterReloadsTheRunningScreensWidgetsOfAKind() async throws {
        let pilot = try pilot("widgets:\n  - kind: tick\n  - kind: other\n  - kind: tick\n", widgets: [TickWidget(kind: "tick"), TickWidget(kind: "other")])
        await pilot.settle()
        // What the program installs as `WidgetCenter.shared`'s backend.
        let center = RuntimeWidgetCenterBackend(runtime: pilot.runtime.scheduler)
        async let reloaded = center.reloadTimelines(ofKind: "tick")
        await pilot.settle()
        #expect(await reloaded.sorted() == ["tick", "tick-2"])
        pilot.runtime.stop()
    }

    @Test func focusedCellShowsLinkHintsAndTheLetterOpensTheLink() async throws {
        let pilot = try pilot("widgets:\n  - kind: tick\n")
        await pilot.settle()
        // The first free letter (not bound to a key) marks the "more" link, beside it: no letter of it hidden.
        #expect(pilot.text.contains("bmore"))
        await pilot.type("b")
        #expect(pilot.screen.last?.contains("no browser for web links") == true)
    }

    @Test func clickingALinkOpensItAndWheelTurnsPages() async throws {
        let pilot = try pilot("widgets:\n" + String(repeating: "  - kind: tick\n    family: medium\n", count: 8), size: Size(width: 80, height: 24))
        await pilot.settle()
        #expect(pilot.runtime.state.pageCount == 4)
        #expect(pilot.text.contains("● ○ ○ ○"))
        let row = try #require(pilot.screen.firstIndex { $0.contains("bmore") })
        let column = try #require(pilot.screen[row].range(of: "bmore")).lowerBound.utf16Offset(in: pilot.screen[row])
        await pilot.click(x: column + 1, y: row)
        #expect(pilot.screen.last?.contains("no browser for web links") == true)
        pilot.terminal.send(.input(.mouse(MouseEvent(.wheelDown, at: Point(x: 1, y: 1)))))
        await pilot.settle()
        #expect(pilot.text.contains("○ ● ○ ○"))
        await pilot.press(.character("]"))
        #expect(pilot.text.contains("○ ○ ● ○"))
        await pilot.press(.character("["), .character("["))
        #expect(pilot.text.contains("● ○ ○ ○"))
    }

    @Test func nothingIsSentWhenNothingChanged() async throws {
        let pilot = try pilot("widgets:\n  - kind: tick\n")
        await pilot.settle()
        let cells = pilot.terminal.cellsDrawn
        await pilot.press(.character("z"))
        await pilot.press(.character("1"))
        #expect(pilot.terminal.cellsDrawn == cells)
    }
}
