import Foundation
import WidgettyNetwork

/// The request the Prometheus widget makes, as Prometheus's HTTP API documents it: an instant
/// query (`POST /api/v1/query` with `query`) or a range query (`POST /api/v1/query_range` with
/// `query`, `start`, `end` and `step`), the parameters form-encoded in the body. POST keeps the
/// URL the same from one load to the next (a GET's `start` and `end` would make every URL new),
/// so the HTTP layer counts the failures of one widget in a row and backs off; a long query
/// stays out of the URL too.
struct PrometheusRequest {
    static let defaultServer = URL(string: "http://localhost:9090")!
    /// Points a chart asks for at most, whatever the cell's width.
    static let maximumPoints = 400

    var request: NetworkRequest
    /// What the widget's last good entries are kept under (the token as a hash).
    var key: String
    /// A chart's first point and the seconds between points (nil for a value).
    var start: TimeInterval?
    var step: TimeInterval?

    static func make(_ configuration: PrometheusIntent, now: Date, width: Int) -> Result<PrometheusRequest, WebProblem> {
        if let problem = configuration.parameterProblems().first { return .failure(.badParameter(problem.description)) }
        let query = configuration.query.trimmingCharacters(in: .whitespacesAndNewlines)
        var form = [("query", query)]
        var start: TimeInterval?
        var step: TimeInterval?
        let path: String
        switch configuration.show {
        case .value:
            path = "api/v1/query"
        case .chart:
            path = "api/v1/query_range"
            let range = TimeInterval(configuration.rangeMinutes) * 60
            let seconds = stepSeconds(range: range, points: width)
            let end = (now.timeIntervalSince1970 / seconds).rounded(.down) * seconds
            form += [("start", number(end - range)), ("end", number(end)), ("step", number(seconds))]
            (start, step) = (end - range, seconds)
        }
        guard let url = ServiceURL.url(configuration.baseURL, path: path, []) else {
            return .failure(.badParameter("Server must be an http(s) URL"))
        }
        var headers = [NetworkHeader("Content-Type", "application/x-www-form-urlencoded"), NetworkHeader("Accept", "application/json")]
        let token = configuration.token.trimmingCharacters(in: .whitespacesAndNewlines)
        if !token.isEmpty { headers.append(NetworkHeader("Authorization", "Bearer " + token)) }
        let timeout = TimeInterval(configuration.timeout)
        let request = NetworkRequest(
            url: url, method: "POST", headers: headers, body: Data(formEncoded(form).utf8), insecure: configuration.insecure,
            refreshInterval: TimeInterval(configuration.refresh),
            limits: NetworkLimits(connectTimeout: min(5, timeout), totalTimeout: timeout))
        let key = KeptAnswer.key(["prometheus", configuration.show.rawValue, configuration.baseURL.absoluteString, query,
                                  String(configuration.rangeMinutes), String(StableHash.fnv1a(token), radix: 16)])
        return .success(PrometheusRequest(request: request, key: key, start: start, step: step))
    }

    /// Seconds between a chart's points: the range over the cell's columns (at most
    /// ``maximumPoints``), a whole second at least.
    static func stepSeconds(range: TimeInterval, points: Int) -> TimeInterval {
        max(1, (range / Double(min(max(points, 10), maximumPoints))).rounded(.up))
    }

    /// `name=value&…`, each percent-encoded but for the characters RFC 3986 leaves unreserved.
    static func formEncoded(_ pairs: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        func encoded(_ text: String) -> String {
            // Only ASCII letters and digits: `alphanumerics` also holds letters of other scripts.
            String(text.unicodeScalars.map { scalar -> String in
                scalar.isASCII && allowed.contains(scalar) ? String(scalar)
                    : String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
            }.joined())
        }
        return pairs.map { encoded($0.0) + "=" + encoded($0.1) }.joined(separator: "&")
    }

    /// A label name as Prometheus's data model allows: `[a-zA-Z_][a-zA-Z0-9_]*`.
    static func isLabelName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first == "_" || CharacterSet.letters.contains(first) else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || CharacterSet.alphanumerics.contains($0)) }
    }

    /// Seconds as Prometheus reads them: whole seconds without a point.
    private static func number(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? String(Int64(seconds)) : String(seconds)
    }
}
