import Foundation
import WidgettyKit
import WidgettyNetwork

/// What the Alertmanager cell shows: the alerts and silences, or why there are none.
struct AlertmanagerEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var state: AlertmanagerState
    var problem: String?
    /// Set when `state` is the last good one: its age and why no fresh one came.
    var staleText: String?
    /// The Alertmanager's page of alerts.
    var link: URL?
}

/// Asks Alertmanager for the alerts, then the silences; keeps the last good pair and shows it,
/// with its age and the reason, when either request fails.
struct AlertmanagerProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var client: any HTTPGetting = BuiltinHTTP.client
    var kept = KeptAnswer()

    func placeholder(in context: Context) -> AlertmanagerEntry {
        AlertmanagerEntry(date: now(), state: AlertmanagerState(alerts: [], silences: []))
    }

    func snapshot(for configuration: AlertmanagerIntent, in context: Context) async -> AlertmanagerEntry {
        // The gallery's preview never reaches the network: sample data, as on iOS.
        if context.isPreview { return AlertmanagerSample.entry(now: now()) }
        return await timeline(for: configuration, in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(for configuration: AlertmanagerIntent, in context: Context) async -> Timeline<AlertmanagerEntry> {
        let date = now()
        let refresh = TimeInterval(configuration.refresh)
        var entry = AlertmanagerEntry(date: date, state: AlertmanagerState(alerts: [], silences: []),
                                      link: AlertmanagerRequest.page(configuration))
        if let problem = configuration.parameterProblems().first {
            entry.problem = problem.description
            return Timeline(entries: [entry], policy: .never)
        }
        let key = Self.keptKey(configuration)
        if kept.sleptSinceLastLoad(key: key), let deferred = kept.keptAfterSleep(AlertmanagerState.self, key: key, offsetKey: key) {
            entry.state = deferred.value ?? entry.state
            entry.staleText = deferred.stale?.text(now: date)
            return Timeline(entries: [entry], policy: .after(date.addingTimeInterval(deferred.retryAfter ?? refresh)))
        }
        let shown = kept.resolve(await load(configuration), key: key, now: date, refresh: refresh)
        if let state = shown.value {
            entry.state = state
            entry.staleText = shown.stale?.text(now: date)
        } else {
            entry.problem = shown.problem?.description
        }
        return Timeline(entries: [entry], policy: .after(date.addingTimeInterval(shown.retryAfter ?? refresh)))
    }

    /// The alerts, then the silences: both, or the first failure.
    func load(_ configuration: AlertmanagerIntent) async -> Result<AlertmanagerState, WebProblem> {
        guard let alertsURL = AlertmanagerRequest.alerts(configuration), let silencesURL = AlertmanagerRequest.silences(configuration) else {
            return .failure(.badParameter("Server must be an http(s) URL"))
        }
        let headers = AlertmanagerRequest.headers(token: configuration.token)
        let list: [AlertmanagerAlert]
        switch await client.reply(alertsURL, headers: headers).flatMap(AlertmanagerResponse.alerts) {
        case .failure(let problem): return .failure(problem)
        case .success(let alerts): list = alerts
        }
        return await client.reply(silencesURL, headers: headers).flatMap(AlertmanagerResponse.silences)
            .map { AlertmanagerState(alerts: list, silences: $0) }
    }

    /// The settings that decide the answer (the token as a hash), where its last good one is kept.
    static func keptKey(_ configuration: AlertmanagerIntent) -> String {
        KeptAnswer.key(["alertmanager", configuration.baseURL.absoluteString, configuration.filter.joined(separator: " "),
                        String(configuration.showSilenced), String(StableHash.fnv1a(configuration.token), radix: 16)])
    }
}

/// Alertmanager's firing alerts by severity and its silences, kind `alertmanager`.
public struct AlertmanagerWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "alertmanager", intent: AlertmanagerIntent.self, provider: AlertmanagerProvider()) { entry in
            AlertmanagerView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("Alertmanager")
        .description("The alerts firing now, grouped by severity (critical first), and the silences in force.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryInline])
        .linksFromRemoteContent()
        .providerTimeout(BuiltinHTTP.providerTimeout(sequentialRequests: 2))
    }
}
