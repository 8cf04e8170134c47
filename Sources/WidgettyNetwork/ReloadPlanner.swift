import Foundation
import WidgettyFetchWire

/// Decides when a network widget reloads, from what the server said and how the last fetches
/// went. Pure: the time and the jitter are given, so every rule is tested without waiting.
///
/// - A good answer: `now + max(refreshInterval, freshness)`, where freshness is
///   `Cache-Control: max-age` less `Age` (none with `no-cache`/`no-store`), at most a day.
/// - `Retry-After` (seconds or an HTTP date) on any failing status wins: that instant, from 1 s to a day.
/// - 429 and 5xx without it: exponential backoff, `min(maximumBackoff, base·2^(n−1))` for the
///   n-th failure in a row, base = `min(refreshInterval, 30 s)`, jittered down by up to half.
/// - Unreachable or timed out: the same backoff, but never longer than the refresh interval, so
///   a widget comes back within its own period once the network does.
/// - Anything else (4xx, TLS, too large, unreadable content): the refresh interval.
public struct ReloadPlanner: Sendable {
    /// The longest freshness or `Retry-After` honoured.
    public static let longestWait: TimeInterval = 86_400

    public init() {}

    /// When to reload after a good answer carrying `headers`.
    public func afterSuccess(headers: [NetworkHeader], refreshInterval: TimeInterval, now: Date) -> Date {
        let freshness = Self.freshness(headers) ?? 0
        return now.addingTimeInterval(max(refreshInterval, min(freshness, Self.longestWait)))
    }

    /// When to reload after `failure`, the `consecutiveFailures`-th in a row (1 for the first);
    /// `headers` are the failing response's (for `Retry-After`), `jitter` is in 0..<1.
    public func afterFailure(_ failure: NetworkFailure, headers: [NetworkHeader], consecutiveFailures: Int,
                             request: NetworkRequest, now: Date, jitter: Double) -> Date {
        if let status = failure.status, let value = headers.first(where: { $0.name.lowercased() == "retry-after" })?.value,
            let wait = Self.retryAfter(value, now: now), status >= 300
        {
            return now.addingTimeInterval(min(max(wait, 1), Self.longestWait))
        }
        let base = max(1, min(request.refreshInterval, 30))
        let exponent = Double(min(max(consecutiveFailures, 1) - 1, 30))
        let raw = base * pow(2, exponent)
        switch failure.kind {
        case .status(let code) where code == 429 || code >= 500:
            return now.addingTimeInterval(Self.jittered(min(raw, max(request.limits.maximumBackoff, base)), jitter))
        case .unreachable, .timeout:
            return now.addingTimeInterval(Self.jittered(min(raw, max(request.refreshInterval, 1)), jitter))
        default:
            return now.addingTimeInterval(max(request.refreshInterval, 1))
        }
    }

    /// Seconds the response stays fresh (`max-age` less `Age`), nil when it says nothing; 0 when it forbids caching.
    static func freshness(_ headers: [NetworkHeader]) -> TimeInterval? {
        let directives = headers.filter { $0.name.lowercased() == "cache-control" }
            .flatMap { $0.value.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if directives.contains("no-store") || directives.contains("no-cache") { return 0 }
        guard let maxAge = directives.lazy.compactMap({ directive -> Double? in
            guard directive.hasPrefix("max-age=") else { return nil }
            return Double(directive.dropFirst("max-age=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
        }).first, maxAge >= 0 else { return nil }
        let age = headers.first { $0.name.lowercased() == "age" }.flatMap { Double($0.value.trimmingCharacters(in: .whitespaces)) } ?? 0
        return max(0, maxAge - max(0, age))
    }

    /// `Retry-After` as seconds from `now`: a number of seconds, or an HTTP date.
    static func retryAfter(_ value: String, now: Date) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed), seconds >= 0 { return TimeInterval(seconds) }
        return HTTPDate.parse(trimmed).map { $0.timeIntervalSince(now) }
    }

    /// `delay` shortened by up to half, by `jitter` in 0..<1 (so clients that failed together spread out).
    static func jittered(_ delay: TimeInterval, _ jitter: Double) -> TimeInterval {
        delay * (1 - 0.5 * min(max(jitter, 0), 1))
    }
}
