import Dispatch

/// A serial dispatch queue that is also an actor's executor, as Dispatch's `DispatchSerialQueue`
/// on Apple's systems (Linux's Dispatch has no such class). Work runs in order, one item at a
/// time, on the queue it wraps (``queue``, for APIs that want a `DispatchQueue`); an actor whose
/// `unownedExecutor` is `queue.asUnownedSerialExecutor()` runs its jobs there.
public final class DispatchSerialQueue: SerialExecutor, @unchecked Sendable {
    /// The `DispatchQueue` this one is.
    public let queue: DispatchQueue

    /// A new serial queue, as `DispatchQueue(label:qos:autoreleaseFrequency:target:)` makes one.
    public init(
        label: String, qos: DispatchQoS = .unspecified,
        autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
    ) {
        queue = DispatchQueue(label: label, qos: qos, autoreleaseFrequency: autoreleaseFrequency, target: target)
    }

    /// The label given when the queue was made, as crash reports and debuggers name it.
    public var label: String { queue.label }

    /// Runs `work` on the queue after what is already there, without waiting.
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.async(group: group, qos: qos, flags: flags, execute: work)
    }

    /// Runs a work item on the queue after what is already there, without waiting.
    public func async(execute workItem: DispatchWorkItem) { queue.async(execute: workItem) }

    /// Runs `work` on the queue once `deadline` has passed.
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// Runs `work` on the queue and waits for it, returning its result; calling it from the queue
    /// itself deadlocks, as with any serial queue.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try queue.sync(execute: work) }

    /// Runs a work item on the queue and waits for it.
    public func sync(execute workItem: DispatchWorkItem) { queue.sync(execute: workItem) }

    /// Stops the program unless the caller is on this queue (what an actor's
    /// `assumeIsolated` asks of its executor).
    public func checkIsolated() { dispatchPrecondition(condition: .onQueue(queue)) }

    /// Runs an actor's job on the queue, in turn with the queue's other work.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// The queue as an executor, for an actor's `unownedExecutor`.
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
}
