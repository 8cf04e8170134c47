import Foundation

/// A service's URL from its base (a widget's `baseURL` parameter), a path and a query.
enum ServiceURL {
    /// `base` with `path` appended to whatever path it has, and the query; nil unless `base` is
    /// an http(s) URL with a host (a `file:` or `about:` base asks nothing).
    static func url(_ base: URL, path: String, _ query: [URLQueryItem]) -> URL? {
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty
        else { return nil }
        let prefix = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = prefix + "/" + path
        components.queryItems = query.isEmpty ? nil : query
        return components.url
    }
}
