import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
@testable import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// A widget whose text changes every second through `Text(timerInterval:)`, as the clock does.
private struct TickingEntry: TimelineEntry { let date: Date }

private struct TickingProvider: TimelineProvider {
    func placeholder(in context: Context) -> TickingEntry { TickingEntry(date: Date(timeIntervalSince1970: 0)) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TickingEntry) -> Void) {
        completion(TickingEntry(date: Date(timeIntervalSince1970: 1_800_000_000)))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TickingEntry>) -> Void) {
        completion(Timeline(entries: [TickingEntry(date: Date(timeIntervalSince1970: 1_800_000_000))], policy: .never))
    }
}

private struct TickingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ticking", provider: TickingProvider()) { entry in
            VStack {
                Text("日本 ⏰")
                Text(entry.date, style: .timer)
            }
        }
        .configurationDisplayName("Ticking")
    }
}

@Suite(.serialized) @MainActor struct PartialPaintTests {
    @Test func ticksRedrawOnlyTheTickingWidgetsAndMatchAFullFrame() async throws {
        let (configuration, _) = HomeFileParser.parse(
            "widgets:\n  - kind: ticking\n  - kind: ticking\n    family: medium\n  - kind: ticking\n", file: "home.yaml")
        let pilot = try HostPilot(widgets: TickingWidget().widgetDescriptors, configuration: try #require(configuration))
        await pilot.settle()
        let cellsBefore = pilot.terminal.cellsDrawn
        for _ in 0..<5 {
            await pilot.advance(by: 1)
            // Only time passed: the timers' cells were redrawn, the views not rendered again.
            #expect(pilot.runtime.rendered.values.allSatisfy { $0.changedRects != nil })
            // What the terminal shows after partial paints equals a frame composed from scratch.
            pilot.runtime.rendered = [:]
            #expect(pilot.terminal.lines == pilot.runtime.composeFrame().lines)
        }
        // Three timers tick each second: a few cells each, not the whole 120×40 screen.
        let perTick = (pilot.terminal.cellsDrawn - cellsBefore) / 5
        #expect(perTick > 0)
        #expect(perTick < 40, "cells sent per tick: \(perTick)")
        await pilot.press(.character("l"))
        #expect(pilot.terminal.lines == pilot.runtime.composeFrame().lines)
    }
}
