import Foundation
import WidgettyFetchWire

/// What one fetch gave: a response or why not, when to ask again, and how long it took.
public struct FetchResult: Sendable {
    public var outcome: Result<NetworkResponse, NetworkFailure>
    /// When the widget should reload: from `Cache-Control: max-age`, `Retry-After`, backoff
    /// after failures, else the request's refresh interval.
    public var nextReload: Date
    /// Seconds from sending the request to the last byte (or the failure).
    public var latency: TimeInterval
    /// The server's answer when the failure is its error status (4xx, 5xx): its headers and the
    /// body that explains it.
    public var errorResponse: NetworkResponse?

    public init(outcome: Result<NetworkResponse, NetworkFailure>, nextReload: Date, latency: TimeInterval,
                errorResponse: NetworkResponse? = nil) {
        self.outcome = outcome
        self.nextReload = nextReload
        self.latency = latency
        self.errorResponse = errorResponse
    }

    public var response: NetworkResponse? { try? outcome.get() }
    public var failure: NetworkFailure? {
        if case .failure(let failure) = outcome { return failure }
        return nil
    }
}
