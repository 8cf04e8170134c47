import Foundation

/// The requests the Alertmanager widget makes, as its API v2 documents them:
/// `GET /api/v2/alerts?active=true&silenced=B&inhibited=B&filter=M…` (B: whether silenced and
/// inhibited alerts are listed too) and `GET /api/v2/silences?filter=M…`, with
/// `Authorization: Bearer TOKEN` when a token is given.
enum AlertmanagerRequest {
    static let defaultServer = URL(string: "http://localhost:9093")!

    static func alerts(_ configuration: AlertmanagerIntent) -> URL? {
        let silenced = configuration.showSilenced ? "true" : "false"
        return ServiceURL.url(configuration.baseURL, path: "api/v2/alerts", [
            URLQueryItem(name: "active", value: "true"), URLQueryItem(name: "silenced", value: silenced),
            URLQueryItem(name: "inhibited", value: silenced),
        ] + filters(configuration))
    }

    static func silences(_ configuration: AlertmanagerIntent) -> URL? {
        ServiceURL.url(configuration.baseURL, path: "api/v2/silences", filters(configuration))
    }

    /// The Alertmanager's own page of alerts.
    static func page(_ configuration: AlertmanagerIntent) -> URL? {
        ServiceURL.url(configuration.baseURL, path: "", []).flatMap { URL(string: $0.absoluteString + "#/alerts") }
    }

    static func headers(token: String) -> [String: String] {
        var headers = ["Accept": "application/json"]
        let token = token.trimmingCharacters(in: .whitespacesAndNewlines)
        if !token.isEmpty { headers["Authorization"] = "Bearer " + token }
        return headers
    }

    private static func filters(_ configuration: AlertmanagerIntent) -> [URLQueryItem] {
        configuration.filter.map { URLQueryItem(name: "filter", value: $0.trimmingCharacters(in: .whitespaces)) }
    }

    /// A label matcher as Alertmanager reads one: a label name, `=`, `!=`, `=~` or `!~`, and a
    /// value (quoted or not).
    static func isMatcher(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let operatorStart = trimmed.firstIndex(where: { $0 == "=" || $0 == "!" }) else { return false }
        let name = trimmed[..<operatorStart].trimmingCharacters(in: .whitespaces)
        let rest = trimmed[operatorStart...]
        guard ["=~", "!~", "!=", "="].contains(where: { rest.hasPrefix($0) }), PrometheusRequest.isLabelName(name) else { return false }
        return !rest.hasPrefix("!") || rest.dropFirst().hasPrefix("=") || rest.dropFirst().hasPrefix("~")
    }
}
