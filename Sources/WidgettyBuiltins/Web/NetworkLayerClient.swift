import Foundation
import WidgettyNetwork

/// The network widgets' requests made by the HTTP layer (WidgettyNetwork's `NetworkClient`): its
/// timeouts, body limit, redirect limit, proxies and conditional requests. An error status comes
/// back as a reply with the server's headers and body (GitHub's rate limit and message are read
/// from them); a failure before any answer as the layer's own words, offline or not.
struct NetworkLayerClient: HTTPGetting {
    var client: NetworkClient = .shared

    func get(_ url: URL, headers: [String: String]) async throws -> HTTPReply {
        let request = NetworkRequest(
            url: url, headers: headers.sorted { $0.key < $1.key }.map { NetworkHeader($0.key, $0.value) },
            limits: NetworkLimits(totalTimeout: BuiltinHTTP.requestTimeout, maximumBodyBytes: FeedReader.limit))
        let fetch = await client.fetch(request)
        switch fetch.outcome {
        case .success(let response):
            return Self.reply(response)
        case .failure(let failure):
            if let answer = fetch.errorResponse { return Self.reply(answer) }
            if case .status(let code) = failure.kind { return HTTPReply(status: code, body: Data()) }
            throw failure.isOffline ? WebProblem.offline(failure.message) : WebProblem.transport(failure.message)
        }
    }

    private static func reply(_ response: NetworkResponse) -> HTTPReply {
        var named: [String: String] = [:]
        for header in response.headers where named[header.name] == nil { named[header.name] = header.value }
        return HTTPReply(status: response.status, headers: named, body: Data(response.body))
    }
}
