import Foundation
import Testing
@testable import WidgettyNetwork

/// When a network widget reloads: from the server's caching headers, `Retry-After`, and backoff
/// after failures in a row, all on a given `now` (no waiting).
@Suite struct ReloadPlannerTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let planner = ReloadPlanner()
    func request(refresh: TimeInterval = 300, maximumBackoff: TimeInterval = 3600) -> NetworkRequest {
        NetworkRequest(url: URL(string: "http://127.0.0.1/x")!, refreshInterval: refresh,
                       limits: NetworkLimits(maximumBackoff: maximumBackoff))
    }

    @Test func aGoodAnswerWaitsTheRefreshIntervalOrItsFreshnessWhicheverIsLonger() {
        #expect(planner.afterSuccess(headers: [], refreshInterval: 300, now: now) == now + 300)
        let long = [NetworkHeader("Cache-Control", "public, max-age=1800")]
        #expect(planner.afterSuccess(headers: long, refreshInterval: 300, now: now) == now + 1800)
        let short = [NetworkHeader("cache-control", "max-age=60")]
        #expect(planner.afterSuccess(headers: short, refreshInterval: 300, now: now) == now + 300)
        let aged = [NetworkHeader("Cache-Control", "max-age=1800"), NetworkHeader("Age", "600")]
        #expect(planner.afterSuccess(headers: aged, refreshInterval: 300, now: now) == now + 1200)
        let noCache = [NetworkHeader("Cache-Control", "no-cache, max-age=1800")]
        #expect(planner.afterSuccess(headers: noCache, refreshInterval: 300, now: now) == now + 300)
        let year = [NetworkHeader("Cache-Control", "max-age=31536000")]
        #expect(planner.afterSuccess(headers: year, refreshInterval: 300, now: now) == now + 86_400)
    }

    @Test func retryAfterInSecondsOrAsAnHTTPDateDecidesAfterAFailingStatus() {
        let failure = NetworkFailure(.status(429), "HTTP 429 Too Many Requests")
        let seconds = planner.afterFailure(failure, headers: [NetworkHeader("Retry-After", "120")], consecutiveFailures: 1,
                                           request: request(), now: now, jitter: 0.9)
        #expect(seconds == now + 120)
        let date = HTTPDate.format(now + 3600)
        let dated = planner.afterFailure(NetworkFailure(.status(503), "HTTP 503"), headers: [NetworkHeader("Retry-After", date)],
                                         consecutiveFailures: 4, request: request(), now: now, jitter: 0)
        #expect(dated == now + 3600)
        let past = planner.afterFailure(failure, headers: [NetworkHeader("Retry-After", HTTPDate.format(now - 50))],
                                        consecutiveFailures: 1, request: request(), now: now, jitter: 0)
        #expect(past == now + 1)
    }

    @Test func fiveHundredsAndTooManyRequestsBackOffExponentiallyWithBoundedJitter() {
        let failure = NetworkFailure(.status(500), "HTTP 500")
        func delay(_ n: Int, jitter: Double) -> TimeInterval {
            planner.afterFailure(failure, headers: [], consecutiveFailures: n, request: request(), now: now, jitter: jitter)
                .timeIntervalSince(now)
        }
        #expect([1, 2, 3, 4].map { delay($0, jitter: 0) } == [30, 60, 120, 240])
        #expect(delay(30, jitter: 0) == 3600)  // capped at the maximum backoff
        #expect(delay(3, jitter: 0.999_999) > 60 && delay(3, jitter: 0.999_999) <= 120)  // at most half off
        #expect(delay(1, jitter: 0.5) == 22.5)
        let throttled = planner.afterFailure(NetworkFailure(.status(429), "HTTP 429"), headers: [], consecutiveFailures: 2,
                                             request: request(), now: now, jitter: 0)
        #expect(throttled == now + 60)
    }

    @Test func anUnreachableServerIsRetriedNoLaterThanTheRefreshInterval() {
        let offline = NetworkFailure(.unreachable, "connection refused by 127.0.0.1:9")
        let first = planner.afterFailure(offline, headers: [], consecutiveFailures: 1, request: request(refresh: 60), now: now, jitter: 0)
        #expect(first == now + 30)
        let tenth = planner.afterFailure(offline, headers: [], consecutiveFailures: 10, request: request(refresh: 60), now: now, jitter: 0)
        #expect(tenth == now + 60)
        let quick = planner.afterFailure(offline, headers: [], consecutiveFailures: 1, request: request(refresh: 5), now: now, jitter: 0)
        #expect(quick == now + 5)
    }

    @Test func otherFailuresWaitTheRefreshInterval() {
        for kind in [NetworkFailure.Kind.status(404), .tls, .tooLarge, .content, .redirects] {
            let date = planner.afterFailure(NetworkFailure(kind, "x"), headers: [NetworkHeader("Retry-After", "5")],
                                            consecutiveFailures: 3, request: request(), now: now, jitter: 0)
            #expect(date == now + (kind == .status(404) ? 5 : 300))
        }
    }
}

/// HTTP dates in the three forms RFC 9110 lets a recipient meet.
@Suite struct HTTPDateTests {
    let expected = Date(timeIntervalSince1970: 784_111_777)  // 6 Nov 1994, 08:49:37 UTC

    @Test func theThreeFormsReadTheSameInstant() {
        #expect(HTTPDate.parse("Sun, 06 Nov 1994 08:49:37 GMT") == expected)
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == expected)
        #expect(HTTPDate.parse("Sun Nov  6 08:49:37 1994") == expected)
    }

    @Test func formattingRoundTrips() {
        #expect(HTTPDate.format(expected) == "Sun, 06 Nov 1994 08:49:37 GMT")
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(HTTPDate.parse(HTTPDate.format(date)) == date)
    }

    @Test func nonsenseIsNoDate() {
        for text in ["", "tomorrow", "Sun, 31 Feb 1994 08:49:37 GMT", "Sun, 06 Nov 1994 25:49:37 GMT", "Sun, 06 Foo 1994 08:49:37 GMT",
                     "Sun, 06 Nov 1994 08:49:37 CET"] {
            #expect(HTTPDate.parse(text) == nil, "\(text)")
        }
    }
}
