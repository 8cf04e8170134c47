import Foundation
import WidgettyKit

/// A provider call that did not finish within its time on the host clock.
public struct ClockTimeoutError: Error, Hashable, Sendable {
    public let duration: Duration
    public init(duration: Duration) { self.duration = duration }
}

extension HostClock {
    /// Runs `operation` in its own task and returns its result, or throws ``ClockTimeoutError``
    /// once `duration` has passed on this clock (the operation is then cancelled and abandoned:
    /// an operation that ignores cancellation cannot hold the caller).
    public func run<Value: Sendable>(
        timeout duration: Duration, executor: (any TaskExecutor)?,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let outcome = OnceContinuation<Value>()
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
            outcome.onFinish { _ in work.cancel(); timer.cancel() }
        }
    }
}
