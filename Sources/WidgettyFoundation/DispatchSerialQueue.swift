import Dispatch

/// A serial dispatch queue that is also an actor's executor, as Dispatch's `DispatchSerialQueue`
/// on Apple's systems (Linux's Dispatch has no such class). Work runs in order, one item at a
/// time, on the queue it wraps (``queue``, for APIs that want a `DispatchQueue`); an actor whose
/// `unownedExecutor` is `queue.asUnownedSerialExecutor()` runs its jobs there.
public final class DispatchSerialQueue: SerialExecutor, @unchecked Sendable {
    /// The `DispatchQueue` this one is.
    public let queue: DispatchQueue

    public init(
        label: String, qos: DispatchQoS = .unspecified,
        autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
    ) {
        queue = DispatchQueue(label: label, qos: qos, autoreleaseFrequency: autoreleaseFrequency, target: target)
    }

    public var label: String { queue.label }

    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.async(group: group, qos: qos, flags: flags, execute: work)
    }

    public func async(execute workItem: DispatchWorkItem) { queue.async(execute: workItem) }

    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    public func sync<T>(execute work: () throws -> T) rethrows -> T { try queue.sync(execute: work) }

    public func sync(execute workItem: DispatchWorkItem) { queue.sync(execute: workItem) }

    /// Stops the program unless the caller is on this queue (what an actor's
    /// `assumeIsolated` asks of its executor).
    public func checkIsolated() { dispatchPrecondition(condition: .onQueue(queue)) }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }
}
