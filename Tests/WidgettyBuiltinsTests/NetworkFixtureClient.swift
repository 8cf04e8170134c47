import Foundation
import WidgettyStore
import WidgettyNetwork
import Synchronization
import Testing
@testable import WidgettyBuiltins

/// The answers written in NetworkFixtures/, read by name.
enum NetworkFixture {
    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "NetworkFixtures"),
                               "no fixture \(name)")
        return try Data(contentsOf: url)
    }

    /// A 200 answer with the fixture's body and a content type.
    static func reply(_ name: String, type: String = "application/json", headers: [String: String] = [:]) throws -> HTTPReply {
        HTTPReply(status: 200, headers: headers.merging(["Content-Type": type]) { mine, _ in mine }, body: try data(name))
    }
}

/// An HTTP client for the widgets' tests: answers each request by its URL's path (the first
/// route whose path the URL's path ends with), and records what was asked.
final class FixtureHTTPClient: HTTPGetting {
    struct Request: Sendable {
        var url: URL
        var headers: [String: String]
    }

    private let routes: [(path: String, reply: HTTPReply)]
    private let asked = Mutex<[Request]>([])

    init(_ routes: [(String, HTTPReply)]) {
        self.routes = routes.map { (path: $0.0, reply: $0.1) }
    }

    var requests: [Request] { asked.withLock { $0 } }

    func get(_ url: URL, headers: [String: String]) async throws -> HTTPReply {
        asked.withLock { $0.append(Request(url: url, headers: headers)) }
        guard let route = routes.first(where: { url.path.hasSuffix($0.path) }) else {
            return HTTPReply(status: 404, headers: ["Content-Type": "text/plain"], body: Data("no route".utf8))
        }
        return route.reply
    }
}

/// A client whose every request fails before an answer, as the HTTP layer reports it.
struct UnreachableHTTPClient: HTTPGetting {
    func get(_ url: URL, headers: [String: String]) async throws -> HTTPReply {
        throw WebProblem.offline("connection refused")
    }
}

extension KeptAnswer {
    /// Keeps nothing: the provider tests that are not about the last good answer.
    static var forgetful: KeptAnswer { KeptAnswer(store: LastGoodStore(store: { nil }), failures: FailureCounts()) }

    /// Keeps answers in `store` (a test's own), counting failures afresh.
    static func kept(in store: SharedStore) -> KeptAnswer {
        KeptAnswer(store: LastGoodStore(store: { store }), failures: FailureCounts())
    }
}

/// An exchanger for ``NetworkClient`` in the widgets' tests: every request gets a 200 with the
/// fixture's body (the `http` widget's JSON API).
struct FixtureExchanger: HTTPExchanging {
    let body: Data
    var contentType = "application/json"

    func exchange(_ request: NetworkRequest) async -> HTTPExchange {
        HTTPExchange(outcome: .success(NetworkResponse(status: 200, reason: "OK", headers: [NetworkHeader("Content-Type", contentType)],
                                                       body: Array(body))), latency: 0.04)
    }

    func probeTCP(host: String, port: Int, timeout: TimeInterval) async -> Result<TimeInterval, NetworkFailure> {
        .success(0.002)
    }
}
