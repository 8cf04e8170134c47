import Foundation

/// One thing the monitor checks: an http(s) URL (up when it answers below 400) or a TCP
/// `host:port` (up when a connection opens; `[::1]:22` for IPv6).
enum MonitorTarget: Hashable {
    case url(URL)
    case tcp(host: String, port: Int)

    /// Why a target text is neither.
    struct Problem: Error, Hashable {
        var message: String
    }

    init(_ text: String) throws(Problem) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let lower = trimmed.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let url = URL(string: trimmed), url.host?.isEmpty == false else {
                throw Problem(message: "not a URL: \(trimmed.prefix(60))")
            }
            self = .url(url)
            return
        }
        guard let colon = trimmed.lastIndex(of: ":"), let port = Int(trimmed[trimmed.index(after: colon)...]),
            (1...65535).contains(port)
        else { throw Problem(message: "expected an http(s) URL or host:port, found \"\(trimmed.prefix(60))\"") }
        var host = String(trimmed[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, !host.contains(" ") else { throw Problem(message: "no host in \"\(trimmed.prefix(60))\"") }
        self = .tcp(host: host, port: port)
    }

    /// How the cell names it: host and path for a URL, `host:port` for TCP.
    var name: String {
        switch self {
        case .url(let url):
            let path = url.path == "/" ? "" : url.path
            return (url.host ?? "") + (url.port.map { ":\($0)" } ?? "") + path
        case .tcp(let host, let port):
            return host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        }
    }
}

/// One check's outcome for one target, as the entry keeps it.
struct MonitorStatus: Codable, Hashable {
    var name: String
    var up: Bool
    /// "200 · 12 ms", "TCP · 3 ms", "HTTP 503 Service Unavailable", "connection refused by …".
    var detail: String
    /// This check's latency in milliseconds, nil when down.
    var latency: Double?
    /// Up to the last `MonitorHistory.capacity` latencies, oldest first (down checks left out).
    var history: [Double]
    /// When it was last seen up (nil: never, as far as the store remembers).
    var lastUp: Date?
    /// Up but slower than the threshold.
    var slow: Bool
}
