import Foundation
import Synchronization

/// A clock that can call the main actor back at an instant with nothing in between (a timer
/// on the main thread): the scheduler arms it instead of sleeping in a task, so a due
/// instant wakes one thread, not a timer thread, a pool thread and then the main actor.
public protocol MainActorAlarmClock: HostClock {
    /// Calls `fire` on the main actor once `deadline` has passed, unless the returned cancel is
    /// called first.
    @MainActor func alarm(at deadline: Date, _ fire: @escaping @MainActor () -> Void) -> @MainActor () -> Void
}

/// The wall clock of a program whose main thread runs ``MainLoop`` (the home screen): alarms
/// fire from the loop's one timer on the main thread (``MainLoopAlarms``), and so
/// do sleeps (a sleeping task is resumed by an alarm, so neither Dispatch's timers nor its
/// worker pool are involved). The timer keeps to elapsed time like ``SystemClock`` (a wall
/// clock moved back is seen when it fires, and a sleep then returns early for the caller to
/// decide again).
///
/// Only for a process whose main thread runs ``MainLoop``: nothing else fires its alarms.
public struct MainLoopClock: MainActorAlarmClock {
    public init() {}

    public var now: Date { Date() }

    nonisolated(nonsending) public func sleep(until deadline: Date) async throws {
        guard deadline > now else { return }
        // The runtime resumes the sleeper's continuation on the generic executor before the hop
        // back to the main actor: with this preference that is one of our threads, not the pool.
        try await withTaskExecutorPreference(WorkerThreadExecutor.providers) {
            try await sleepOnMainActor(until: deadline)
        }
    }

    /// On the main actor, so the cancellation handler's operation and the continuation stay
    /// there too (nonisolated, they would start or resume on the global pool).
    @MainActor
    private func sleepOnMainActor(until deadline: Date) async throws {
        while deadline.timeIntervalSince(now) > 0 {
            let wait = MainLoopSleep()
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { wait.start($0, until: deadline, on: self) }
            } onCancel: {
                wait.cancel()
            }
            // The wall clock went back while we slept: let the caller see the new time.
            if deadline.timeIntervalSince(now) > 0.5 { return }
        }
    }

    @MainActor
    public func alarm(at deadline: Date, _ fire: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        MainLoopAlarms.shared.alarm(at: deadline, fire)
    }
}

/// One sleep on the main loop: an alarm that resumes the sleeper; cancelling (from any
/// thread) resumes it with `CancellationError` and disarms the alarm on the main actor.
private final class MainLoopSleep: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, any Error>?
        var cancelled = false
        var disarm: (@MainActor () -> Void)?
    }
    private let state = Mutex(State())

    @MainActor
    func start(_ continuation: CheckedContinuation<Void, any Error>, until deadline: Date, on clock: MainLoopClock) {
        let cancelled: Bool = state.withLock { state in
            if !state.cancelled { state.continuation = continuation }
            return state.cancelled
        }
        if cancelled { return continuation.resume(throwing: CancellationError()) }
        let disarm = clock.alarm(at: deadline) { self.take()?.resume() }
        state.withLock { $0.disarm = disarm }
    }

    func cancel() {
        let (continuation, disarm) = state.withLock { state in
            state.cancelled = true
            defer { state.continuation = nil; state.disarm = nil }
            return (state.continuation, state.disarm)
        }
        continuation?.resume(throwing: CancellationError())
        guard let disarm else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { disarm() }
        } else {
            Task { @MainActor in disarm() }
        }
    }

    private func take() -> CheckedContinuation<Void, any Error>? {
        state.withLock { state in
            defer { state.continuation = nil; state.disarm = nil }
            return state.continuation
        }
    }
}
