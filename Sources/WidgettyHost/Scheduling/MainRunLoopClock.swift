import Foundation

/// A clock that can call the main actor back at an instant with nothing in between (a run-loop
/// timer on the main thread): the scheduler arms it instead of sleeping in a task, so a due
/// instant wakes one thread, not a timer thread, a pool thread and then the main actor.
public protocol MainActorAlarmClock: HostClock {
    /// Calls `fire` on the main actor once `deadline` has passed, unless the returned cancel is
    /// called first.
    @MainActor func alarm(at deadline: Date, _ fire: @escaping @MainActor () -> Void) -> @MainActor () -> Void
}

/// The wall clock of a program whose main thread runs `RunLoop.main` (the home screen): alarms
/// are one-shot run-loop timers on the main thread; `sleep` is ``SystemClock``'s. Timers keep
/// to elapsed time like ``SystemClock`` (a wall clock moved back is seen when they fire).
///
/// Only for a process whose main thread runs the main run loop: nothing else fires its alarms.
public struct MainRunLoopClock: MainActorAlarmClock {
    public init() {}

    public var now: Date { Date() }

    public func sleep(until deadline: Date) async throws {
        try await SystemClock().sleep(until: deadline)
    }

    @MainActor
    public func alarm(at deadline: Date, _ fire: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        let timer = Timer(fire: deadline, interval: 0, repeats: false) { _ in MainActor.assumeIsolated { fire() } }
        RunLoop.main.add(timer, forMode: .common)
        return { timer.invalidate() }
    }
}
