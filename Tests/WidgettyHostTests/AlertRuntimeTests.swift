import Foundation
import Synchronization
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// The gauge's reading, set by the test before the widget reloads.
private let reading = Mutex<Double>(50)

private struct GaugeEntry: AlertingEntry {
    let date: Date
    let level: Double
    var alertValues: [String: AlertValue] { ["level": .number(level)] }
}

/// Reads the level every ten seconds of the (virtual) clock.
private struct GaugeProvider: TimelineProvider {
    func placeholder(in context: Context) -> GaugeEntry { GaugeEntry(date: WidgetClock.now, level: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (GaugeEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<GaugeEntry>) -> Void) {
        let now = WidgetClock.now
        completion(Timeline(entries: [GaugeEntry(date: now, level: reading.withLock { $0 })], policy: .after(now.addingTimeInterval(10))))
    }
}

private struct GaugeWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "gauge", provider: GaugeProvider()) { entry in Text("level \(Int(entry.level))") }
            .configurationDisplayName("Gauge")
            .alertValues([AlertValueName("level", "the level")])
    }
}

/// An alert on the whole screen: a widget's reloads on the virtual clock fire it (the cell and
/// the page dot marked, the terminal flashed through its backend) and clear it with hysteresis.
@Suite(.serialized) @MainActor struct AlertRuntimeTests {
    @Test func aReloadAboveTheLimitFlashesAndMarksAndOneBelowTheClearLimitClears() async throws {
        reading.withLock { $0 = 50 }
        let yaml = """
            pages:
              - widgets:
                  - kind: gauge
                    alerts: [{ when: level > 90, clear: level < 80, ring: flash }]
              - widgets:
                  - kind: gauge
                    id: other
            """
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty)
        let pilot = try HostPilot(widgets: GaugeWidget().widgetDescriptors, configuration: try #require(configuration), size: Size(width: 80, height: 24))
        await pilot.settle()
        #expect(pilot.text.contains("level 50") && !pilot.text.contains("⚠"))
        reading.withLock { $0 = 95 }
        await pilot.advance(by: 10)
        #expect(pilot.text.contains("level 95"))
        #expect(pilot.terminal.calls.filter { $0 == .flash }.count == 1)
        #expect(pilot.screen.first?.contains("⚠ Gauge") == true, "\(pilot.screen.first ?? "")")
        #expect(pilot.screen[pilot.screen.count - 2].contains("⚠"), "the page's dot")
        reading.withLock { $0 = 85 }
        await pilot.advance(by: 10)
        #expect(pilot.text.contains("level 85") && pilot.screen.first?.contains("⚠") == true, "between the limits: still firing")
        #expect(pilot.terminal.calls.filter { $0 == .flash }.count == 1, "no second flash")
        await pilot.press(.character("A"))
        #expect(pilot.runtime.state.alerts.mark(ofWidgets: ["gauge"]) == .acknowledged)
        #expect(!pilot.screen[pilot.screen.count - 2].contains("⚠"), "acknowledged: the page's dot again")
        reading.withLock { $0 = 70 }
        await pilot.advance(by: 10)
        #expect(pilot.text.contains("level 70") && !pilot.screen.first!.contains("⚠"))
        #expect(pilot.runtime.state.alerts.firing.isEmpty)
    }
}
