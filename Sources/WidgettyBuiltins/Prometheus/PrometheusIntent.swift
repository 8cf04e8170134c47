import Foundation
import WidgettyKit

/// What the Prometheus widget shows of its query.
enum PrometheusShow: String, AppEnum, Codable {
    /// The query's value now (an instant query): a big number, or a table of series.
    case value
    /// The query over the last `rangeMinutes` (a range query): a small chart per series.
    case chart

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Show"
    static let caseDisplayRepresentations: [PrometheusShow: DisplayRepresentation] = [
        .value: "Value now", .chart: "Chart over a range",
    ]
}

/// The Prometheus widget's settings: a server, a PromQL query, and how its answer is written.
struct PrometheusIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Prometheus"
    static let description: IntentDescription = "A PromQL query's value now, or a chart of it over a range."

    @Parameter(title: "Server", description: "Prometheus's address (http://HOST:9090), or any server with its HTTP API.",
               default: PrometheusRequest.defaultServer)
    var baseURL: URL

    @Parameter(title: "Query", description: "A PromQL expression, e.g. sum(rate(http_requests_total[5m])).", default: "up")
    var query: String

    @Parameter(title: "Show", default: .value)
    var show: PrometheusShow

    @Parameter(title: "Title", description: "Shown above the values; empty for the query.", default: "")
    var title: String

    @Parameter(title: "Legend", description: "The label naming each series (instance, job); empty for all its labels.", default: "")
    var legend: String

    @Parameter(title: "Unit", description: "Written after each value (ms, req/s, °C).", default: "")
    var unit: String

    @Parameter(title: "Format", description: "auto, int, fixed:N, percent (0.42 → 42%) or bytes.", default: "auto")
    var format: String

    @Parameter(title: "Range (minutes)", description: "How far back the chart goes.", default: 60, inclusiveRange: (1, 10_080))
    var rangeMinutes: Int

    @Parameter(title: "Token", description: "A bearer token, best given as a secret (${env:PROMETHEUS_TOKEN}); never shown. Empty: none.",
               default: "")
    var token: String

    @Parameter(title: "Refresh (s)", default: 30, inclusiveRange: (5, 86_400))
    var refresh: Int

    @Parameter(title: "Timeout (s)", default: 10, inclusiveRange: (1, 60))
    var timeout: Int

    @Parameter(title: "Insecure", description: "Skip the certificate check: only for a server you control.", default: false)
    var insecure: Bool
}
