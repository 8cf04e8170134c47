import Foundation

/// The host's source of wall-clock time, injected so the scheduler can be driven by a virtual
/// clock in tests. Nothing in the host sleeps except through a `HostClock`.
public protocol HostClock: Sendable {
    /// The current wall-clock instant.
    var now: Date { get }
    /// Suspends until the wall clock reaches `deadline`, or earlier when the clock notices that
    /// the wall clock jumped (the caller re-reads `now` and decides again). Throws
    /// `CancellationError` when the task is cancelled. It runs on the caller's actor (a sleep
    /// begun on the main actor hops nowhere else to start).
    nonisolated(nonsending) func sleep(until deadline: Date) async throws
}

/// The real clock: `Date()` for the wall clock, `ContinuousClock` for sleeping (it keeps
/// counting while the machine is suspended, so a resume wakes overdue sleepers at once).
///
/// It sleeps for the whole remaining interval, never in periodic slices, and re-reads the wall
/// clock on waking: when the wall clock was moved back it returns anyway so the scheduler can
/// re-plan; when the remaining time is still positive it sleeps again.
public struct SystemClock: HostClock {
    public init() {}

    public var now: Date { Date() }

    nonisolated(nonsending) public func sleep(until deadline: Date) async throws {
        var remaining = deadline.timeIntervalSince(Date())
        while remaining > 0 {
            try await Task.sleep(for: .seconds(remaining), clock: .continuous)
            let after = deadline.timeIntervalSince(Date())
            // The wall clock went back while we slept: let the caller see the new time.
            if after > 0.5 { return }
            remaining = after
        }
    }
}
