import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyBuiltins

/// What the built-ins offer the home file's alerts, and `widgetty check` on `alerts:`: every
/// problem at its file:line:column, a condition's own at the column inside it.
@MainActor
@Suite struct AlertValueTests {
    private func check(_ text: String) -> [String] {
        let (_, problems) = HomeFileCheck.check(text, file: "home.yaml", registry: WidgetRegistry(BuiltinWidgets.all), themes: ThemeCatalog(directory: nil))
        return problems.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func goodAlertsCheckCleanAndAreRead() throws {
        let text = """
            widgets:
              - kind: system
                alerts:
                  - name: CPU hot
                    notify: true
                    ring: flash
                    when: cpu > 90
                    run: [notify-me, --loud]
                    clear: cpu < 80
              - kind: feed
                params: { feeds: ["https://example.org/feed.xml"] }
                alerts:
                  - when: "title ~ outage|down"
              - kind: monitor
                params: { targets: ["example.org:443"] }
                alerts: [{ when: down, ring: none }]
            """
        #expect(check(text) == [])
        let (configuration, _) = HomeFileParser.parse(text, file: "home.yaml")
        let alert = try #require(configuration?.allWidgets.first?.alerts.first)
        #expect(alert.when.test == .compare(.greater, 90))
        #expect(alert.clear?.test == .compare(.less, 80))
        #expect(alert.ring == .flash && alert.notify && alert.run == ["notify-me", "--loud"] && alert.title == "CPU hot")
        #expect(configuration?.allWidgets[1].alerts.first?.when.test == .matches("outage|down"))
        #expect(configuration?.allWidgets[2].alerts.first?.when.test == .present)
        #expect(configuration?.allWidgets[2].alerts.first?.ring == WidgetAlert.Ring.none)
    }

    @Test func badAlertsAreReportedWhereTheyAre() {
        let text = """
            widgets:
              - kind: system
                alerts:
                  - when: cpux > 90
                  - when: cpu >> 90
                  - when: "cpu > lots"
                  - when: cpu ~ high
                  - when: cpu > 1
                    ring: loud
              - kind: clock
                alerts:
                  - when: value > 1
              - kind: feed
                params: { feeds: ["https://example.org/feed.xml"] }
                alerts:
                  - when: title > 3
                  - when: title ~ (unclosed
                  - clear: unread < 1
                  - when: unread > 3
                    run: []
                    colour: red
            """
        #expect(check(text) == [
            "4:15: system has no value 'cpux' to alert on (it has: cpu, memory, load, value)",
            "5:20: expected a number after >, found '> 90'",
            "6:22: expected a number after >, found 'lots'",
            "7:15: 'cpu' is a number: compare it (`cpu > 90`)",
            "9:15: `ring` is bell, flash or none",
            "12:15: clock offers no values to alert on",
            "16:15: 'title' is text: test it with ~ and a pattern (`title ~ down`)",
            "17:23: not a regular expression: (unclosed",
            "18:9: an alert needs `when:`, e.g. `when: cpu > 90`",
            "20:14: `run` is a program and its arguments, e.g. [notify-me, --loud] (no shell is used)",
            "21:9: unknown key 'colour' in an alert (expected when, clear, ring, run, notify or name)",
        ])
    }

    @Test func eachBuiltInOffersItsValues() {
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        var system = SystemEntry(date: date, cpuBusy: 93.5)
        system.memoryTotalKiB = 1000
        system.memoryAvailableKiB = 250
        system.load = "3.25 2.00 1.00"
        #expect(system.alertValues == ["cpu": .number(93.5), "value": .number(93.5), "memory": .number(75), "load": .number(3.25)])
        let todo = TodoEntry(date: date, items: [
            TodoItem(text: "pay rent due:2020-01-01", isDone: false), TodoItem(text: "later due:2999-01-01", isDone: false),
            TodoItem(text: "done due:2020-01-01", isDone: true),
        ], isShared: true)
        #expect(todo.alertValues["open"] == .number(2))
        #expect(todo.alertValues["due"] == .number(1))
        #expect(todo.alertValues["dueItems"] == .texts(["pay rent due:2020-01-01"]))
        #expect(TodoDueDate.next(after: date, in: todo.items) == TodoDueDate.of("due:2999-01-01"), "the shared list reloads on that day")
        #expect(FirstNumber.first(in: "load: -3,5 of 8") == -3.5)
        #expect(FirstNumber.first(in: "temperature 21.75°C") == 21.75)
        #expect(FirstNumber.first(in: "no numbers") == nil)
        // Every kind that names values offers exactly those names its entries can hold.
        for descriptor in BuiltinWidgets.all where !descriptor.alertValueNames.isEmpty {
            #expect(Set(descriptor.alertValueNames.map(\.name)).count == descriptor.alertValueNames.count, "\(descriptor.kind)")
        }
    }
}
