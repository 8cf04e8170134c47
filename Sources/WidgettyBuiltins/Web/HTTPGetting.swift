import Foundation

/// What the network built-ins (weather, feed, github) ask of an HTTP client: one GET with
/// headers, answered with the status, the headers and the body. The HTTP layer (caching,
/// back-off, offline handling) is plugged in behind it; the widgets' own code only builds
/// requests and reads answers, and is tested with answers written from each API's documents.
protocol HTTPGetting: Sendable {
    func get(_ url: URL, headers: [String: String]) async throws -> HTTPReply
}

extension HTTPGetting {
    /// The reply, or why there is none, as the cell says it.
    func reply(_ url: URL, headers: [String: String]) async -> Result<HTTPReply, WebProblem> {
        do {
            return .success(try await get(url, headers: headers))
        } catch let problem as WebProblem {
            return .failure(problem)
        } catch {
            return .failure(.transport("\(error)"))
        }
    }
}

/// An HTTP answer as the built-ins read it.
struct HTTPReply: Sendable, Hashable {
    var status: Int
    /// Header names as the server sent them; ``header(_:)`` finds one in any case.
    var headers: [String: String]
    var body: Data

    init(status: Int, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of a header, its name compared without regard to case.
    func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.key.lowercased() == wanted }?.value
    }
}

/// The client the network built-ins use unless a test gives them another: the HTTP layer.
enum BuiltinHTTP {
    static let client: any HTTPGetting = NetworkLayerClient()

    /// Seconds one request of a network built-in may take in all, the body included: a server
    /// that drips its answer stops here, with its reason (`no complete answer within 15 s`).
    static let requestTimeout: TimeInterval = 15

    /// The provider time limit of a built-in that makes `requests` requests one after another:
    /// their time and 10 s more, so the provider's own answer — the reason in the cell — always
    /// comes before the host gives up on the call (which would show only `!`).
    static func providerTimeout(sequentialRequests requests: Int) -> Duration {
        .seconds(requestTimeout * Double(max(1, requests)) + 10)
    }
}
