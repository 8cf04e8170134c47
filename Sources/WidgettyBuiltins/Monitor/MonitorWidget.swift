import Foundation
import WidgettyKit
import WidgettyNetwork
import WidgettyUI

/// One round of checks.
struct MonitorEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var statuses: [MonitorStatus]
    /// A settings problem (no targets, a target that is neither a URL nor host:port).
    var problem: String?
}

/// Checks every target at once, each within the timeout, every `refresh` seconds.
struct MonitorProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var client: NetworkClient = .shared
    var history = MonitorHistory()

    func placeholder(in context: Context) -> MonitorEntry {
        MonitorEntry(date: now(), statuses: [MonitorStatus(name: "example.com", up: true, detail: "200 · 40 ms", latency: 40,
                                                            history: [40], lastUp: now(), slow: false)])
    }

    func snapshot(for configuration: MonitorIntent, in context: Context) async -> MonitorEntry {
        // The gallery's preview never reaches the network: sample data, as on iOS.
        if context.isPreview { return MonitorSample.entry(now: now()) }
        return await entry(for: configuration)
    }

    func timeline(for configuration: MonitorIntent, in context: Context) async -> Timeline<MonitorEntry> {
        let entry = await entry(for: configuration)
        let policy: TimelineReloadPolicy = entry.problem == nil ? .after(entry.date.addingTimeInterval(TimeInterval(configuration.refresh))) : .never
        return Timeline(entries: [entry], policy: policy)
    }

    func entry(for configuration: MonitorIntent) async -> MonitorEntry {
        var targets: [MonitorTarget] = []
        for (index, text) in configuration.targets.enumerated() {
            do throws(MonitorTarget.Problem) {
                targets.append(try MonitorTarget(text))
            } catch {
                return MonitorEntry(date: now(), statuses: [], problem: "targets \(index + 1): \(error.message)")
            }
        }
        guard !targets.isEmpty else { return MonitorEntry(date: now(), statuses: [], problem: "No targets set (parameter `targets`)") }
        let checks = await withTaskGroup(of: (Int, Check).self) { group in
            for (index, target) in targets.enumerated() {
                group.addTask { (index, await check(target, configuration)) }
            }
            var checks = [Check?](repeating: nil, count: targets.count)
            for await (index, check) in group { checks[index] = check }
            return checks.compactMap { $0 }
        }
        let date = now()
        let statuses = zip(targets, checks).map { target, check in
            let record = history.record(check.latency, target: target.name, at: date)
            return MonitorStatus(name: target.name, up: check.latency != nil, detail: check.detail, latency: check.latency,
                                 history: record.latencies, lastUp: record.lastUp,
                                 slow: (check.latency ?? 0) > Double(configuration.slowMilliseconds))
        }
        return MonitorEntry(date: date, statuses: statuses)
    }

    /// One target's check: its latency in ms (nil when down) and the words for it.
    struct Check: Sendable {
        var latency: Double?
        var detail: String
    }

    private func check(_ target: MonitorTarget, _ configuration: MonitorIntent) async -> Check {
        let timeout = TimeInterval(configuration.timeout)
        switch target {
        case .tcp(let host, let port):
            switch await client.probeTCP(host: host, port: port, timeout: timeout) {
            case .success(let seconds): return Check(latency: seconds * 1000, detail: "TCP · \(Self.milliseconds(seconds))")
            case .failure(let failure): return Check(latency: nil, detail: failure.message)
            }
        case .url(let url):
            let request = NetworkRequest(url: url, insecure: configuration.insecure, refreshInterval: TimeInterval(configuration.refresh),
                                         limits: NetworkLimits(connectTimeout: timeout, totalTimeout: timeout, maximumBodyBytes: 1 << 20))
            let result = await client.fetch(request)
            switch result.outcome {
            case .success(let response):
                return Check(latency: result.latency * 1000, detail: "\(response.notModified ? 304 : response.status) · \(Self.milliseconds(result.latency))")
            case .failure(let failure):
                // A redirect the limit stopped still answered: up, with its status.
                if let status = failure.status, status < 400 {
                    return Check(latency: result.latency * 1000, detail: "\(status) · \(Self.milliseconds(result.latency))")
                }
                return Check(latency: nil, detail: failure.message)
            }
        }
    }

    static func milliseconds(_ seconds: TimeInterval) -> String {
        seconds < 0.01 ? FixedPoint.format(seconds * 1000, decimals: 1) + " ms" : "\(Int((seconds * 1000).rounded())) ms"
    }
}

/// Sites and services, up or down, with latency, kind `monitor`.
public struct MonitorWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "monitor", intent: MonitorIntent.self, provider: MonitorProvider()) { entry in
            MonitorView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .alertValues(MonitorEntry.alertValueNames)
        .configurationDisplayName("Monitor")
        .description("Whether URLs and host:port services are up, their status and latency, a chart of their latencies.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .accessoryInline])
        .linksFromRemoteContent()
        // The call's limit is what the home file says: each probe has its `timeout`; a probe's fetch process is ended 5 s after.
        .providerTimeout(followingParameter: "timeout", plus: .seconds(6))
    }
}
