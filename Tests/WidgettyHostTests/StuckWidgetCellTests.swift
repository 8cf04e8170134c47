import Foundation
import Synchronization
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// A widget whose provider call never returns, not even when cancelled: its cell says it is
/// still waiting, and for how long, once a reload is due.
@MainActor
@Suite struct StuckWidgetCellTests {
    /// Holds every call for good.
    final class Hold: Sendable {
        private let held = Mutex<[CheckedContinuation<Void, Never>]>([])
        func forever() async { await withCheckedContinuation { continuation in held.withLock { $0.append(continuation) } } }
        func release() { for waiter in held.withLock({ held in defer { held = [] }; return held }) { waiter.resume() } }
    }

    static let hold = Hold()

    struct StuckIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Stuck" }
        init() {}
    }

    struct StuckEntry: TimelineEntry {
        let date: Date
    }

    struct StuckProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> StuckEntry { StuckEntry(date: .distantPast) }
        func snapshot(for configuration: StuckIntent, in context: Context) async -> StuckEntry { placeholder(in: context) }
        func timeline(for configuration: StuckIntent, in context: Context) async -> Timeline<StuckEntry> {
            await StuckWidgetCellTests.hold.forever()
            return Timeline(entries: [StuckEntry(date: .distantPast)], policy: .never)
        }
    }

    struct StuckWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "stuck", intent: StuckIntent.self, provider: StuckProvider()) { _ in Text("stuck") }
                .configurationDisplayName("Stuck")
        }
    }

    @Test func theCellSaysItIsStillWaitingAndHowLong() async throws {
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: stuck\n    family: medium\n", file: "home.yaml")
        let pilot = try HostPilot(widgets: StuckWidget().widgetDescriptors, configuration: try #require(configuration))
        await pilot.settle()
        // Timed out at 15 s; the retry due at 20 s finds the call still there.
        await pilot.advance(by: 20)
        #expect(pilot.text.contains("still waiting for the last load — 20s"), "\(pilot.text)")
        // The age is worked out when the screen is painted whole (here by a key).
        await pilot.advance(by: 130)
        await pilot.press(.tab)
        #expect(pilot.text.contains("still waiting for the last load — 2m"), "\(pilot.text)")
        Self.hold.release()
        await pilot.settle()
        pilot.runtime.stop()
    }
}
