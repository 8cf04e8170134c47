import FoundationEssentials

/// A response with a 2xx status (or a 304 answered from the validator cache), body read whole.
public struct NetworkResponse: Sendable, Hashable {
    public var status: Int
    /// The status line's words (`Not Found`), as the server sent them.
    public var reason: String
    public var headers: [NetworkHeader]
    public var body: [UInt8]
    /// True when the server answered 304 Not Modified and `body` is the cached one.
    public var notModified: Bool

    public init(status: Int, reason: String = "", headers: [NetworkHeader], body: [UInt8], notModified: Bool = false) {
        self.status = status
        self.reason = reason
        self.headers = headers
        self.body = body
        self.notModified = notModified
    }

    /// The first header of that name (case-insensitive).
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }

    /// The body as UTF-8 text (invalid sequences replaced).
    public var text: String { String(decoding: body, as: UTF8.self) }

    /// The media type of `Content-Type` in lower case, without parameters (`application/json`).
    public var mediaType: String? {
        header("Content-Type").map { $0.split(separator: ";").first.map(String.init) ?? $0 }
            .map { NetworkText.trimmingSpaces($0).lowercased() }
    }
}

/// Why a fetch gave no usable response, in words for the cell.
public struct NetworkFailure: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of failure, which decides when to try again.
    public enum Kind: Sendable, Hashable, Codable {
        /// No connection: refused, unreachable, no such host (the widget is offline).
        case unreachable
        /// Connecting or the whole exchange took longer than its limit.
        case timeout
        /// The certificate or the TLS handshake was refused.
        case tls
        /// The body was longer than the limit.
        case tooLarge
        /// Too many redirects, or a redirect loop.
        case redirects
        /// The server answered with an error status (4xx, 5xx).
        case status(Int)
        /// The widget's request itself is wrong (a bad URL, a scheme other than http/https).
        case badRequest
        /// The body arrived but is not what the widget reads (invalid JSON, HTML for JSON).
        case content
        /// Anything else the connection reported.
        case other
    }

    public var kind: Kind
    /// One line for a person: "connection refused by 127.0.0.1:8080", "HTTP 500 Internal Server Error".
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// True when the network (or the server's host) could not be reached at all.
    public var isOffline: Bool {
        switch kind {
        case .unreachable, .timeout: return true
        default: return false
        }
    }

    /// The HTTP status, when the server answered with an error status.
    public var status: Int? {
        if case .status(let code) = kind { return code }
        return nil
    }
}
