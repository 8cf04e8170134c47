import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A task executor on a few threads of its own, each asleep on a condition until it is given a
/// job: provider calls run on it concurrently, off the main thread, without ever touching the
/// global concurrent executor. (On Linux, libdispatch starts a once-a-second monitor of its
/// worker pool the first time that pool is used, and it never stops: a process that leaves the
/// pool alone wakes only when it has work.)
///
/// Threads are started when a job finds none idle, up to `maximumThreads`, and stay. A job from
/// outside (the main actor starting a provider call, a timer, a child process's thread) wakes
/// one sleeping thread; with every thread busy it waits for the first to finish. A job a worker
/// enqueues while it runs one (a call hopping onto an actor and back, which the runtime never
/// does in place on a task executor) is its own next job: it wakes no other thread. Only the
/// first such job per job is kept back, so children a job starts still run side by side. A
/// provider that blocks its thread for good holds one of them, as it would hold a thread of the
/// global pool; the scheduler times the call out all the same.
public final class WorkerThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor the scheduler runs provider calls on unless told otherwise.
    public static let providers = WorkerThreadExecutor(name: "widgetty-work")

    /// How many threads it may start while no call has outlived its timeout.
    public let maximumThreads: Int
    /// The most threads it ever starts, however many are held by calls that never return.
    public static let hardCap = 64
    /// Threads held by calls that outlived their timeout and have not returned: not counted
    /// against `maximumThreads`, so one widget blocking its thread for good starves no other.
    private var heldByAbandonedCalls = 0
    private let name: String
    /// Guards everything below; idle threads wait on it.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    /// The started threads, and whether each has kept a job back for itself during its current job.
    private var workers: [(thread: pthread_t, keepsAJob: Bool)] = []
    private var startingThreads = 0
    /// Threads waiting for a job, and how many of them were signalled and have not yet woken.
    private var sleeping = 0
    private var signalled = 0

    /// - Parameters:
    ///   - name: the threads are called `name-1`, `name-2`, … (15 bytes at most show in `/proc`).
    ///   - maximumThreads: at most this many threads (at least one); by default enough for a
    ///     few slow providers at once on any machine.
    public init(name: String, maximumThreads: Int = max(4, ProcessInfo.processInfo.activeProcessorCount)) {
        self.name = name
        self.maximumThreads = max(1, maximumThreads)
    }

    /// The number of threads started so far.
    public var startedThreads: Int { condition.withLock { workers.count + startingThreads } }

    /// Threads held now by calls that outlived their timeout.
    public var threadsHeldByAbandonedCalls: Int { condition.withLock { heldByAbandonedCalls } }

    /// How many threads may run now: the normal number plus those held by abandoned calls.
    private var threadLimit: Int { min(maximumThreads + heldByAbandonedCalls, Self.hardCap) }

    /// A call running on one of these threads outlived its timeout and was given up: its thread
    /// no longer counts, and a job waiting for a thread gets a new one at once.
    public func callAbandoned() {
        let label: String? = condition.withLock {
            heldByAbandonedCalls += 1
            guard !jobs.isEmpty, sleeping == signalled, workers.count + startingThreads < threadLimit else { return nil }
            startingThreads += 1
            return "\(name)-\(workers.count + startingThreads)"
        }
        if let label { Thread { [self] in work(label: label) }.start() }
    }

    /// An abandoned call returned after all: its thread counts again.
    public func abandonedCallReturned() {
        condition.withLock { heldByAbandonedCalls = max(0, heldByAbandonedCalls - 1) }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let me = pthread_self()
        enum Next { case nothing, signal, start(String) }
        let next: Next = condition.withLock {
            jobs.append(job)
            if let index = workers.firstIndex(where: { pthread_equal($0.thread, me) != 0 }), !workers[index].keepsAJob {
                workers[index].keepsAJob = true
                return .nothing
            }
            if sleeping > signalled {
                signalled += 1
                return .signal
            }
            guard workers.count + startingThreads < threadLimit else { return .nothing }
            startingThreads += 1
            return .start("\(name)-\(workers.count + startingThreads)")
        }
        // Signalled after unlocking, so the woken thread does not at once block on the lock.
        switch next {
        case .nothing: break
        case .signal: condition.signal()
        case .start(let label): Thread { [self] in work(label: label) }.start()
        }
    }

    /// Gives this thread its name in the kernel (what `/proc`, `top -H` and debuggers show).
    /// Written to `/proc/thread-self/comm` (Glibc's `pthread_setname_np` is not visible to
    /// Swift): Foundation's `Thread.current.name` setter sometimes left a new thread with its
    /// creator's name.
    private static func nameCurrentThread(_ label: String) {
        let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array(label.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// A thread's life: run queued jobs, sleep while there are none.
    private func work(label: String) {
        Self.nameCurrentThread(label)
        condition.lock()
        startingThreads -= 1
        let index = workers.count
        workers.append((pthread_self(), false))
        while true {
            if !jobs.isEmpty {
                let job = jobs.removeFirst()
                workers[index].keepsAJob = false
                condition.unlock()
                job.runSynchronously(on: asUnownedTaskExecutor())
                condition.lock()
                workers[index].keepsAJob = false
                continue
            }
            sleeping += 1
            // A wake-up without a signal (spurious) goes back to sleep; a signalled thread that
            // finds the queue emptied by a busy one looks again and sleeps again.
            while signalled == 0 { condition.wait() }
            signalled -= 1
            sleeping -= 1
        }
    }
}
