import Foundation
import Testing
import WidgettyHTTP
import WidgettyKit
import WidgettyNetwork
import WidgettyStore
import WidgettyTestSupport
@testable import WidgettyBuiltins

/// The network widgets' requests through the HTTP layer to a real server on loopback
/// (Tests/Fixtures/loopback_server.py): headers arrive as the widget set them, and pages,
/// error statuses and a server that is gone reach the cell as reasons.
@Suite(.serialized) struct NetworkLayerClientTests {
    let server: LoopbackHTTPServer
    let client = NetworkLayerClient(client: NetworkClient(exchanger: HTTPExchanger(environment: [:])))

    init() throws { server = try LoopbackHTTPServer() }

    @Test func theWidgetsHeadersArriveAndTheAnswerComesBack() async throws {
        let headers = GitHubRequest.headers(token: "ghp_LOOPBACK")
        let reply = try await client.get(server.url("/echo"), headers: headers)
        #expect(reply.status == 200)
        let echoed = String(decoding: reply.body, as: UTF8.self)
        #expect(echoed.contains("Bearer ghp_LOOPBACK") && echoed.contains("application/vnd.github+json"), "\(echoed)")
        #expect(reply.header("content-type")?.hasPrefix("application/json") == true)
    }

    @Test func pagesStatusesAndAServerThatIsGoneAreReasons() async throws {
        let dir = try FixtureDirectory()
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        let provider = FeedProvider(now: { BuiltinHarness.sunday }, client: client, marks: FeedReadMarks(store: { .success(store) }),
                                    kept: .kept(in: store))
        let intent = try IntentSchema.decode(FeedIntent.self, from: [
            "feeds": .array([.string("/html"), .string("/status/404")]), "baseURL": .string(server.baseURL.absoluteString),
        ])
        let entry = await provider.entry(for: intent)
        #expect(entry.problems == ["127.0.0.1: not a feed: the server sent an HTML page", "127.0.0.1: HTTP 404"])
        // The two connections the feeds used stay in the pool, closed under it by the server's
        // end: the request must not fail with "I/O on closed channel" but say the server is gone.
        let port = server.port
        server.stop()
        let gone = await client.reply(URL(string: "http://127.0.0.1:\(port)/json")!, headers: [:])
        #expect(gone.failure?.description.contains("127.0.0.1:\(port)") == true, "\(String(describing: gone.failure))")
    }
}
