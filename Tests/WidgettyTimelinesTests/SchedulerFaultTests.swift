import Foundation
import Testing
import WidgettyTimelines
import WidgettyKit
import WidgettyTestSupport

/// Faulty providers (hanging, throwing, completing twice, returning nothing) next to a healthy
/// widget that must keep updating on time.
@MainActor
@Suite struct SchedulerFaultTests {
    struct ProviderBroke: Error {}

    /// A healthy widget: an entry every 10 s for a minute, reloading at the end.
    func addHealthy(to harness: SchedulerHarness) -> SchedulerProviderScript {
        let script = harness.script { _, _ in
            .entries(stride(from: 0.0, through: 60, by: 10).map { ($0, "h\(Int($0))") }, .atEnd)
        }
        harness.add("healthy", script: script)
        return script
    }

    @Test func aHangingProviderTimesOutAndRetriesWithBackoff() async throws {
        let harness = SchedulerHarness()
        let healthy = addHealthy(to: harness)
        let script = harness.script { _, _ in .hang }
        harness.add("hang", script: script)
        await harness.advance(to: 50)

        // Calls at 0; timeout at 15, retry 5 s later (20); timeout at 35, retry 10 s later (45).
        #expect(script.calls.map(harness.offset) == [0, 20, 45])
        #expect(harness.recorder.failures(of: "hang").map(\.time) == [15, 35])
        #expect(harness.recorder.failures(of: "hang").first?.error == .timedOut(after: .seconds(15)))
        let state = try #require(harness.runtime.cellState("hang"))
        #expect(state.isStale)
        #expect(state.isPlaceholder)
        let staleness = try #require(harness.runtime.staleness(of: "hang"))
        #expect(staleness.error == .timedOut(after: .seconds(15)) && staleness.loadedAt == nil)
        #expect(harness.runtime.staleness(of: "healthy") == nil)
        // The stale marker is painted once, when it appears.
        #expect(harness.recorder.repaints(of: "hang") == [0, 15])
        #expect(harness.recorder.repaints(of: "healthy") == [0, 0, 10, 20, 30, 40, 50])
        #expect(healthy.calls.map(harness.offset) == [0])
    }

    @Test func aPerWidgetTimeoutOverridesTheDefault() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .hang }
        harness.add("hang", script: script) { $0.providerTimeout = .seconds(2) }
        await harness.advance(to: 10)
        #expect(harness.recorder.failures(of: "hang").map(\.time) == [2, 9])
        #expect(script.calls.map(harness.offset) == [0, 7])
    }

    @Test func aThrowingProviderKeepsItsLastEntryAndBacksOffExactly() async throws {
        let harness = SchedulerHarness()
        let healthy = addHealthy(to: harness)
        let clock = harness.clock
        let reloadAt = harness.origin.addingTimeInterval(1)
        let good = harness.script { _, _ in .entries([(0, "good")], .after(reloadAt)) }
        let descriptor = try #require(AnyWidgetDescriptor.scripted(kind: "throws", script: good))
        var throwing = descriptor
        let goodSource = descriptor.source
        let firstCall = SchedulerCallCounter()
        throwing.source = WidgetTimelineSource(
            placeholder: descriptor.source.placeholder,
            snapshot: descriptor.source.snapshot,
            timeline: { context, values in
                // The first call succeeds; every later call throws.
                if firstCall.next() == 0 { return try await goodSource.timeline(context, values) }
                firstCall.record(clock.now)
                throw ProviderBroke()
            }
        )
        harness.runtime.register("throws", descriptor: throwing, family: .systemSmall, displaySize: .init(width: 20, height: 8))
        await harness.advance(to: 60)

        // Success at 0 with a reload at 1; failures at 1, then retries after 5, 10, 20 s.
        #expect(firstCall.dates.map(harness.offset) == [1, 6, 16, 36])
        #expect(harness.recorder.failures(of: "throws").map(\.time) == [1, 6, 16, 36])
        #expect(harness.label("throws") == "good")
        #expect(harness.runtime.cellState("throws")?.isStale == true)
        #expect(harness.runtime.timelineInfo("throws")?.consecutiveFailures == 4)
        #expect(harness.runtime.timelineInfo("throws")?.nextReload.map(harness.offset) == 76)
        // At 60 its last entry comes due, it reloads, and the new timeline's first entry paints.
        #expect(harness.recorder.repaints(of: "healthy") == [0, 0, 10, 20, 30, 40, 50, 60, 60])
        #expect(healthy.calls.map(harness.offset) == [0, 60])
    }

    @Test func aSecondCompletionIsIgnored() async throws {
        let harness = SchedulerHarness()
        let healthy = addHealthy(to: harness)
        let script = harness.script { _, _ in .twice(first: "first", second: "second") }
        harness.add("twice", script: script)
        await harness.advance(to: 30)
        #expect(harness.label("twice") == "first")
        #expect(harness.recorder.repaints(of: "twice") == [0, 0])
        #expect(harness.recorder.failures(of: "twice").isEmpty)
        #expect(healthy.calls.map(harness.offset) == [0])
        #expect(harness.recorder.repaints(of: "healthy") == [0, 0, 10, 20, 30])
    }

    @Test func anEmptyTimelineKeepsThePreviousEntry() async throws {
        let harness = SchedulerHarness()
        let healthy = addHealthy(to: harness)
        let script = harness.script { call, now in
            call == 0 ? .entries([(0, "kept")], .after(now.addingTimeInterval(10))) : .entries([], .atEnd)
        }
        harness.add("empty", script: script)
        await harness.advance(to: 40)
        #expect(harness.label("empty") == "kept")
        #expect(script.calls.map(harness.offset) == [0, 10, 15, 25])
        #expect(harness.recorder.failures(of: "empty").map(\.error) == [.emptyTimeline, .emptyTimeline, .emptyTimeline])
        #expect(harness.runtime.cellState("empty")?.isStale == true)
        #expect(harness.recorder.repaints(of: "healthy") == [0, 0, 10, 20, 30, 40])
        #expect(healthy.calls.map(harness.offset) == [0])
    }

    @Test func anEmptyTimelineWithAfterIsNotAFailure() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, now in
            call == 0 ? .entries([(0, "kept")], .after(now.addingTimeInterval(10))) : .entries([], .after(now.addingTimeInterval(10)))
        }
        harness.add("w", script: script)
        await harness.advance(to: 25)
        #expect(harness.label("w") == "kept")
        #expect(script.calls.map(harness.offset) == [0, 10, 20])
        #expect(harness.recorder.failures(of: "w").isEmpty)
    }

    @Test func recoveryClearsTheStaleMarker() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, _ in call == 0 ? .hang : .entries([(0, "back")], .never) }
        harness.add("w", script: script) { $0.providerTimeout = .seconds(1) }
        await harness.advance(to: 10)
        #expect(script.calls.map(harness.offset) == [0, 6])
        let state = try #require(harness.runtime.cellState("w"))
        #expect(!state.isStale && !state.isPlaceholder && state.lastError == nil)
        #expect(harness.runtime.staleness(of: "w") == nil)
        #expect(harness.label("w") == "back")
        #expect(harness.recorder.repaints(of: "w") == [0, 1, 6])
    }
}

/// Counts calls of a hand-written provider and records the instants of the failing ones.
final class SchedulerCallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var recorded: [Date] = []
    func next() -> Int { lock.withLock { defer { count += 1 }; return count } }
    func record(_ date: Date) { lock.withLock { recorded.append(date) } }
    var dates: [Date] { lock.withLock { recorded } }
}
