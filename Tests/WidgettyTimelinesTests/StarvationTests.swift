import Foundation
import Synchronization
import Testing
import WidgettyKit
import WidgettyTestSupport
import WidgettyTimelines
import WidgettyUI

/// A provider call that never returns, not even when cancelled (a blocked read, a hung mount):
/// the widget never gets a second call while it hangs, says it is still waiting, and every
/// other widget keeps its schedule; the executor does not count the threads such calls hold.
@MainActor
@Suite struct StarvationTests {
    /// Holds every call until opened, whatever cancellation says.
    final class Gate: Sendable {
        private let state = Mutex<(calls: Int, waiters: [CheckedContinuation<Void, Never>], open: Bool)>((0, [], false))
        var calls: Int { state.withLock { $0.calls } }

        func pass() async {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state -> Bool in
                    state.calls += 1
                    if state.open { return true }
                    state.waiters.append(continuation)
                    return false
                }
                if now { continuation.resume() }
            }
        }

        func open() {
            let waiters = state.withLock { state in
                state.open = true
                defer { state.waiters = [] }
                return state.waiters
            }
            for waiter in waiters { waiter.resume() }
        }
    }

    /// A count shared with jobs on other threads.
    final class Counter: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func add() { count.withLock { $0 += 1 } }
    }

    struct StuckIntent: WidgetConfigurationIntent {
        static var title: LocalizedStringResource { "Stuck" }
        init() {}
    }

    struct StuckEntry: TimelineEntry {
        let date: Date
    }

    struct StuckProvider: AppIntentTimelineProvider {
        let gate: Gate
        func placeholder(in context: Context) -> StuckEntry { StuckEntry(date: .distantPast) }
        func snapshot(for configuration: StuckIntent, in context: Context) async -> StuckEntry { placeholder(in: context) }
        func timeline(for configuration: StuckIntent, in context: Context) async -> Timeline<StuckEntry> {
            await gate.pass()
            return Timeline(entries: [StuckEntry(date: WidgetClock.now)], policy: .never)
        }
    }

    /// One gate for every stuck widget (a `Widget` is made with `init()`).
    static let gate = Gate()

    struct StuckWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "stuck", intent: StuckIntent.self, provider: StuckProvider(gate: StarvationTests.gate)) { _ in
                Text("stuck")
            }
        }
    }

    @Test func aCallThatNeverReturnsGetsNoSecondOneAndTheOthersKeepTheirSchedule() async throws {
        let harness = SchedulerHarness()
        let gate = Self.gate
        let descriptor = try #require(StuckWidget().widgetDescriptors.first)
        for index in 0..<10 {
            harness.runtime.register(
                WidgetInstanceID("stuck-\(index)"), descriptor: descriptor, family: .systemSmall,
                displaySize: CGSize(width: 20, height: 8))
        }
        // A widget reloading every second, beside ten that hang for good.
        let ticking = harness.script { call, now in .entries([(0, "t\(call)")], .after(now.addingTimeInterval(1))) }
        harness.add("ticking", script: ticking)
        await harness.advance(to: 120)

        #expect(gate.calls == 10, "a stuck widget was called again: \(gate.calls) calls for 10 widgets")
        // Timed out at 15; the retry due at 20 finds the call still there.
        #expect(harness.recorder.failures(of: "stuck-0").map(\.time) == [15])
        let stuck = harness.recorder.events.compactMap { item -> TimeInterval? in
            if case .providerStuck(let id, _) = item.event, id == "stuck-0" { return item.time }
            return nil
        }
        #expect(stuck == [20])
        let staleness = try #require(harness.runtime.staleness(of: "stuck-0"))
        #expect(staleness.error == .stillWaiting(since: harness.origin))
        #expect(harness.runtime.timelineInfo("stuck-0")?.waitingSince == harness.origin)
        // The ticking widget reloaded on every second of the two minutes.
        #expect(ticking.calls.map(harness.offset) == (0...120).map(Double.init))

        // The calls return at last: the reloads asked for meanwhile happen, the cells stop waiting.
        gate.open()
        await harness.advance(to: 121)
        #expect(gate.calls == 20)
        #expect(harness.runtime.timelineInfo("stuck-0")?.waitingSince == nil)
        #expect(harness.runtime.staleness(of: "stuck-0") == nil)
    }

    @Test func theExecutorRunsNewJobsBesideThreadsHeldByAbandonedCalls() async throws {
        let executor = WorkerThreadExecutor(name: "starve-test", maximumThreads: 2)
        let release = DispatchSemaphore(value: 0)
        let started = Counter()
        // Two calls block both threads for good (as a read of a FIFO with no writer would).
        for _ in 0..<2 {
            Task(executorPreference: executor) {
                started.add()
                release.wait()
            }
        }
        while started.value < 2 { try await Task.sleep(for: .milliseconds(5)) }
        let finished = Counter()
        Task(executorPreference: executor) { finished.add() }
        try await Task.sleep(for: .milliseconds(200))
        #expect(finished.value == 0, "with both threads blocked the job waits")
        // The scheduler gives the two calls up at their timeouts: the waiting job gets a thread.
        executor.callAbandoned()
        executor.callAbandoned()
        let deadline = ContinuousClock.now + .seconds(2)
        while finished.value == 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(finished.value == 1)
        // At most one new thread per call given up, while a job waits for one.
        #expect((3...4).contains(executor.startedThreads))
        #expect(executor.threadsHeldByAbandonedCalls == 2)
        release.signal()
        release.signal()
        executor.abandonedCallReturned()
        executor.abandonedCallReturned()
        #expect(executor.threadsHeldByAbandonedCalls == 0)
        #expect(WorkerThreadExecutor.hardCap == 64)
    }
}
