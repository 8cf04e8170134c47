import Foundation
import Testing
import WidgettyTimelines
import WidgettyKit
import WidgettyTestSupport

/// Reload policies on a virtual clock: the exact instants of repaints and provider calls.
@MainActor
@Suite struct SchedulerPolicyTests {
    @Test func atEndRepaintsAtEachEntryAndReloadsAtTheLast() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, _ in
            call == 0 ? .entries([(0, "a"), (10, "b"), (20, "c")], .atEnd) : .entries([(100, "later")], .never)
        }
        #expect(harness.add("w", script: script))
        await harness.advance(to: 60)

        // The placeholder paints at 0, then the first entry at 0; then exactly 10 and 20.
        #expect(harness.recorder.repaints(of: "w") == [0, 0, 10, 20])
        #expect(script.calls.map(harness.offset) == [0, 20])
        #expect(harness.label("w") == "c")
    }

    @Test func afterReloadsAtTheGivenDate() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, now in
            .entries([(0, "e\(call)")], .after(now.addingTimeInterval(30)))
        }
        #expect(harness.add("w", script: script))
        await harness.advance(to: 95)

        #expect(script.calls.map(harness.offset) == [0, 30, 60, 90])
        #expect(harness.recorder.repaints(of: "w") == [0, 0, 30, 60, 90])
        #expect(harness.label("w") == "e3")
    }

    @Test func neverReloadsOnlyWhenAsked() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, _ in .entries([(0, "e\(call)"), (5, "f\(call)")], .never) }
        #expect(harness.add("w", script: script))
        await harness.advance(to: 50)
        #expect(script.calls.map(harness.offset) == [0])

        harness.runtime.requestReload("w")
        await harness.advance(to: 100)
        #expect(script.calls.map(harness.offset) == [0, 50])
        #expect(harness.recorder.repaints(of: "w") == [0, 0, 5, 50, 55])
        #expect(harness.label("w") == "f1")
    }

    @Test func placeholderShowsFirstThenTheTimeline() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .entries([(0, "real")], .never) }
        #expect(harness.add("w", script: script))
        // Before any provider work ran: the placeholder, marked for redacted drawing.
        #expect(harness.label("w") == "placeholder")
        #expect(harness.runtime.cellState("w")?.isPlaceholder == true)

        await harness.clock.settle()
        #expect(harness.label("w") == "real")
        #expect(harness.runtime.cellState("w")?.isPlaceholder == false)
        #expect(script.receivedContexts.first?.isPreview == false)
    }

    @Test func aTimelineStartingLaterReplacesThePlaceholderWhenItsFirstEntryIsDue() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .entries([(30, "later")], .never) }
        #expect(harness.add("w", script: script))
        await harness.advance(to: 10)
        #expect(harness.label("w") == "placeholder")
        #expect(harness.runtime.cellState("w")?.isPlaceholder == true)
        await harness.advance(to: 30)
        #expect(harness.label("w") == "later")
        #expect(harness.runtime.cellState("w")?.isPlaceholder == false, "an entry of the timeline is never drawn redacted")
    }

    @Test func previewsAskForASnapshot() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .entries([(0, "real")], .never) }
        let descriptor = try #require(AnyWidgetDescriptor.scripted(kind: "k", script: script))
        let runtime = harness.runtime
        let preview = Task { try await runtime.snapshot(of: descriptor, family: .systemMedium, displaySize: .init(width: 40, height: 8)) }
        await harness.clock.settle()
        let entry = try await preview.value
        #expect((entry.base as? SchedulerTestEntry)?.label == "snapshot")
        #expect(script.receivedContexts.map(\.isPreview) == [true])
        #expect(script.receivedContexts.first?.family == .systemMedium)
        #expect(script.calls.isEmpty)
    }

    @Test func aSnapshotThatNeverComesTimesOut() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .hang }
        var descriptor = try #require(AnyWidgetDescriptor.scripted(kind: "k", script: script))
        descriptor.providerTimeout = .seconds(4)
        let never = descriptor.source
        descriptor.source = WidgetTimelineSource(
            placeholder: never.placeholder,
            snapshot: { context, values in try await never.timeline(context, values).entries[0] },
            timeline: never.timeline
        )
        let runtime = harness.runtime
        let frozen = descriptor
        let preview = Task { try await runtime.snapshot(of: frozen, family: .systemSmall, displaySize: .init(width: 20, height: 8)) }
        await harness.advance(to: 3.9)
        #expect(harness.clock.pendingDeadlines.map(harness.offset) == [4])
        await harness.advance(to: 4)
        await #expect(throws: ClockTimeoutError(duration: .seconds(4))) { try await preview.value }
        #expect(harness.clock.pendingDeadlines.isEmpty)
    }

    @Test func minimumReloadIntervalDefersPolicyReloads() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, now in .entries([(0, "e\(call)")], .after(now.addingTimeInterval(1))) }
        #expect(harness.add("w", script: script) { $0.minimumReloadInterval = .seconds(10) })
        await harness.advance(to: 25)
        #expect(script.calls.map(harness.offset) == [0, 10, 20])
    }

    @Test func timelineInfoDescribesTheSchedule() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { _, _ in .entries([(0, "a"), (10, "b")], .atEnd) }
        #expect(harness.add("w", script: script))
        await harness.advance(to: 5)
        let info = try #require(harness.runtime.timelineInfo("w"))
        #expect(info.entryDates.map(harness.offset) == [0, 10])
        #expect(info.currentIndex == 0)
        #expect(info.policy == .atEnd)
        #expect(info.nextReload.map(harness.offset) == 10)
        #expect(info.isLoading == false)
        #expect(info.lastError == nil)
    }
}
