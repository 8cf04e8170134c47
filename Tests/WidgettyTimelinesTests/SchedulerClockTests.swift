import Foundation
import Testing
import WidgettyTimelines
import WidgettyKit
import WidgettyTestSupport

/// The wall clock and the calendar: jumps, midnight, time zones, lateness, and sleeping.
@MainActor
@Suite struct SchedulerClockTests {
    /// Entries every 10 s for an hour, labelled by their offset from the call.
    nonisolated static func everyTenSeconds(_ call: Int) -> SchedulerScriptedResponse {
        .entries(stride(from: 0.0, to: 3600, by: 10).map { ($0, "c\(call)+\(Int($0))") }, .never)
    }

    @Test func aForwardJumpOfADayShowsTheLatestDueEntryAndReloads() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, _ in Self.everyTenSeconds(call) }
        harness.add("w", script: script)
        await harness.advance(to: 15)
        #expect(harness.label("w") == "c0+10")

        await harness.clock.jump(by: 86_400)
        // The day rolled over while the clock jumped: a free reload at the wake-up instant.
        #expect(script.calls.map(harness.offset) == [0, 86_415])
        #expect(harness.label("w") == "c1+0")
    }

    @Test func aForwardJumpWithinTheDayShowsTheLatestDueEntry() async throws {
        // 08:00 UTC: a 2-hour jump stays on the same day.
        let harness = SchedulerHarness()
        let script = harness.script { call, _ in Self.everyTenSeconds(call) }
        harness.add("w", script: script)
        await harness.advance(to: 5)
        await harness.clock.jump(by: 1_234)
        #expect(harness.label("w") == "c0+1230")
        #expect(script.calls.map(harness.offset) == [0])
        await harness.advance(to: 1_240)
        #expect(harness.label("w") == "c0+1240")
    }

    @Test func aBackwardJumpOfADayResynchronisesAndReloads() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, _ in Self.everyTenSeconds(call) }
        harness.add("w", script: script)
        await harness.advance(to: 25)
        #expect(harness.label("w") == "c0+20")

        await harness.clock.jump(by: -86_400)
        #expect(script.calls.map(harness.offset) == [0, -86_375])
        #expect(harness.label("w") == "c1+0")
        await harness.advance(to: -86_365)
        #expect(harness.label("w") == "c1+10")
    }

    @Test func midnightReloadsEveryTimelineForFree() async throws {
        // 2027-01-15 23:59:50 UTC.
        let origin = Date(timeIntervalSince1970: 1_800_057_590)
        let harness = SchedulerHarness(origin: origin)
        let a = harness.script { call, _ in .entries([(0, "a\(call)")], .never) }
        let b = harness.script { call, _ in .entries([(0, "b\(call)")], .never) }
        harness.add("a", script: a)
        harness.add("b", script: b) { $0.minimumReloadInterval = .seconds(3600) }
        #expect(harness.runtime.armedDeadline.map(harness.offset) == 10)
        await harness.advance(to: 30)
        #expect(a.calls.map(harness.offset) == [0, 10])
        #expect(b.calls.map(harness.offset) == [0, 10])
        #expect(harness.label("a") == "a1")
        // The next wake-up is the next midnight, a day later.
        #expect(harness.runtime.armedDeadline.map(harness.offset) == 86_410)
    }

    @Test func aTimeZoneChangeReloadsEveryTimeline() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, _ in .entries([(0, "z\(call)")], .never) }
        harness.add("w", script: script)
        await harness.advance(to: 100)
        harness.setTimeZone(try #require(TimeZone(identifier: "Asia/Tokyo")))
        harness.runtime.wake()
        await harness.clock.settle()
        #expect(script.calls.map(harness.offset) == [0, 100])
        #expect(harness.label("w") == "z1")
        // Midnight is now Tokyo's: 2027-01-15 17:00 → next 00:00 JST is 15:00 UTC.
        let armed = try #require(harness.runtime.armedDeadline)
        #expect(abs(harness.offset(armed) - 7 * 3600) < 0.001, "armed at \(harness.offset(armed))")
    }

    @Test func aLateStartShowsTheLatestEntryAlreadyDue() async throws {
        let harness = SchedulerHarness()
        let origin = harness.origin
        let script = harness.script { _, _ in
            .entriesAt([-30, -20, -10, 10].map { SchedulerTestEntry(date: origin.addingTimeInterval($0), label: "t\(Int($0))") }, .never)
        }
        harness.add("w", script: script)
        await harness.advance(to: 5)
        #expect(harness.label("w") == "t-10")
        await harness.advance(to: 10)
        #expect(harness.label("w") == "t10")
        #expect(harness.recorder.repaints(of: "w") == [0, 0, 10])
    }

    @Test func anEntryIsNeverShownEarly() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .entries([(10, "later")], .never) }
        harness.add("w", script: script)
        await harness.advance(to: 9.999)
        #expect(harness.label("w") == "placeholder")
        await harness.advance(to: 10)
        #expect(harness.label("w") == "later")
        #expect(harness.recorder.repaints(of: "w") == [0, 10])
    }

    @Test func outOfOrderAndDuplicateEntriesAreSortedAndTheLastDuplicateWins() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .entries([(20, "c"), (0, "a"), (10, "b1"), (10, "b2")], .never) }
        harness.add("w", script: script)
        await harness.advance(to: 0)
        #expect(harness.label("w") == "a")
        await harness.advance(to: 10)
        #expect(harness.label("w") == "b2")
        await harness.advance(to: 20)
        #expect(harness.label("w") == "c")
        #expect(harness.runtime.timelineInfo("w")?.entryDates.map(harness.offset) == [0, 10, 20])
        #expect(harness.recorder.repaints(of: "w") == [0, 0, 10, 20])
    }

    @Test func withNothingDueOnlyMidnightIsArmed() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .entries([(0, "only")], .never) }
        harness.add("w", script: script)
        await harness.advance(to: 1)
        // 2027-01-15 08:00 UTC: the only sleeper waits for midnight, 16 hours away.
        #expect(harness.clock.pendingDeadlines.map(harness.offset) == [16 * 3600])
        harness.runtime.unregister("w")
        await harness.clock.settle()
        #expect(harness.clock.pendingDeadlines.isEmpty)
        #expect(harness.runtime.armedDeadline == nil)
    }

    @Test func descriptorsFollowRegistration() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .entries([(0, "only")], .never) }
        harness.add("w", kind: "first", script: script)
        #expect(harness.runtime.descriptor(of: "w")?.kind == "first")
        harness.add("w", kind: "second", script: script)
        #expect(harness.runtime.descriptor(of: "w")?.kind == "second")
        harness.runtime.unregister("w")
        #expect(harness.runtime.descriptor(of: "w") == nil)
        await harness.clock.settle()
    }

    @Test func dateRelativeTextIsRedrawnWithoutCallingTheProvider() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .entries([(0, "timer")], .never) }
        harness.add("w", script: script)
        await harness.advance(to: 1)
        harness.runtime.setRedrawDeadline("w", at: harness.origin.addingTimeInterval(2))
        await harness.advance(to: 2.5)
        harness.runtime.setRedrawDeadline("w", at: harness.origin.addingTimeInterval(3))
        await harness.advance(to: 10)
        #expect(harness.recorder.repaints(of: "w") == [0, 0, 2, 3])
        #expect(script.calls.map(harness.offset) == [0])
    }
}

/// The real clock, briefly: it never returns before its deadline and stops when cancelled.
@Suite struct SchedulerSystemClockTests {
    @Test func sleepsUntilTheDeadlineAndNotLonger() async throws {
        let clock = SystemClock()
        let deadline = clock.now.addingTimeInterval(0.02)
        try await clock.sleep(until: deadline)
        #expect(clock.now >= deadline)
        let start = clock.now
        try await clock.sleep(until: start.addingTimeInterval(-5))
        #expect(clock.now.timeIntervalSince(start) < 1)
    }

    @Test func cancellationEndsTheSleep() async {
        let clock = SystemClock()
        let sleeper = Task { try await clock.sleep(until: clock.now.addingTimeInterval(3600)) }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    @Test func retriesBackOffExponentiallyUpToTheCap() {
        let backoff = RetryBackoff()
        #expect((1...10).map { backoff.delay(afterFailures: $0) } == [5, 10, 20, 40, 80, 160, 320, 640, 900, 900].map { Duration.seconds($0) })
    }
}
