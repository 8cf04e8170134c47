import FoundationEssentials

/// The proxy a URL goes through, from the usual environment variables: `http_proxy` for `http:`,
/// `https_proxy` for `https:` (lower case first, then upper case; `HTTP_PROXY` is not read for
/// CGI's sake, as curl does not), and `no_proxy`: host names and domain suffixes (`.example.com`
/// and `example.com` both cover its subdomains), `host:port`, IPv4 addresses, or `*` for all.
public struct ProxySettings: Sendable, Hashable {
    /// A proxy server: where to connect.
    public struct Server: Sendable, Hashable {
        public var host: String
        public var port: Int
    }

    public var http: Server?
    public var https: Server?
    public var exclusions: [String]

    public init(environment: [String: String]) {
        func read(_ names: [String]) -> String? {
            names.lazy.compactMap { environment[$0] }.first { !NetworkText.trimmingSpaces($0).isEmpty }
        }
        http = read(["http_proxy"]).flatMap(Self.server)
        https = read(["https_proxy", "HTTPS_PROXY"]).flatMap(Self.server)
        exclusions = (read(["no_proxy", "NO_PROXY"]) ?? "").split(separator: ",")
            .map { NetworkText.trimmingSpaces($0).lowercased() }.filter { !$0.isEmpty }
    }

    /// The proxy for `url`, nil to connect directly.
    public func server(for url: URL) -> Server? {
        guard let host = url.host?.lowercased() else { return nil }
        let proxy = url.scheme?.lowercased() == "https" ? https : http
        guard let proxy else { return nil }
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        for rule in exclusions {
            if rule == "*" { return nil }
            var name = rule
            if let colon = rule.lastIndex(of: ":"), let rulePort = Int(rule[rule.index(after: colon)...]) {
                guard rulePort == port else { continue }
                name = String(rule[..<colon])
            }
            let domain = name.hasPrefix(".") ? String(name.dropFirst()) : name
            if host == domain || host.hasSuffix("." + domain) { return nil }
        }
        return proxy
    }

    /// `http://user@host:port/`, `host:port` or `host` (port 80, or 443 for an `https://` proxy).
    static func server(_ text: String) -> Server? {
        let trimmed = NetworkText.trimmingSpaces(text)
        let withScheme = trimmed.contains("://") ? trimmed : "http://" + trimmed
        guard let components = URLComponents(string: withScheme), let host = components.host, !host.isEmpty else { return nil }
        let port = components.port ?? (components.scheme?.lowercased() == "https" ? 443 : 80)
        return Server(host: host, port: port)
    }
}
