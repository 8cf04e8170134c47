import Foundation
import Testing
import WidgettyTimelines
import WidgettyKit
import WidgettyTestSupport

/// Providers that answer at once (``ImmediateAppIntentTimelineProvider``): asked on the
/// scheduler's own actor at the instant a reload is due, their entry changes in the same batch
/// as everything else due then; a nil answer sends the reload off the actor as usual.
@MainActor
@Suite(.serialized) struct ImmediateProviderTests {
    /// Adds a cell whose immediate answer is `immediate(call)`; its usual call answers "off the actor".
    func add(_ id: WidgetInstanceID, to harness: SchedulerHarness, usualCalls: SchedulerCallCounter,
             immediate: @escaping @Sendable (_ call: Int, _ now: Date) -> AnyTimeline?) throws
    {
        let clock = harness.clock
        let calls = SchedulerCallCounter()
        let script = harness.script { _, _ in .hang }
        var descriptor = try #require(AnyWidgetDescriptor.scripted(kind: "immediate", script: script))
        let source = descriptor.source
        descriptor.source = WidgetTimelineSource(
            placeholder: source.placeholder,
            snapshot: source.snapshot,
            timeline: { _, _ in
                usualCalls.record(clock.now)
                return AnyTimeline(entries: [AnyTimelineEntry(SchedulerTestEntry(date: clock.now, label: "off the actor"))],
                                   policy: .never)
            },
            immediateTimeline: { _, _ in immediate(calls.next(), clock.now) }
        )
        harness.runtime.register(id, descriptor: descriptor, family: .systemSmall, displaySize: .init(width: 20, height: 8))
    }

    nonisolated static func refresh(_ call: Int, at now: Date, every seconds: TimeInterval) -> AnyTimeline {
        AnyTimeline(entries: [AnyTimelineEntry(SchedulerTestEntry(date: now, label: "refresh \(call)"))],
                    policy: .after(now.addingTimeInterval(seconds)))
    }

    @Test func anImmediateAnswerShowsAtOnceAndInTheSameBatchAsATick() async throws {
        let harness = SchedulerHarness()
        let ticks = harness.script { _, _ in .entries((0..<10).map { (TimeInterval($0), "tick \($0)") }, .atEnd) }
        harness.add("clock", script: ticks)
        let usual = SchedulerCallCounter()
        try add("system", to: harness, usualCalls: usual) { call, now in Self.refresh(call, at: now, every: 2) }
        // Registered and shown without the executor running anything.
        #expect(harness.label("system") == "refresh 0")

        await harness.advance(to: 4)
        #expect(harness.label("system") == "refresh 2")
        #expect(usual.dates.isEmpty, "an immediate answer still called the provider off the actor")
        // At 2 and 4 one repaint carries both cells: the refresh needs no wake-up of its own.
        for instant in [2.0, 4.0] {
            let batches = harness.recorder.events.filter { $0.time == instant }.compactMap { item -> [WidgetInstanceID]? in
                if case .entriesChanged(let ids) = item.event { return ids }
                return nil
            }
            #expect(batches.count == 1, "at \(instant): \(batches)")
            #expect(Set(batches.first ?? []) == ["clock", "system"], "at \(instant)")
        }
    }

    @Test func aNilAnswerCallsTheProviderOffTheActor() async throws {
        let harness = SchedulerHarness()
        let usual = SchedulerCallCounter()
        try add("system", to: harness, usualCalls: usual) { _, _ in nil }
        #expect(harness.label("system") == "placeholder")
        await harness.clock.settle()
        #expect(harness.label("system") == "off the actor")
        #expect(usual.dates.map(harness.offset) == [0])
    }

    @Test func anAwaitedReloadOfAnImmediateProviderReturnsAtOnce() async throws {
        let harness = SchedulerHarness()
        let usual = SchedulerCallCounter()
        try add("system", to: harness, usualCalls: usual) { call, now in Self.refresh(call, at: now, every: 60) }
        await harness.advance(to: 1)
        #expect(await harness.runtime.reload(instance: "system"))
        #expect(harness.label("system") == "refresh 1")
        #expect(usual.dates.isEmpty)
    }
}
