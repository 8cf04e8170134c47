import FoundationEssentials

/// What puts a request on the wire and reads its answer: ``FetcherProcess`` (the `widgetty-fetch`
/// program, one process per request) in the home screen, and the in-process client of
/// WidgettyHTTP in that program and in tests. ``NetworkClient`` adds the caching and the planning.
public protocol HTTPExchanging: Sendable {
    /// Sends `request` as it is (conditional headers included) and reads the whole body within its
    /// limits. Any status is a response; a failure is no answer at all (or one over the limits).
    func exchange(_ request: NetworkRequest) async -> HTTPExchange
    /// Opens (and closes) a TCP connection to `host:port`: the seconds it took, or why not.
    func probeTCP(host: String, port: Int, timeout: TimeInterval) async -> Result<TimeInterval, NetworkFailure>
}

/// One exchange's answer, and the seconds from sending the request to its last byte (or the
/// failure), measured where the request was made.
public struct HTTPExchange: Sendable, Hashable {
    public var outcome: Result<NetworkResponse, NetworkFailure>
    public var latency: TimeInterval

    public init(outcome: Result<NetworkResponse, NetworkFailure>, latency: TimeInterval) {
        self.outcome = outcome
        self.latency = latency
    }
}
