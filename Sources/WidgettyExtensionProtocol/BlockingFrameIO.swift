import Dispatch

/// Blocking frame reads and writes, awaited without holding one of the few threads Swift's
/// concurrency runs tasks on (as many as there are cores: two blocked reads on a two-core
/// machine would stop every other task). They run on a dispatch queue of their own, whose
/// threads are apart from that pool.
public enum BlockingFrameIO {
    private static let queue = DispatchQueue(label: "widgetty.extension.frame-io", attributes: .concurrent)

    /// `work` on the frame queue, its result awaited.
    public static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }
}
