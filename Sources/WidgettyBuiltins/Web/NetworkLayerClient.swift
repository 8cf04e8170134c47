import Foundation
import WidgettyNetwork

/// The network widgets' requests made by the HTTP layer (WidgettyNetwork's `NetworkClient`): its
/// timeouts, body limit, redirect limit, proxies and conditional requests. An error status comes
/// back as a reply (without its body, which the layer does not keep, so the cell says `HTTP 403`
/// rather than the server's message); a failure before any answer as the layer's own words.
struct NetworkLayerClient: HTTPGetting {
    var client: NetworkClient = .shared

    func get(_ url: URL, headers: [String: String]) async throws -> HTTPReply {
        let request = NetworkRequest(
            url: url, headers: headers.sorted { $0.key < $1.key }.map { NetworkHeader($0.key, $0.value) },
            limits: NetworkLimits(maximumBodyBytes: FeedReader.limit))
        switch await client.fetch(request).outcome {
        case .success(let response):
            var named: [String: String] = [:]
            for header in response.headers where named[header.name] == nil { named[header.name] = header.value }
            return HTTPReply(status: response.status, headers: named, body: Data(response.body))
        case .failure(let failure):
            if case .status(let code) = failure.kind { return HTTPReply(status: code, body: Data()) }
            throw WebProblem.transport(failure.message)
        }
    }
}
