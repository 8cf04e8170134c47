import Foundation
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// The running screen and hostile home files: an alias bomb saved over a good file is refused
/// like any broken edit (the board stays, the status bar says where); 16,000 widgets lay out at once.
@MainActor
@Suite struct HostileHomeFileScreenTests {
    private struct Plain: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "plain", provider: PlainProvider()) { entry in Text(verbatim: entry.label) }
                .configurationDisplayName("Plain")
        }
    }

    private struct PlainEntry: TimelineEntry {
        let date: Date
        let label: String
    }

    private struct PlainProvider: TimelineProvider {
        func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: .distantPast, label: "plain text") }
        func getSnapshot(in context: Context, completion: @escaping @Sendable (PlainEntry) -> Void) {
            completion(placeholder(in: context))
        }
        func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<PlainEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }

    @Test func anAliasBombSavedOverTheFileIsRefusedAndTheBoardStays() async throws {
        let good = "widgets:\n  - kind: plain\n"
        let (configuration, _) = HomeFileParser.parse(good, file: "home.yaml")
        let pilot = try HostPilot(widgets: Plain().widgetDescriptors, configuration: try #require(configuration))
        await pilot.settle()
        #expect(pilot.text.contains("plain text"))
        let started = ContinuousClock.now
        pilot.runtime.applyHomeFile(HostileHomeFileTests.bomb)
        pilot.runtime.paintNow()
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(pilot.text.contains("plain text"), "the board stays")
        #expect(pilot.text.contains("home.yaml:6:10: too many nodes after expanding aliases"), "\(pilot.text)")
        pilot.runtime.applyHomeFile(good)
        pilot.runtime.paintNow()
        #expect(!pilot.text.contains("too many nodes"))
        pilot.runtime.stop()
    }

    @Test func sixteenThousandWidgetsLayOutAtOnce() throws {
        let text = "widgets:\n" + String(repeating: "  - kind: plain\n", count: 16_000)
        let started = ContinuousClock.now
        let (configuration, problems) = HomeFileParser.parse(text, file: "home.yaml")
        #expect(problems.isEmpty)
        let state = HomeState(configuration: try #require(configuration), size: Size(width: 200, height: 60))
        let elapsed = ContinuousClock.now - started
        print("16,000 widgets parsed and laid out in \(elapsed)")
        #expect(state.pageCount > 100)
        #expect(elapsed < .seconds(3), "took \(elapsed)")
    }
}

/// The nine-level alias bomb under a widget's parameters.
private enum HostileHomeFileTests {
    static var bomb: String {
        var lines = ["a0: &a0 [" + Array(repeating: "\"x\"", count: 9).joined(separator: ", ") + "]"]
        for level in 1..<9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\nwidgets:\n  - kind: plain\n    params: { p: *a8 }\n"
    }
}

