import WidgettyKit
import WidgettyTimelines

/// One call into a widget's code from a panel, with the executor, clock and time limit every
/// such call has (``HostClock/run(timeout:executor:isolation:_:)``).
struct WidgetCall: Sendable {
    let clock: any HostClock
    let executor: (any TaskExecutor)?
    let limit: Duration

    func callAsFunction<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try await clock.run(timeout: limit, executor: executor, work)
    }
}
