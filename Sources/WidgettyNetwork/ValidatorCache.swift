import Foundation
import Synchronization
import WidgettyFetchWire

/// The validators (`ETag`, `Last-Modified`) and body of each URL's last good `GET`, so the next
/// request asks `If-None-Match`/`If-Modified-Since` and a 304 reuses the body; and how many
/// fetches of each request failed in a row, for backoff. In memory, bounded: the least recently
/// used of more than `capacity` URLs, or of more than `byteLimit` bytes of bodies, is forgotten.
public final class ValidatorCache: Sendable {
    /// What is kept of a good response.
    struct Stored: Sendable {
        var etag: String?
        var lastModified: String?
        var response: NetworkResponse
        var used: UInt64
    }

    private struct State {
        var stored: [String: Stored] = [:]
        var failures: [String: Int] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    let capacity: Int
    let byteLimit: Int

    public init(capacity: Int = 64, byteLimit: Int = 8 << 20) {
        self.capacity = capacity
        self.byteLimit = byteLimit
    }

    /// The conditional headers for `request` (none unless it is a `GET` with a stored response).
    func conditionalHeaders(for request: NetworkRequest) -> [NetworkHeader] {
        guard request.method == "GET" else { return [] }
        return state.withLock { state in
            guard let stored = state.stored[request.cacheKey] else { return [] }
            var headers: [NetworkHeader] = []
            if let etag = stored.etag { headers.append(NetworkHeader("If-None-Match", etag)) }
            if let lastModified = stored.lastModified { headers.append(NetworkHeader("If-Modified-Since", lastModified)) }
            return headers
        }
    }

    /// The stored response for `request`, as a 304 makes it (its headers refreshed by the 304's).
    func revalidated(_ request: NetworkRequest, headers: [NetworkHeader]) -> NetworkResponse? {
        state.withLock { state in
            state.clock += 1
            guard var stored = state.stored[request.cacheKey] else { return nil }
            stored.used = state.clock
            state.stored[request.cacheKey] = stored
            var response = stored.response
            let updated = Set(headers.map { $0.name.lowercased() })
            response.headers = response.headers.filter { !updated.contains($0.name.lowercased()) } + headers
            response.notModified = true
            return response
        }
    }

    /// Keeps `response` for `request` if it carries a validator (and is a `GET`).
    func store(_ response: NetworkResponse, for request: NetworkRequest) {
        let etag = response.header("ETag")
        let lastModified = response.header("Last-Modified")
        guard request.method == "GET", etag != nil || lastModified != nil, response.body.count <= byteLimit else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.stored[request.cacheKey] { state.bytes -= old.response.body.count }
            state.stored[request.cacheKey] = Stored(etag: etag, lastModified: lastModified, response: response, used: state.clock)
            state.bytes += response.body.count
            while state.stored.count > capacity || state.bytes > byteLimit,
                let oldest = state.stored.min(by: { $0.value.used < $1.value.used })
            {
                state.bytes -= oldest.value.response.body.count
                state.stored[oldest.key] = nil
            }
        }
    }

    /// Counts a failure of `request`; returns how many in a row now.
    func recordFailure(_ request: NetworkRequest) -> Int {
        state.withLock { state in
            if state.failures.count > capacity * 4 { state.failures.removeAll() }
            state.failures[request.cacheKey, default: 0] += 1
            return state.failures[request.cacheKey] ?? 1
        }
    }

    /// Forgets the failures of `request` after a good answer.
    func recordSuccess(_ request: NetworkRequest) {
        _ = state.withLock { $0.failures.removeValue(forKey: request.cacheKey) }
    }
}

extension NetworkRequest {
    /// The key a request's cached validators and failure count are kept under.
    var cacheKey: String { method + " " + url.absoluteString }
}
