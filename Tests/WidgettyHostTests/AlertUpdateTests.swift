import Foundation
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// Alerts in the pure update, on a virtual clock (each reading carries its instant): firing,
/// hysteresis, clearing, acknowledging, the page marked, and what fires them again.
@MainActor
@Suite struct AlertUpdateTests {
    static let yaml = """
        pages:
          - widgets:
              - kind: system
                alerts:
                  - when: cpu > 90
                    clear: cpu < 80
                    ring: flash
                    run: [notify-me, --loud]
                    name: CPU hot
              - kind: clock
          - widgets:
              - kind: disk
                alerts:
                  - when: used >= 95
              - kind: feed
                alerts:
                  - when: title ~ outage
                    ring: none
        """

    private let start = Date(timeIntervalSince1970: 1_800_000_000)

    private func state(_ yaml: String = yaml) throws -> HomeState {
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)")
        return HomeState(configuration: try #require(configuration), size: Size(width: 120, height: 40))
    }

    private func read(_ state: inout HomeState, _ id: String, _ values: [String: AlertValue], after seconds: Double) -> [String] {
        HomeUpdateTests().words(state.update(.alertValuesRead(WidgetInstanceID(id), values, at: start.addingTimeInterval(seconds))))
    }

    @Test func anAlertFiresAboveItsLimitAndClearsOnlyBelowItsClearLimit() throws {
        var state = try state()
        #expect(read(&state, "system", ["cpu": .number(50)], after: 0) == [])
        #expect(read(&state, "system", ["cpu": .number(93.5)], after: 2) == [
            "alert fired system CPU hot cpu 93.5", "ring flash", "message ⚠ system: CPU hot (cpu 93.5) — A on it acknowledges",
        ])
        let firing = try #require(state.alerts.sorted.first)
        #expect(firing.state.since == start.addingTimeInterval(2))
        #expect(state.alertingPages == [0])
        // Hysteresis: under the firing limit but over the clear limit, it keeps firing, quietly;
        // over the limit again it does not fire twice; a reading without the value changes nothing.
        #expect(read(&state, "system", ["cpu": .number(85)], after: 4) == [])
        #expect(read(&state, "system", ["cpu": .number(97)], after: 6) == [])
        #expect(read(&state, "system", [:], after: 8) == [])
        #expect(state.alerts.firing.count == 1)
        #expect(read(&state, "system", ["cpu": .number(79.5)], after: 10) == [
            "alert cleared system CPU hot cpu 79.5", "message ✓ system: CPU hot cleared (cpu 79.5)",
        ])
        #expect(state.alerts.firing.isEmpty && state.alertingPages.isEmpty)
        #expect(read(&state, "system", ["cpu": .number(91)], after: 12).first == "alert fired system CPU hot cpu 91")
        #expect(state.alerts.sorted.first?.state.since == start.addingTimeInterval(12), "a new firing has its own start")
    }

    @Test func withoutAClearConditionItClearsWhenItsConditionNoLongerHolds() throws {
        var state = try state()
        #expect(read(&state, "disk", ["used": .number(96)], after: 0).first == "alert fired disk used >= 95 used 96")
        #expect(state.alertingPages == [1], "the second page's dot is marked")
        #expect(read(&state, "disk", ["used": .number(95)], after: 60) == [])
        #expect(read(&state, "disk", ["used": .number(94.9)], after: 120).first == "alert cleared disk used >= 95 used 94.9")
        // A text value: any item matching the pattern fires it; no bell asked, none rung.
        let fired = read(&state, "feed", ["title": .texts(["Weather", "Major OUTAGE in region"])], after: 0)
        #expect(fired.first == "alert fired feed title ~ outage Major OUTAGE in region")
        #expect(!fired.contains { $0.hasPrefix("ring") })
        #expect(read(&state, "feed", ["title": .texts(["Weather"])], after: 60).first?.hasPrefix("alert cleared feed") == true)
    }

    @Test func theKeyAcknowledgesTheFocusedWidgetsAlertsWhichStayListedUntilTheyClear() throws {
        var state = try state()
        _ = read(&state, "system", ["cpu": .number(99)], after: 0)
        _ = read(&state, "disk", ["used": .number(99)], after: 0)
        #expect(state.alertingPages == [0, 1])
        #expect(state.focusedItemID == "system")
        #expect(HomeUpdateTests().words(state.update(.keyPressed(KeyEvent(.character("A"))))) == ["message alert acknowledged"])
        #expect(state.alerts.mark(ofWidgets: ["system"]) == .acknowledged)
        #expect(state.alertingPages == [1], "only unacknowledged alerts mark a page")
        #expect(state.alerts.firing.count == 2)
        #expect(HomeUpdateTests().words(state.update(.keyPressed(KeyEvent(.character("A"))))) == [
            "message no alert of this widget is waiting to be acknowledged",
        ])
        // Acknowledged is not cleared: a clear, then a new firing, asks again.
        _ = read(&state, "system", ["cpu": .number(10)], after: 5)
        _ = read(&state, "system", ["cpu": .number(99)], after: 6)
        #expect(state.alerts.mark(ofWidgets: ["system"]) == .firing)
    }

    @Test func aChangedHomeFileForgetsAlertsItNoLongerDeclares() throws {
        var state = try state()
        _ = read(&state, "system", ["cpu": .number(99)], after: 0)
        _ = read(&state, "disk", ["used": .number(99)], after: 0)
        let changed = Self.yaml.replacingOccurrences(of: "when: cpu > 90", with: "when: cpu > 95")
        let (configuration, _) = HomeFileParser.parse(changed, file: "home.yaml")
        _ = state.update(.configurationLoaded(try #require(configuration)))
        #expect(state.alerts.sorted.map(\.key.widgetID) == ["disk"])
        // A widget without alerts: its readings are ignored.
        #expect(read(&state, "clock", ["cpu": .number(99)], after: 1) == [])
    }
}
