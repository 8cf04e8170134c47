import WidgettyHostTestSupport
import WidgettyHomeFile
import Foundation
import Testing
@testable import WidgettyHost
@testable import WidgettyTimelines
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
@testable import WidgettyBuiltins

#if canImport(Glibc)
    import Glibc
#endif

/// Thirty days of a home screen on the virtual clock — a clock redrawn every minute, a calendar
/// that turns over at midnight, a script widget reloading every hour (it reads the screen's time
/// from WIDGETTY_NOW) and a countdown — with what the runtime holds measured after the first day
/// and after the last: nothing may grow with time.
@MainActor
@Suite(.serialized) struct ThirtyDayRunTests {
    struct Footprint: Equatable, CustomStringConvertible {
        var instances: Int
        var rendered: Int
        var entries: Int
        var scheduleTracks: Int
        var heapDeadlines: Int
        var description: String {
            "\(instances) instances, \(rendered) rendered views, \(entries) timeline entries, "
                + "\(scheduleTracks) schedule tracks, \(heapDeadlines) deadlines in the heap"
        }
    }

    func footprint(_ pilot: HostPilot) -> Footprint {
        let infos = pilot.runtime.scheduler.widgetInfos()
        let entries = infos.compactMap { pilot.runtime.scheduler.timelineInfo($0.id)?.entryDates.count }.reduce(0, +)
        return Footprint(
            instances: infos.count, rendered: pilot.runtime.rendered.count, entries: entries,
            scheduleTracks: pilot.runtime.scheduler.schedule.count, heapDeadlines: pilot.runtime.scheduler.schedule.heapCount)
    }

    /// The test process's resident memory in bytes (reported; other suites share the process).
    static var heapInUse: Int {
        let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    @Test func memoryStaysFlatOverThirtyDays() async throws {
        let fixtures = try FixtureDirectory()
        let script = try fixtures.write("hourly.sh", """
            #!/bin/sh
            now=$WIDGETTY_NOW
            printf '{"entries":[{"date":%s,"lines":["hour %s"]}],"policy":{"after":%s}}' "$now" "$(( now / 3600 % 24 ))" "$(( now + 3600 ))"
            """)
        chmod(script, 0o755)
        let yaml = """
            pages:
              - widgets:
                  - kind: clock
                    params: { showSeconds: false, bigDigits: false, timeZone: UTC }
                  - kind: calendar
                    family: medium
                  - kind: script
                    id: hourly
                    params: { path: "\(script)" }
              - widgets:
                  - kind: countdown
            """
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)")
        let start = Date(timeIntervalSince1970: 1_800_000_000 - 1_800_000_000.truncatingRemainder(dividingBy: 3600))
        let pilot = try HostPilot(
            widgets: BuiltinWidgets.all, configuration: try #require(configuration), size: Size(width: 120, height: 40), now: start)
        await pilot.settle()
        try await finishScript(pilot)

        var dayOne: (Footprint, Int)?
        for hour in 1...(30 * 24) {
            await pilot.clock.advance(to: start.addingTimeInterval(Double(hour) * 3600))
            try await finishScript(pilot)
            pilot.runtime.paintNow()
            pilot.terminal.forgetHistory()
            if hour == 24 { dayOne = (footprint(pilot), Self.heapInUse) }
        }
        let (first, firstHeap) = try #require(dayOne)
        let last = footprint(pilot)
        let lastHeap = Self.heapInUse
        print("30-day run: after day 1: \(first), RSS \(firstHeap / 1024) KiB; after day 30: \(last), RSS \(lastHeap / 1024) KiB")
        // Everything the runtime holds stays as it was after the first day; superseded deadlines
        // in the heap stay under the bound at which they are swept out.
        #expect(Footprint(instances: last.instances, rendered: last.rendered, entries: last.entries, scheduleTracks: last.scheduleTracks, heapDeadlines: 0)
            == Footprint(instances: first.instances, rendered: first.rendered, entries: first.entries, scheduleTracks: first.scheduleTracks, heapDeadlines: 0))
        #expect(last.heapDeadlines <= pilot.runtime.scheduler.schedule.maximumHeapCount)
        let end = start.addingTimeInterval(30 * 86_400)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let hour = utc.component(.hour, from: end)
        #expect(pilot.text.contains("hour \(hour)"), "the script kept reloading:\n\(pilot.text)")
        #expect(pilot.text.contains(String(format: "%02d:00", hour)), "the clock shows the virtual time")
        #expect(pilot.text.contains("\(utc.component(.day, from: end)) February 2027"), "the calendar turned over:\n\(pilot.text)")
    }

    /// Waits (in real time) for the script widget's run that the last step started.
    func finishScript(_ pilot: HostPilot) async throws {
        for _ in 0..<500 {
            await pilot.clock.settle()
            if pilot.runtime.scheduler.timelineInfo("hourly")?.isLoading == false { return }
            try await Task.sleep(for: .milliseconds(2))
        }
        Issue.record("the script did not finish")
    }
}
