import Foundation
import WidgettyKit
import WidgettyNetwork
import WidgettyUI

/// Asks Prometheus for the query (at once, or over the range for a chart), keeps the last good
/// series, and shows them with their age and the reason when the server cannot be asked.
struct PrometheusProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var loader: NetworkTimelineLoader = .shared

    func placeholder(in context: Context) -> PrometheusEntry {
        PrometheusEntry(date: now(), title: "Prometheus", show: .value, series: [], unit: "", format: "auto")
    }

    func snapshot(for configuration: PrometheusIntent, in context: Context) async -> PrometheusEntry {
        // The gallery's preview never reaches the network: sample data, as on iOS.
        if context.isPreview { return PrometheusSample.entry(for: configuration, now: now()) }
        return await timeline(for: configuration, in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(for configuration: PrometheusIntent, in context: Context) async -> Timeline<PrometheusEntry> {
        let date = now()
        let query = configuration.query.trimmingCharacters(in: .whitespacesAndNewlines)
        var shown = PrometheusEntry(date: date, title: configuration.title.isEmpty ? query : configuration.title, show: configuration.show,
                                    series: [], unit: configuration.unit, format: configuration.format,
                                    link: Self.graphPage(configuration))
        let settings: PrometheusRequest
        switch PrometheusRequest.make(configuration, now: date, width: Int(context.displaySize.width)) {
        case .failure(let problem):
            shown.problem = problem.description
            return Timeline(entries: [shown], policy: .never)
        case .success(let made): settings = made
        }
        let load = await loader.load(key: settings.key, request: settings.request) { response throws(NetworkFailure) -> [PrometheusEntry] in
            var entry = shown
            entry.series = try PrometheusResponse.series(response.body, legend: configuration.legend, query: query,
                                                         start: settings.start, step: settings.step)
            return [entry]
        }
        guard var stale = load.stale else { return Timeline(entries: load.entries, policy: .after(load.nextReload)) }
        // Prometheus says why it refused a query in its body: that, not the status alone.
        if let answer = load.fetch?.errorResponse, let detail = PrometheusResponse.error(answer.body) {
            stale.reason = "HTTP \(answer.status): \(detail)"
        }
        shown.series = load.entries.first?.series ?? []
        shown.stale = stale
        shown.staleText = stale.text(now: date)
        return Timeline(entries: [shown], policy: .after(load.nextReload))
    }

    /// The query on Prometheus's own graph page (its table for a value, its graph for a chart).
    static func graphPage(_ configuration: PrometheusIntent) -> URL? {
        ServiceURL.url(configuration.baseURL, path: "graph", [
            URLQueryItem(name: "g0.expr", value: configuration.query.trimmingCharacters(in: .whitespacesAndNewlines)),
            URLQueryItem(name: "g0.tab", value: configuration.show == .chart ? "0" : "1"),
            URLQueryItem(name: "g0.range_input", value: "\(configuration.rangeMinutes)m"),
        ])
    }
}

/// A Prometheus query's value or chart, kind `prometheus`.
public struct PrometheusWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "prometheus", intent: PrometheusIntent.self, provider: PrometheusProvider()) { entry in
            PrometheusView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Prometheus")
        .description("A PromQL query's value now (with a unit and format), or a chart of each series over a range.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryInline])
        .linksFromRemoteContent()
        // The call's limit is what the home file says: the request has its `timeout`; its fetch process is ended 5 s after.
        .providerTimeout(followingParameter: "timeout", plus: .seconds(6))
    }
}
