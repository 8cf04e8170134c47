import Foundation

/// A task executor that runs nothing on its own: its jobs wait until ``runAll()`` runs them
/// on the caller's thread. With it, a test decides when provider calls and sleepers proceed.
public final class ClockDrivenExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    public init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        lock.withLock { jobs.append(unowned) }
    }

    /// Runs queued jobs, including those they enqueue, until the queue is empty; returns how many ran.
    @discardableResult
    public func runAll() -> Int {
        var count = 0
        while let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
            count += 1
        }
        return count
    }
}
