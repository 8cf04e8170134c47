import Foundation
import WidgettyFetchWire

/// Makes the built-in widgets' HTTP requests: conditional when a validator is cached (a 304
/// reuses the body), error statuses turned into reasons, and when to ask again decided by
/// ``ReloadPlanner`` (the server's `max-age` and `Retry-After`, backoff after failures).
///
/// The exchange itself is its ``HTTPExchanging``: for ``shared``, the `widgetty-fetch` program
/// (``FetcherProcess``), so the home screen holds no connection, thread or TLS state between
/// requests and nothing runs until a network widget asks.
public final class NetworkClient: Sendable {
    /// The process-wide client the built-in widgets use: requests go through `widgetty-fetch`.
    public static let shared = NetworkClient(exchanger: FetcherProcess.standard)

    private let exchanger: any HTTPExchanging
    private let cache: ValidatorCache
    private let planner = ReloadPlanner()
    private let now: @Sendable () -> Date
    private let jitter: @Sendable () -> Double

    /// - Parameters:
    ///   - exchanger: what makes each exchange.
    ///   - now: the wall clock the next reload is counted from.
    ///   - jitter: a number in 0..<1 for each backoff (random by default).
    public init(exchanger: any HTTPExchanging, cache: ValidatorCache = ValidatorCache(),
                now: @escaping @Sendable () -> Date = { Date() }, jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }) {
        self.exchanger = exchanger
        self.cache = cache
        self.now = now
        self.jitter = jitter
    }

    /// Makes `request` and reads the whole body (within the limits); never throws.
    public func fetch(_ request: NetworkRequest) async -> FetchResult {
        var sent = request
        for header in cache.conditionalHeaders(for: request)
        where !sent.headers.contains(where: { $0.name.caseInsensitiveCompare(header.name) == .orderedSame }) {
            sent.headers.append(header)
        }
        let exchange = await exchanger.exchange(sent)
        var failingHeaders: [NetworkHeader] = []
        var errorResponse: NetworkResponse?
        let outcome: Result<NetworkResponse, NetworkFailure>
        switch exchange.outcome {
        case .success(let answer) where answer.status == 304:
            if let cached = cache.revalidated(request, headers: answer.headers) {
                outcome = .success(cached)
            } else {
                failingHeaders = answer.headers
                outcome = .failure(NetworkFailure(.status(304), "HTTP 304 Not Modified, but nothing was asked conditionally"))
            }
        case .success(let answer) where (200..<300).contains(answer.status):
            cache.store(answer, for: request)
            outcome = .success(answer)
        case .success(let answer):
            failingHeaders = answer.headers
            errorResponse = answer
            let words = answer.reason.isEmpty ? "" : " " + NetworkText.oneLine(answer.reason)
            outcome = .failure(NetworkFailure(.status(answer.status), "HTTP \(answer.status)\(words)"))
        case .failure(let failure):
            outcome = .failure(failure)
        }
        let date = now()
        switch outcome {
        case .success(let response):
            cache.recordSuccess(request)
            return FetchResult(outcome: outcome, nextReload: planner.afterSuccess(
                headers: response.headers, refreshInterval: request.refreshInterval, now: date), latency: exchange.latency)
        case .failure(let failure):
            let count = cache.recordFailure(request)
            return FetchResult(outcome: outcome, nextReload: planner.afterFailure(
                failure, headers: failingHeaders, consecutiveFailures: count, request: request, now: date, jitter: jitter()),
                latency: exchange.latency, errorResponse: errorResponse)
        }
    }

    /// Opens (and closes) a TCP connection to `host:port`: the seconds it took, or why not.
    public func probeTCP(host: String, port: Int, timeout: TimeInterval) async -> Result<TimeInterval, NetworkFailure> {
        guard (1...65535).contains(port), !host.isEmpty else {
            return .failure(NetworkFailure(.badRequest, "not a host:port: \(host):\(port)"))
        }
        return await exchanger.probeTCP(host: host, port: port, timeout: timeout)
    }
}
