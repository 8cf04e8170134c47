import Foundation
import WidgettyKit

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
            // The alarm resumes the sleeper, or cancelling (from any thread) resumes it with
            // `CancellationError` and the alarm is disarmed on the main actor.
            let wake = OnceContinuation<Void>()
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    wake.install(continuation)
                    let disarm = alarm(at: deadline) { wake.finish(.success(())) }
                    wake.onFinish { fired in
                        guard !fired else { return }
                        if Thread.isMainThread {
                            MainActor.assumeIsolated { disarm() }
                        } else {
                            Task { @MainActor in disarm() }
                        }
                    }
                }
            } onCancel: {
                wake.finish(.failure(CancellationError()))
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
