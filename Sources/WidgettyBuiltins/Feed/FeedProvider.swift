import Foundation
import WidgettyKit
import WidgettyStore

/// What the feed cell shows: the merged items with their read marks, and the feeds that failed.
struct FeedEntry: TimelineEntry, Codable, Hashable {
    var date: Date
    var items: [FeedItem]
    /// The ids among `items` already opened.
    var readIDs: Set<String>
    /// One line per feed that could not be read and had nothing kept (`host: reason`).
    var problems: [String]
    /// One line per feed shown from its last good answer (`host: updated 3 h ago — offline · reason`).
    var stale: [String]?
}

/// Asks every feed at once, merges their items newest first, and reads the marks of the ones
/// already opened.
struct FeedProvider: AppIntentTimelineProvider {
    var now: @Sendable () -> Date = { WidgetClock.now }
    var client: any HTTPGetting = BuiltinHTTP.client
    var marks = FeedReadMarks()
    /// Where each feed's last good answer is kept, shown (with its age) when that feed fails.
    var kept = KeptAnswer()

    func placeholder(in context: Context) -> FeedEntry {
        FeedEntry(date: now(), items: [], readIDs: [], problems: [])
    }

    func snapshot(for configuration: FeedIntent, in context: Context) async -> FeedEntry {
        // The gallery's preview never reaches the network: sample data, as on iOS.
        if context.isPreview { return FeedSample.entry(now: now()) }
        return await entry(for: configuration)
    }

    func timeline(for configuration: FeedIntent, in context: Context) async -> Timeline<FeedEntry> {
        let (entry, retry) = await load(configuration)
        let refresh = TimeInterval(configuration.refreshMinutes) * 60
        return Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(retry ?? refresh)))
    }

    func entry(for configuration: FeedIntent) async -> FeedEntry {
        await load(configuration).entry
    }

    /// The entry, and the seconds until the next try when a feed is offline.
    private func load(_ configuration: FeedIntent) async -> (entry: FeedEntry, retryAfter: TimeInterval?) {
        let date = now()
        let refresh = TimeInterval(configuration.refreshMinutes) * 60
        let urls = Self.feedURLs(configuration)
        guard !urls.isEmpty else { return (FeedEntry(date: date, items: [], readIDs: [], problems: ["no feeds: add a feed URL"]), nil) }
        let feedKeys = urls.map { KeptAnswer.key(["feed", $0.absoluteString]) }
        let widgetKey = KeptAnswer.key(["feed"] + urls.map(\.absoluteString))
        if kept.sleptSinceLastLoad(key: widgetKey) {
            let deferred = feedKeys.compactMap { kept.keptAfterSleep(FeedDocument.self, key: $0, offsetKey: widgetKey) }
            if !deferred.isEmpty {
                let notice = deferred.first?.stale.map { [$0.text(now: date)] } ?? []
                return (merged(deferred.compactMap(\.value), configuration, date: date, problems: [], stale: notice),
                        deferred.first?.retryAfter)
            }
        }
        let results = await withTaskGroup(of: (Int, Result<FeedDocument, WebProblem>).self) { group in
            for (index, url) in urls.enumerated() {
                group.addTask { (index, await fetch(url)) }
            }
            var results = [Result<FeedDocument, WebProblem>?](repeating: nil, count: urls.count)
            for await (index, result) in group { results[index] = result }
            return results.compactMap { $0 }
        }
        var documents: [FeedDocument] = []
        var problems: [String] = []
        var stale: [String] = []
        var retry: TimeInterval?
        for (index, (url, result)) in zip(urls, results).enumerated() {
            let shown = kept.resolve(result, key: feedKeys[index], now: date, refresh: refresh)
            if let after = shown.retryAfter { retry = min(retry ?? after, after) }
            let source = url.host ?? url.absoluteString
            if let document = shown.value { documents.append(document) }
            if let notice = shown.stale, shown.value != nil {
                stale.append("\(source): \(notice.text(now: date))")
            } else if let problem = shown.problem {
                problems.append("\(source): \(problem)")
            }
        }
        return (merged(documents, configuration, date: date, problems: problems, stale: stale), retry)
    }

    /// The documents' items merged newest first, without the read ones unless they are shown.
    private func merged(_ documents: [FeedDocument], _ configuration: FeedIntent, date: Date, problems: [String],
                        stale: [String]) -> FeedEntry {
        let read = marks.readIDs()
        var items = FeedMerge.merged(documents, limit: configuration.showRead ? configuration.maxItems : Int.max)
        if !configuration.showRead { items = Array(items.filter { !read.contains($0.id) }.prefix(configuration.maxItems)) }
        return FeedEntry(date: date, items: items, readIDs: read.intersection(items.map(\.id)), problems: problems,
                         stale: stale.isEmpty ? nil : stale)
    }

    private func fetch(_ url: URL) async -> Result<FeedDocument, WebProblem> {
        await client.reply(url, headers: [
            "Accept": "application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.8",
        ]).flatMap { FeedReader.read($0, url: url) }
    }

    /// The feeds as absolute http(s) URLs, relative ones resolved against the base URL.
    static func feedURLs(_ configuration: FeedIntent) -> [URL] {
        let base = URL(string: configuration.baseURL.trimmingCharacters(in: .whitespaces))
        return configuration.feeds.compactMap { feed in
            let url = feed.scheme == nil ? URL(string: feed.relativeString, relativeTo: base)?.absoluteURL : feed
            guard let url, let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
            return url
        }
    }
}

extension FeedProvider {
    /// `widgetty://feed/open?id=ID&url=URL`: marks the item read, then hands its link on to be opened.
    func open(_ query: [URLQueryItem]) throws -> URL? {
        guard let id = query.first(where: { $0.name == "id" })?.value, !id.isEmpty else { throw FeedOpenError.noItem }
        do throws(SharedStoreError) {
            try marks.markRead(id, at: now())
        } catch {
            throw FeedOpenError.store(error.description)
        }
        return query.first { $0.name == "url" }?.value.flatMap(URL.init(string:))
    }

    /// The link an item's line opens: through the widget, so it is marked read on the way.
    static func openURL(_ item: FeedItem) -> URL? {
        var components = URLComponents()
        components.scheme = "widgetty"
        components.host = "feed"
        components.path = "/open"
        components.queryItems = [URLQueryItem(name: "id", value: item.id)]
            + (item.link.map { [URLQueryItem(name: "url", value: $0.absoluteString)] } ?? [])
        return components.url
    }
}

/// Why an item could not be marked read.
enum FeedOpenError: Error, CustomStringConvertible {
    case noItem
    case store(String)

    var description: String {
        switch self {
        case .noItem: return "the link names no item (widgetty://feed/open?id=ID&url=URL)"
        case .store(let reason): return "feed: \(reason)"
        }
    }
}

/// The feed reader, kind `feed`.
public struct FeedWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "feed", intent: FeedIntent.self, provider: FeedProvider()) { entry in
            FeedView(entry: entry)
                // Built-ins size their views in cells; widgets from tutorials get iOS points.
                .environment(\.cellMetrics, .cells)
        }
        .alertValues(FeedEntry.alertValueNames)
        .configurationDisplayName("Feeds")
        .description("The newest items of RSS, Atom and JSON feeds, merged by date; an item's hint letter opens it and marks it read.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
        .linksFromRemoteContent()
        // Every feed is asked at once: one request's time.
        .providerTimeout(BuiltinHTTP.providerTimeout(sequentialRequests: 1))
        .openingLinkAction("open") { query in try FeedProvider().open(query) }
    }
}
