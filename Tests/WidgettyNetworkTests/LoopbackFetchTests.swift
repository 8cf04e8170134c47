import Foundation
import Synchronization
import Testing
import WidgettyHTTP
import WidgettyStore
import WidgettyTestSupport
@testable import WidgettyNetwork

/// The HTTP layer against a real server on loopback (Tests/Fixtures/loopback_server.py): each
/// case gives a response or a failure a person can read, and the reload date its rules say.
@Suite(.serialized) struct LoopbackFetchTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    let server: LoopbackHTTPServer
    let exchanger = HTTPExchanger(environment: [:])
    let client: NetworkClient

    init() throws {
        server = try LoopbackHTTPServer()
        client = NetworkClient(exchanger: exchanger, now: { LoopbackFetchTests.now }, jitter: { 0 })
    }

    func request(_ path: String, refresh: TimeInterval = 300, limits: NetworkLimits = NetworkLimits(totalTimeout: 20)) -> NetworkRequest {
        NetworkRequest(url: server.url(path), refreshInterval: refresh, limits: limits)
    }

    @Test func aGoodAnswerIsReadWholeAndItsMaxAgeSetsTheReload() async throws {
        let result = await client.fetch(request("/json", refresh: 60))
        let response = try #require(result.response)
        #expect(response.status == 200 && !response.notModified)
        #expect(response.text.contains("\"temperature\": 21.5"))
        #expect(response.mediaType == "application/json")
        #expect(result.nextReload == Self.now + 120)
        #expect(result.latency > 0 && result.latency < 20)
        #expect(exchanger.isStarted)
    }

    @Test func theSecondRequestIsConditionalAnd304ReusesTheBody() async throws {
        let first = try #require(await client.fetch(request("/json")).response)
        let second = await client.fetch(request("/json"))
        let reused = try #require(second.response)
        #expect(reused.notModified)
        #expect(reused.body == first.body)
        #expect(second.nextReload == Self.now + 300)
    }

    @Test func tooManyRequestsWaitsForRetryAfter() async {
        let result = await client.fetch(request("/status/429", refresh: 5))
        #expect(result.failure == NetworkFailure(.status(429), "HTTP 429 Too Many Requests"))
        #expect(result.nextReload == Self.now + 7)
        // The server dates Retry-After 90 s after its (real) now: read on a client with the real clock.
        let started = Date()
        let realClock = NetworkClient(exchanger: HTTPExchanger(environment: [:]), now: { Date() }, jitter: { 0 })
        let dated = await realClock.fetch(request("/retry-date"))
        #expect(dated.failure?.status == 429)
        #expect((85...91).contains(dated.nextReload.timeIntervalSince(started)))
    }

    @Test func serverErrorsBackOffMoreEachTime() async {
        let first = await client.fetch(request("/status/500", refresh: 60))
        let second = await client.fetch(request("/status/500", refresh: 60))
        #expect(first.failure?.message == "HTTP 500 Internal Server Error")
        #expect(first.nextReload == Self.now + 30)
        #expect(second.nextReload == Self.now + 60)
        _ = await client.fetch(request("/json"))  // another URL's success does not reset this one
        #expect(await client.fetch(request("/status/500", refresh: 60)).nextReload == Self.now + 120)
    }

    @Test func aRefusedConnectionIsOfflineAndSaysWhere() async throws {
        let stopped = try LoopbackHTTPServer()
        let url = stopped.url("/json")
        stopped.stop()
        let result = await client.fetch(NetworkRequest(url: url, refreshInterval: 60))
        let failure = try #require(result.failure)
        #expect(failure.isOffline)
        #expect(failure.message == "connection refused by 127.0.0.1:\(stopped.port)")
        #expect(result.nextReload == Self.now + 30)
        #expect(result.latency < 10)
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let started = ContinuousClock.now
        let result = await client.fetch(request("/hang", limits: NetworkLimits(totalTimeout: 1)))
        #expect(result.failure == NetworkFailure(.timeout, "no complete answer within 1 s"))
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func aSlowDripStopsAtTheTotalTimeout() async throws {
        let started = ContinuousClock.now
        let result = await client.fetch(request("/drip", limits: NetworkLimits(totalTimeout: 1.5)))
        #expect(result.failure?.kind == .timeout)
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func redirectsAreFollowedAndLoopsStopped() async throws {
        let followed = try #require(await client.fetch(request("/redirect")).response)
        #expect(followed.text.contains("loopback"))
        let loop = await client.fetch(request("/loop/a"))
        #expect(loop.failure == NetworkFailure(.redirects, "a redirect loop"))
        let limited = await client.fetch(request("/redirect", limits: NetworkLimits(maximumRedirects: 0)))
        #expect(limited.failure?.status == 302)
    }

    @Test func aBodyOverTheLimitIsRefusedWhileStreaming() async throws {
        let limits = NetworkLimits(totalTimeout: 5, maximumBodyBytes: 256 << 10)
        let started = ContinuousClock.now
        let chunked = await client.fetch(request("/big", limits: limits))
        #expect(chunked.failure == NetworkFailure(.tooLarge, "the answer is larger than 256 KiB"))
        let declared = await client.fetch(request("/big-declared", limits: limits))
        #expect(declared.failure?.kind == .tooLarge)
        #expect(ContinuousClock.now - started < .seconds(10))
        // The connection pool is still good for the next request.
        #expect(await client.fetch(request("/count")).response?.status == 200)
    }

    @Test func methodHeadersAndBodyAreSentAsGiven() async throws {
        var post = request("/echo")
        post.method = "POST"
        post.headers = [NetworkHeader("X-Widget", "yes"), NetworkHeader("Content-Type", "application/json")]
        post.body = Data(#"{"q":1}"#.utf8)
        let echo = try #require(await client.fetch(post).response)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(echo.body)) as? [String: Any])
        #expect(json["method"] as? String == "POST")
        #expect(json["body"] as? String == #"{"q":1}"#)
        #expect((json["headers"] as? [String: String])?["x-widget"] == "yes")
        #expect((json["headers"] as? [String: String])?["user-agent"] == "widgetty")
    }

    @Test func aTCPProbeMeasuresTheConnectionOrSaysRefused() async throws {
        let latency = try await client.probeTCP(host: "127.0.0.1", port: server.port, timeout: 2).get()
        #expect(latency > 0 && latency < 10)
        let stopped = try LoopbackHTTPServer()
        stopped.stop()
        let refused = await client.probeTCP(host: "127.0.0.1", port: stopped.port, timeout: 2)
        #expect(throws: NetworkFailure(.unreachable, "connection refused by 127.0.0.1:\(stopped.port)")) { try refused.get() }
    }

    @Test func httpsToAPlainServerIsATLSFailureAndOtherSchemesAreRefused() async throws {
        let tls = await client.fetch(NetworkRequest(url: URL(string: "https://127.0.0.1:\(server.port)/json")!,
                                                    limits: NetworkLimits(totalTimeout: 3)))
        #expect(tls.failure?.kind == .tls, "\(String(describing: tls.failure))")
        let ftp = await client.fetch(NetworkRequest(url: URL(string: "ftp://127.0.0.1/x")!))
        #expect(ftp.failure?.kind == .badRequest)
    }
}
