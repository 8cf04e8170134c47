import Foundation
import WidgettyKit
import WidgettyNetwork

/// Asks the URL, fills the template (or reads the timeline), keeps the last good entries.
struct HTTPWidgetProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var loader: NetworkTimelineLoader = .shared

    func placeholder(in context: Context) -> HTTPWidgetEntry {
        HTTPWidgetEntry(date: now(), title: "HTTP", lines: ["…"])
    }

    func snapshot(for configuration: HTTPWidgetIntent, in context: Context) async -> HTTPWidgetEntry {
        // The gallery's preview never reaches the network: sample data, as on iOS.
        if context.isPreview { return HTTPWidgetSample.entry(for: configuration, now: now()) }
        let timeline = await timeline(for: configuration, in: context)
        return timeline.entries.last { $0.date <= now() } ?? timeline.entries.first ?? placeholder(in: context)
    }

    func timeline(for configuration: HTTPWidgetIntent, in context: Context) async -> Timeline<HTTPWidgetEntry> {
        let date = now()
        let settings: HTTPWidgetRequest
        switch HTTPWidgetRequest.make(configuration) {
        case .failure(let problem):
            return Timeline(entries: [HTTPWidgetEntry(date: date, title: configuration.title, lines: [], problem: problem.message)],
                            policy: .never)
        case .success(let made): settings = made
        }
        var pushedPolicy: TimelineReloadPolicy?
        let load = await loader.load(key: settings.key, request: settings.request) { response throws(NetworkFailure) in
            switch configuration.mode {
            case .fields:
                let document = try HTTPWidgetRequest.json(response)
                let lines = settings.template.map { $0.render(document) } ?? HTTPWidgetRequest.wholeBody(response)
                return [HTTPWidgetEntry(date: date, title: configuration.title, lines: lines)]
            case .timeline:
                try HTTPWidgetRequest.refuseHTML(response)
                let output: ScriptOutput
                do throws(LocatedJSON.Problem) {
                    output = try ScriptOutput.decode(response.text)
                } catch {
                    throw NetworkFailure(.content, "not a timeline: \(error.description)")
                }
                guard !output.entries.isEmpty else { throw NetworkFailure(.content, "the timeline has no entries") }
                pushedPolicy = output.policy
                return output.entries.map { HTTPWidgetEntry(date: $0.date, title: configuration.title, lines: [], pushed: $0) }
            }
        }
        guard let stale = load.stale else {
            return Timeline(entries: load.entries, policy: Self.policy(pushed: pushedPolicy, planned: load.nextReload, now: date))
        }
        var entries = load.entries.isEmpty ? [HTTPWidgetEntry(date: date, title: configuration.title, lines: [])] : load.entries
        for index in entries.indices {
            entries[index].stale = stale
            entries[index].staleText = stale.text(now: date)
        }
        // The last good timeline's entries past now still come due; the reload is backoff's.
        return Timeline(entries: entries, policy: .after(load.nextReload))
    }

    /// A pushed timeline's own policy, but never sooner than the server's caching allows
    /// and never `.never` for a widget that fetches (it reloads at the planned date then).
    static func policy(pushed: TimelineReloadPolicy?, planned: Date, now: Date) -> TimelineReloadPolicy {
        guard let pushed else { return .after(planned) }
        switch pushed.rule {
        case .after(let date): return .after(max(date, now.addingTimeInterval(5)))
        case .never: return .after(planned)
        default: return pushed
        }
    }
}
