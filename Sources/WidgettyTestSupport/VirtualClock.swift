import WidgettyTimelines
import Foundation

/// A wall clock for tests that moves only when told: sleepers wake in deadline order as it
/// advances, and after each step every task the scheduler started runs until it is blocked on
/// the clock again (through ``ClockDrivenExecutor``), so what happens at each instant is exact.
public final class VirtualClock: HostClock, @unchecked Sendable {
    private struct Sleeper {
        let id: UInt64
        let deadline: Date
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: Date
    private var sleepers: [Sleeper] = []
    private var cancelledBeforeSleeping: Set<UInt64> = []
    private var nextID: UInt64 = 0
    /// Run the scheduler's tasks on this executor (`SchedulerOptions.taskExecutor`): the clock
    /// drains it after each step.
    public let executor = ClockDrivenExecutor()

    public init(now: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = now
    }

    public var now: Date { lock.withLock { current } }

    /// The deadlines of tasks sleeping now, earliest first.
    public var pendingDeadlines: [Date] { lock.withLock { sleepers.map(\.deadline).sorted() } }

    nonisolated(nonsending) public func sleep(until deadline: Date) async throws {
        let id = lock.withLock { () -> UInt64 in
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = lock.withLock {
                    if cancelledBeforeSleeping.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= current { return .success(()) }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                    cancelledBeforeSleeping.insert(id)
                    return nil
                }
                return sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward to `target`, stopping at every sleeper's deadline on the way (in
    /// order) and letting all work settle at each stop.
    @MainActor
    public func advance(to target: Date) async {
        await settle()
        while true {
            let due: [Sleeper] = lock.withLock {
                guard let earliest = sleepers.map(\.deadline).min(), earliest <= target else { return [] }
                current = max(current, earliest)
                let ready = sleepers.filter { $0.deadline <= current }
                sleepers.removeAll { $0.deadline <= current }
                return ready
            }
            if due.isEmpty { break }
            for sleeper in due { sleeper.continuation.resume() }
            await settle()
        }
        lock.withLock { current = max(current, target) }
        await settle()
    }

    @MainActor
    public func advance(by seconds: TimeInterval) async {
        await advance(to: now.addingTimeInterval(seconds))
    }

    /// Moves the wall clock by `seconds` (either way) at once, as a resume from suspend, an NTP
    /// correction or a manual change does, and wakes every sleeper so it notices.
    @MainActor
    public func jump(by seconds: TimeInterval) async {
        let woken: [Sleeper] = lock.withLock {
            current = current.addingTimeInterval(seconds)
            let all = sleepers
            sleepers = []
            return all
        }
        for sleeper in woken { sleeper.continuation.resume() }
        await settle()
    }

    /// Runs queued work (the executor's jobs and the main actor's) until nothing is left to run.
    @MainActor
    public func settle() async {
        var quietRounds = 0
        while quietRounds < 8 {
            let ran = executor.runAll()
            await Task.yield()
            quietRounds = ran == 0 ? quietRounds + 1 : 0
        }
    }
}
