import Foundation
import Synchronization

/// A provider call that did not finish within its time on the host clock.
public struct ClockTimeoutError: Error, Hashable, Sendable {
    public let duration: Duration
    public init(duration: Duration) { self.duration = duration }
}

extension HostClock {
    /// Runs `operation` in its own task and returns its result, or throws ``ClockTimeoutError``
    /// once `duration` has passed on this clock (the operation is then cancelled and abandoned:
    /// an operation that ignores cancellation cannot hold the caller).
    func run<Value: Sendable>(
        timeout duration: Duration, executor: (any TaskExecutor)?,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let outcome = FirstOutcome<Value>()
        let deadline = now.addingTimeInterval(Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18)
        return try await withCheckedThrowingContinuation { continuation in
            outcome.install(continuation)
            let work = Task(executorPreference: executor) {
                do { outcome.finish(.success(try await operation())) } catch { outcome.finish(.failure(error)) }
            }
            let timer = Task(executorPreference: executor) {
                do { try await self.sleep(until: deadline) } catch { return }
                while self.now < deadline {
                    do { try await self.sleep(until: deadline) } catch { return }
                }
                outcome.finish(.failure(ClockTimeoutError(duration: duration)))
            }
            outcome.onFinish { work.cancel(); timer.cancel() }
        }
    }
}

/// The first of several results, handed to one continuation; later ones are dropped.
final class FirstOutcome<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var result: Result<Value, any Error>?
        var cleanup: (@Sendable () -> Void)?
    }
    private let state = Mutex(State())

    func install(_ continuation: CheckedContinuation<Value, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Runs `cleanup` once a result arrived (at once if it already has).
    func onFinish(_ cleanup: @escaping @Sendable () -> Void) {
        let finished: Bool = state.withLock { state in
            if state.result != nil { return true }
            state.cleanup = cleanup
            return false
        }
        if finished { cleanup() }
    }

    func finish(_ result: Result<Value, any Error>) {
        let (continuation, cleanup): (CheckedContinuation<Value, any Error>?, (@Sendable () -> Void)?) = state.withLock { state in
            guard state.result == nil else { return (nil, nil) }
            state.result = result
            defer { state.continuation = nil; state.cleanup = nil }
            return (state.continuation, state.cleanup)
        }
        continuation?.resume(with: result)
        cleanup?()
    }
}
