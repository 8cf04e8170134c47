import Foundation
import Testing
import WidgettyTimelines
import WidgettyKit
import WidgettyTestSupport

/// Timelines a careless provider might return — shuffled, enormous, at the ends of time — next to
/// a healthy widget that must keep its schedule.
@MainActor
@Suite struct SchedulerHostileTimelineTests {
    func addHealthy(to harness: SchedulerHarness) {
        harness.add("healthy", script: harness.script { _, _ in
            .entries(stride(from: 0.0, through: 60, by: 10).map { ($0, "h\(Int($0))") }, .atEnd)
        })
    }

    @Test func shuffledEntriesAreShownInDateOrder() async throws {
        let harness = SchedulerHarness()
        addHealthy(to: harness)
        let origin = harness.origin
        harness.add("shuffled", script: harness.script { _, _ in
            .entriesAt([30, 10, 20, 0].map { SchedulerTestEntry(date: origin.addingTimeInterval($0), label: "s\(Int($0))") }, .never)
        })
        var seen: [String?] = []
        for second in [0.0, 10, 20, 30] {
            await harness.advance(to: second)
            seen.append(harness.label("shuffled"))
        }
        #expect(seen == ["s0", "s10", "s20", "s30"])
        #expect(harness.recorder.repaints(of: "shuffled") == [0, 0, 10, 20, 30])
        #expect(harness.recorder.repaints(of: "healthy") == [0, 0, 10, 20, 30])
    }

    @Test func aHundredThousandEntriesAreScheduledOneAtATime() async throws {
        let harness = SchedulerHarness()
        addHealthy(to: harness)
        let origin = harness.origin
        harness.add("huge", script: harness.script { _, _ in
            .entriesAt((0..<100_000).reversed().map { SchedulerTestEntry(date: origin.addingTimeInterval(Double($0)), label: "e\($0)") }, .atEnd)
        })
        await harness.advance(to: 5)
        #expect(harness.label("huge") == "e5")
        #expect(harness.recorder.repaints(of: "huge") == [0, 0, 1, 2, 3, 4, 5])
        let info = try #require(harness.runtime.timelineInfo("huge"))
        #expect(info.entryDates.count == 100_000)
        #expect(info.currentIndex == 5)
        #expect(harness.recorder.repaints(of: "healthy") == [0, 0])
    }

    @Test func datesAtTheEndsOfTimeNeitherCrashNorSpin() async throws {
        let harness = SchedulerHarness()
        addHealthy(to: harness)
        let script = harness.script { _, _ in
            .entriesAt([
                SchedulerTestEntry(date: .distantPast, label: "ancient"),
                SchedulerTestEntry(date: .distantFuture, label: "far"),
            ], .after(.distantFuture))
        }
        harness.add("ends", script: script)
        await harness.advance(to: 55)
        #expect(harness.label("ends") == "ancient")  // the past entry is current; the future one waits
        #expect(script.calls.count == 1)  // no reload loop
        #expect(harness.recorder.repaints(of: "ends") == [0, 0])
        #expect(harness.recorder.repaints(of: "healthy") == [0, 0, 10, 20, 30, 40, 50])
    }

    @Test func aReloadDateInThePastDoesNotLoop() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .entries([(0, "now")], .after(.distantPast)) }
        harness.add("past", script: script)
        await harness.advance(to: 60)
        // A policy already due waits one retry delay (5 s) instead of reloading in a loop.
        #expect(script.calls.map(harness.offset) == Array(stride(from: 0.0, through: 60, by: 5)))
    }
}
