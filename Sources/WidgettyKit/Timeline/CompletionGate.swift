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

/// A continuation that is resumed by the first of several callers and ignores the rest.
final class OnceContinuation<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var pending: Result<Value, any Error>?
        var finished = false
    }
    private let state = Mutex(State())

    func install(_ continuation: CheckedContinuation<Value, any Error>) {
        let early: Result<Value, any Error>? = state.withLock { state in
            if let pending = state.pending { return pending }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    func finish(_ result: Result<Value, any Error>) {
        let continuation: CheckedContinuation<Value, any Error>? = state.withLock { state in
            guard !state.finished else { return nil }
            state.finished = true
            guard let continuation = state.continuation else {
                state.pending = result
                return nil
            }
            state.continuation = nil
            return continuation
        }
        continuation?.resume(with: result)
    }
}
