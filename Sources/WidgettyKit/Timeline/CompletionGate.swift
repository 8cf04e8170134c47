import Synchronization

/// Turns a completion-handler call into an awaited value that arrives at most once: a second
/// completion is ignored, and cancelling the waiting task ends the wait (so a provider that
/// never calls its completion cannot hold the host's task forever).
enum CompletionGate {
    static func firstValue<Value: Sendable>(
        _ start: (@escaping @Sendable (Value) -> Void) -> Void
    ) async throws -> Value {
        let once = OnceContinuation<Value>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                once.install(continuation)
                start { value in once.finish(.success(value)) }
            }
        } onCancel: {
            once.finish(.failure(CancellationError()))
        }
    }
}

/// A continuation resumed by the first of several callers, the rest ignored: the one resume-once
/// helper of the package (a provider's completion handler here, a provider call racing its
/// timeout in the timeline engine). A result may arrive before the continuation is installed.
package final class OnceContinuation<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var pending: Result<Value, any Error>?
        var finished = false
        var succeeded = false
        var cleanup: (@Sendable (_ succeeded: Bool) -> Void)?
    }
    private let state = Mutex(State())

    package init() {}

    package func install(_ continuation: CheckedContinuation<Value, any Error>) {
        let early: Result<Value, any Error>? = state.withLock { state in
            if let pending = state.pending { return pending }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    /// Runs `cleanup` once a result has arrived (at once if one already has), told whether it
    /// was a value rather than an error.
    package func onFinish(_ cleanup: @escaping @Sendable (_ succeeded: Bool) -> Void) {
        let finished: Bool? = state.withLock { state in
            if state.finished { return state.succeeded }
            state.cleanup = cleanup
            return nil
        }
        if let finished { cleanup(finished) }
    }

    package func finish(_ result: Result<Value, any Error>) {
        let (continuation, cleanup): (CheckedContinuation<Value, any Error>?, (@Sendable (Bool) -> Void)?) = state.withLock {
            state in
            guard !state.finished else { return (nil, nil) }
            state.finished = true
            if case .success = result { state.succeeded = true }
            defer { state.continuation = nil; state.cleanup = nil }
            if state.continuation == nil { state.pending = result }
            return (state.continuation, state.cleanup)
        }
        continuation?.resume(with: result)
        if case .success = result { cleanup?(true) } else { cleanup?(false) }
    }
}
