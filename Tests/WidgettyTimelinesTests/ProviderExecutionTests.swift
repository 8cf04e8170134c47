import WidgettyTimelines
import Foundation
import Testing
@testable import WidgettyTimelines

/// Where provider calls and timeouts run on the home screen: threads of the host's own
/// (``WorkerThreadExecutor``) and the main loop's timers (``MainLoopClock``), never
/// Dispatch's worker pool. Real threads and the real clock, briefly.
@Suite struct WorkerThreadExecutorTests {
    @Test func tasksRunOnItsOwnNamedThreads() async {
        let executor = WorkerThreadExecutor(name: "test-worker", maximumThreads: 2)
        let name = await Task(executorPreference: executor) { currentThreadName() }.value
        #expect(name == "test-worker-1")
        #expect(executor.startedThreads == 1)
    }

    @Test func anActorCalledFromSuchATaskRunsThereToo() async {
        let executor = WorkerThreadExecutor(name: "actor-worker", maximumThreads: 1)
        let recorder = ThreadNameRecorder()
        let name = await Task(executorPreference: executor) { await recorder.threadName() }.value
        #expect(name == "actor-worker-1")
    }

    @Test func callsRunConcurrentlyEachOnItsOwnThread() async {
        let executor = WorkerThreadExecutor(name: "pair", maximumThreads: 2)
        let meeting = Rendezvous(expected: 2)
        // Each call blocks its thread until the other has arrived: only two threads at once pass.
        let calls = (0..<2).map { _ in Task(executorPreference: executor) { meeting.arriveAndWait() } }
        for call in calls { #expect(await call.value, "the two calls never ran at the same time") }
        #expect(executor.startedThreads == 2)
    }

    @Test func neverStartsMoreThanItsMaximumAndQueuesTheRest() async {
        let executor = WorkerThreadExecutor(name: "capped", maximumThreads: 2)
        let gate = Rendezvous(expected: 3)
        let started = Rendezvous(expected: 2)
        let busy = (0..<2).map { _ in
            Task(executorPreference: executor) {
                _ = started.arriveAndWait()
                return gate.arriveAndWait()
            }
        }
        #expect(started.waitUntilAllArrived(), "the first two calls did not start")
        let queuedRan = Rendezvous(expected: 1)
        let queued = Task(executorPreference: executor) {
            _ = queuedRan.arriveAndWait()
            return currentThreadName()
        }
        #expect(executor.startedThreads == 2)
        #expect(queuedRan.arrived == 0, "the third call ran while both threads were busy")
        _ = gate.arriveAndWait()
        for call in busy { #expect(await call.value) }
        #expect(["capped-1", "capped-2"].contains(await queued.value))
        #expect(executor.startedThreads == 2)
    }
}

/// The home screen's clock: sleeps are ``MainLoop`` timers on the main thread. (The test runner's
/// main thread does not run ``MainLoop``, so no alarm fires here: the home screen's
/// end-to-end tests see them fire.)
@Suite struct MainLoopClockSleepTests {
    @Test func cancellationEndsTheSleepWhereverItBegan() async {
        let clock = MainLoopClock()
        let sleeper = Task { try await clock.sleep(until: clock.now.addingTimeInterval(3600)) }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        let onMain = Task { @MainActor in try await clock.sleep(until: clock.now.addingTimeInterval(3600)) }
        await Task.yield()
        onMain.cancel()
        await #expect(throws: CancellationError.self) { try await onMain.value }
        let executor = WorkerThreadExecutor(name: "sleeper", maximumThreads: 1)
        let onWorker = Task(executorPreference: executor) { try await clock.sleep(until: clock.now.addingTimeInterval(3600)) }
        await Task.yield()
        onWorker.cancel()
        await #expect(throws: CancellationError.self) { try await onWorker.value }
    }

    @Test func aDeadlineThatHasPassedReturnsAtOnce() async throws {
        let clock = MainLoopClock()
        let start = clock.now
        try await clock.sleep(until: start.addingTimeInterval(-5))
        #expect(clock.now.timeIntervalSince(start) < 1)
    }
}

/// The kernel's name of the thread this runs on (what `/proc` and debuggers show).
private func currentThreadName() -> String {
    let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
    return comm.trimmingCharacters(in: .newlines)
}

/// A default actor (no executor of its own) that reports the thread it runs on.
private actor ThreadNameRecorder {
    func threadName() -> String { currentThreadName() }
}

/// Threads that block until `expected` of them have arrived (or five seconds pass).
private final class Rendezvous: @unchecked Sendable {
    private let condition = NSCondition()
    private let expected: Int
    private var count = 0

    init(expected: Int) { self.expected = expected }

    var arrived: Int { condition.withLock { count } }

    /// Counts this thread in and waits for the rest; false when they did not come in time.
    func arriveAndWait() -> Bool {
        condition.withLock {
            count += 1
            condition.broadcast()
        }
        return waitUntilAllArrived()
    }

    func waitUntilAllArrived() -> Bool {
        let deadline = Date().addingTimeInterval(5)
        return condition.withLock {
            while count < expected {
                if !condition.wait(until: deadline) { return false }
            }
            return true
        }
    }
}
