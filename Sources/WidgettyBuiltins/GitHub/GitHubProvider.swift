import Foundation
import WidgettyKit
import WidgettyNetwork

/// What the GitHub cell shows: the lines of the chosen list, or why there are none.
struct GitHubEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var mode: GitHubMode
    /// `owner/name`, or `notifications`.
    var title: String
    var items: [GitHubItem]
    var rateLimit: GitHubRateLimit?
    var problem: String?
    /// Set when `items` are the last good ones: their age and why no fresh ones came.
    var staleText: String?
    /// The list on the web (the repository's commits, pulls, actions page, or notifications).
    var link: URL?
}

/// Asks GitHub's REST API for one list; when to ask again comes from the refresh interval
/// and the rate-limit headers of the answer. The token goes into a header only, never into an
/// entry (entries are cached on disk).
struct GitHubProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var client: any HTTPGetting = BuiltinHTTP.client
    /// Where the last good list is kept, shown (with its age) when a load fails.
    var kept = KeptAnswer()

    func placeholder(in context: Context) -> GitHubEntry {
        GitHubEntry(date: now(), mode: .commits, title: "GitHub", items: [])
    }

    func snapshot(for configuration: GitHubIntent, in context: Context) async -> GitHubEntry {
        // The gallery's preview never reaches the network: sample data, as on iOS.
        if context.isPreview { return GitHubSample.entry(for: configuration, now: now()) }
        return await timeline(for: configuration, in: context).entries.first ?? placeholder(in: context)
    }

    func timeline(for configuration: GitHubIntent, in context: Context) async -> Timeline<GitHubEntry> {
        let date = now()
        let refresh = TimeInterval(configuration.refreshMinutes) * 60
        var entry = GitHubEntry(date: date, mode: configuration.mode, title: Self.title(configuration), items: [],
                                link: Self.webPage(configuration))
        guard configuration.mode != .notifications || !configuration.token.trimmingCharacters(in: .whitespaces).isEmpty else {
            entry.problem = "notifications need a token"
            return Timeline(entries: [entry], policy: .never)
        }
        let url: URL
        switch GitHubRequest.url(configuration) {
        case .failure(let problem):
            entry.problem = problem.description
            return Timeline(entries: [entry], policy: .never)
        case .success(let made): url = made
        }
        let key = Self.keptKey(configuration)
        if kept.sleptSinceLastLoad(key: key), let deferred = kept.keptAfterSleep([GitHubItem].self, key: key, offsetKey: key) {
            entry.items = deferred.value ?? []
            entry.staleText = deferred.stale?.text(now: date)
            return Timeline(entries: [entry], policy: .after(date.addingTimeInterval(deferred.retryAfter ?? refresh)))
        }
        let fetched: Result<[GitHubItem], WebProblem>
        var reload = date.addingTimeInterval(refresh)
        switch await client.reply(url, headers: GitHubRequest.headers(token: configuration.token)) {
        case .failure(let problem):
            fetched = .failure(problem)
        case .success(let reply):
            let limit = GitHubRateLimit(reply)
            entry.rateLimit = limit
            reload = limit.nextReload(after: date, refresh: refresh)
            fetched = GitHubResponse.items(reply, mode: configuration.mode).mapError { problem in
                limit.isExhausted && [403, 429].contains(reply.status)
                    ? .refused("rate limit reached" + (limit.reset.map { " until \(Self.clock($0))" } ?? "")) : problem
            }
        }
        let shown = kept.resolve(fetched, key: key, now: date, refresh: refresh)
        if let retry = shown.retryAfter { reload = date.addingTimeInterval(retry) }
        if let items = shown.value {
            entry.items = items
            entry.staleText = shown.stale?.text(now: date)
        } else {
            entry.problem = shown.problem?.description
        }
        return Timeline(entries: [entry], policy: .after(reload))
    }

    /// The settings that decide the list (the token too: another token may see other things),
    /// where its last good one is kept. The token itself is not written: only its hash.
    static func keptKey(_ configuration: GitHubIntent) -> String {
        KeptAnswer.key(["github", configuration.mode.rawValue, configuration.repository, configuration.branch,
                        configuration.baseURL.absoluteString, String(StableHash.fnv1a(configuration.token), radix: 16)])
    }

    /// `owner/name`, or `Notifications`.
    static func title(_ configuration: GitHubIntent) -> String {
        configuration.mode == .notifications ? "Notifications" : configuration.repository.trimmingCharacters(in: .whitespaces)
    }

    /// The web page of the list, on github.com (an Enterprise API URL has no known page).
    static func webPage(_ configuration: GitHubIntent) -> URL? {
        guard configuration.baseURL.host == "api.github.com" else { return nil }
        if configuration.mode == .notifications { return URL(string: "https://github.com/notifications") }
        guard let repository = GitHubRequest.repositoryPath(configuration.repository) else { return nil }
        let page = ["commits": "commits", "pullRequests": "pulls", "workflowRuns": "actions"][configuration.mode.rawValue] ?? ""
        return URL(string: "https://github.com/\(repository)/\(page)")
    }

    /// `15:04 UTC`.
    static func clock(_ date: Date) -> String {
        (EnglishDatePattern("HH:mm", in: TimeZone(secondsFromGMT: 0)!)?.string(date) ?? "") + " UTC"
    }
}

/// The GitHub widget, kind `github`: the seed's commit checker against GitHub's REST API.
public struct GitHubWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "github", intent: GitHubIntent.self, provider: GitHubProvider()) { entry in
            GitHubView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .configurationDisplayName("GitHub")
        .description("The latest commits of a branch, open pull requests, workflow runs or unread notifications; the rate limit paces the reloads.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        .linksFromRemoteContent()
        .providerTimeout(BuiltinHTTP.providerTimeout(sequentialRequests: 1))
    }
}
