import Foundation
import WidgettyKit
import WidgettyNetwork

/// What the MQTT cell shows: each topic's newest value, and how the connection stands.
struct MQTTEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var title: String
    var readings: [MQTTReading]
    /// Set when the connection is not up (connecting, or waiting to try again): why, and the
    /// age of the values shown.
    var staleText: String?
    /// A filter the broker refused, a message skipped for its size.
    var notice: String?
    /// A mistake in the widget's own settings.
    var problem: String?
    /// The topics, for a cell that has heard nothing yet.
    var topics: [String]
}

/// Listens through the session for the widget's settings (``MQTTSessions``): a message reloads
/// the widget through the home screen (no polling); each load reads what the session holds.
/// The first load of a new session waits for it to subscribe (the broker's retained messages
/// come then). While the broker cannot be reached the last values stay, with their age and the
/// reason, also after a restart (kept in the shared store).
struct MQTTProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var sessions: MQTTSessions = .shared
    var store: LastGoodStore = .standard
    /// A load this often keeps the session's lease while no message comes (it asks nothing of the broker).
    static let leaseReload: TimeInterval = 300

    func placeholder(in context: Context) -> MQTTEntry {
        MQTTEntry(date: now(), title: "MQTT", readings: [], topics: [])
    }

    func snapshot(for configuration: MQTTIntent, in context: Context) async -> MQTTEntry {
        // The gallery's preview never reaches the broker: sample data, as on iOS.
        if context.isPreview { return MQTTSample.entry(for: configuration, now: now()) }
        return await timeline(for: configuration, in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(for configuration: MQTTIntent, in context: Context) async -> Timeline<MQTTEntry> {
        let date = now()
        var entry = MQTTEntry(date: date, title: configuration.title, readings: [], topics: configuration.topics)
        if let problem = configuration.parameterProblems().first {
            entry.problem = problem.description
            return Timeline(entries: [entry], policy: .never)
        }
        guard let settings = MQTTWidgetSettings.settings(configuration) else {
            entry.problem = "parameter 'broker' must be mqtt://HOST[:PORT]"
            return Timeline(entries: [entry], policy: .never)
        }
        let snapshot = await sessions.session(for: settings).settled(within: settings.connectTimeout + 1)
        let key = Self.keptKey(configuration)
        entry.readings = MQTTReading.readings(snapshot.messages, field: configuration.field, format: ValueFormat(configuration.format) ?? .auto,
                                              unit: configuration.unit)
        entry.notice = snapshot.notice
        if !entry.readings.isEmpty, sessions.shouldRemember(key, now: date) {
            store.remember(entry.readings, fetchedAt: date, key: key)
        }
        let newest = entry.readings.map(\.receivedAt).max()
        let stale: StaleNotice?
        switch snapshot.status {
        case .connected:
            stale = nil
        case .waiting(let failure, let retryAt):
            let retry = max(0, Int(retryAt.timeIntervalSince(date).rounded(.up)))
            stale = StaleNotice(reason: failure.description + " · retrying in \(retry) s", condition: failure.isOffline ? .offline : .failing,
                                fetchedAt: newest)
        case .connecting, .ended:
            stale = StaleNotice(reason: "connecting to \(settings.place)", condition: .reloading, fetchedAt: newest)
        }
        if var stale {
            if entry.readings.isEmpty, let kept = store.lastGood(MQTTReading.self, key: key) {
                entry.readings = kept.entries
                stale.fetchedAt = kept.entries.map(\.receivedAt).max() ?? kept.fetchedAt
            }
            entry.staleText = stale.text(now: date)
        }
        return Timeline(entries: [entry], policy: .after(date.addingTimeInterval(Self.leaseReload)))
    }

    /// The settings that decide the values (the password as a hash), where the last ones are kept.
    static func keptKey(_ configuration: MQTTIntent) -> String {
        KeptAnswer.key(["mqtt", configuration.broker.absoluteString, configuration.topics.joined(separator: " "), configuration.field,
                        configuration.format, configuration.unit, configuration.username,
                        String(StableHash.fnv1a(configuration.password), radix: 16)])
    }
}

/// The newest values of MQTT topics, updated the moment a message arrives, kind `mqtt`.
public struct MQTTWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "mqtt", intent: MQTTIntent.self, provider: MQTTProvider()) { entry in
            MQTTView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("MQTT")
        .description("The newest value of MQTT topics (a JSON field, a unit, a format), redrawn the moment a message arrives.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryInline])
        // The first load waits for the subscription: the `timeout` and a margin.
        .providerTimeout(followingParameter: "timeout", plus: .seconds(3))
    }
}
