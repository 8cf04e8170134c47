import FoundationEssentials

/// One HTTP request a network widget makes, with the limits it is made under.
///
/// `refreshInterval` is how often the widget wants fresh data when the server says nothing
/// (no `Cache-Control: max-age`, no `Retry-After`); the answer's `nextReload` starts from it.
public struct NetworkRequest: Sendable, Hashable, Codable {
    public var url: URL
    /// `GET` unless said otherwise; only `GET` requests are made conditional.
    public var method: String
    public var headers: [NetworkHeader]
    public var body: Data?
    /// Skip verifying the server's certificate (a widget's `insecure: true`); never otherwise.
    public var insecure: Bool
    public var refreshInterval: TimeInterval
    public var limits: NetworkLimits

    public init(url: URL, method: String = "GET", headers: [NetworkHeader] = [], body: Data? = nil, insecure: Bool = false,
                refreshInterval: TimeInterval = 300, limits: NetworkLimits = NetworkLimits()) {
        self.url = url
        self.method = method.uppercased()
        self.headers = headers
        self.body = body
        self.insecure = insecure
        self.refreshInterval = refreshInterval
        self.limits = limits
    }
}

/// A header line of a request or a response.
public struct NetworkHeader: Sendable, Hashable, Codable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// How long a request may take, how much it may read and how far it may be redirected.
public struct NetworkLimits: Sendable, Hashable, Codable {
    /// Seconds to connect (TCP and TLS).
    public var connectTimeout: TimeInterval
    /// Seconds for the whole exchange, the body included: a slow drip stops here.
    public var totalTimeout: TimeInterval
    /// Bytes of body at most; reading stops (and the connection closes) as soon as more arrive.
    public var maximumBodyBytes: Int
    /// Redirects followed at most; a redirect back to a URL already visited stops at once.
    public var maximumRedirects: Int
    /// The longest a failing server (429, 5xx) is left alone by backoff.
    public var maximumBackoff: TimeInterval

    public init(connectTimeout: TimeInterval = 5, totalTimeout: TimeInterval = 15, maximumBodyBytes: Int = 1 << 20,
                maximumRedirects: Int = 5, maximumBackoff: TimeInterval = 3600) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumRedirects = maximumRedirects
        self.maximumBackoff = maximumBackoff
    }
}
