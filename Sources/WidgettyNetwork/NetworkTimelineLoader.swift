import Foundation
import Synchronization
import WidgettyFetchWire

/// What a network widget's provider gets: entries to show, when to reload, and — when those are
/// the last good entries (or none) instead of fresh ones — why.
public struct NetworkLoad<Entry: Sendable>: Sendable {
    /// Fresh entries, or the last good ones when `stale` is set (empty if there never were any).
    public var entries: [Entry]
    /// The reload date for the timeline's `.after(_:)` policy.
    public var nextReload: Date
    /// Set when `entries` are not fresh: the reason and their age.
    public var stale: StaleNotice?
    /// The fetch made; nil when the load was put off after a resume from sleep.
    public var fetch: FetchResult?
}

/// The one way a built-in network widget loads: fetch, read the body into entries, remember
/// them as the last good ones (``LastGoodStore``, surviving restarts) — or, on any failure,
/// give back the last good entries with a ``StaleNotice`` and the reload date backoff chose.
///
/// After the machine resumes from sleep every overdue widget is due at once; the first load of
/// each after a resume does not fetch: it shows the last good entries and reloads once, a few
/// seconds later, each widget at its own offset within ``resumeSpread`` (from its key), so the
/// fetches spread out while the network comes back.
///
/// ```swift
/// let load = await NetworkTimelineLoader.shared.load(key: "weather \(place)", request: request) { response throws(NetworkFailure) in
///     try Forecast.entries(from: response.body)   // throw NetworkFailure(.content, "…") when unreadable
/// }
/// return Timeline(entries: load.entries.map { … load.stale … }, policy: .after(load.nextReload))
/// ```
public final class NetworkTimelineLoader: Sendable {
    /// The loader the built-ins use: the shared client, the user's shared store, the system's clocks.
    public static let shared = NetworkTimelineLoader()

    /// The window the reloads after a resume are spread over.
    public var resumeSpread: TimeInterval { resume.window }
    private let client: NetworkClient
    private let lastGood: LastGoodStore
    private let resume: ResumeSpread
    private let now: @Sendable () -> Date

    public init(client: NetworkClient = .shared, lastGood: LastGoodStore = .standard, suspend: SuspendDetector = .system,
                resumeSpread: TimeInterval = 30, now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.lastGood = lastGood
        self.resume = ResumeSpread(suspend: suspend, window: resumeSpread)
        self.now = now
    }

    /// Loads `request` for the widget known as `key` (its kind and configuration, stable across
    /// restarts); `read` turns a good response into entries or throws why it cannot.
    public func load<Entry: Codable & Sendable>(
        key: String, request: NetworkRequest, read: (NetworkResponse) throws(NetworkFailure) -> [Entry]
    ) async -> NetworkLoad<Entry> {
        if let deferred: NetworkLoad<Entry> = deferredAfterResume(key: key) { return deferred }
        let fetch = await client.fetch(request)
        let problem: NetworkFailure
        switch fetch.outcome {
        case .success(let response):
            do throws(NetworkFailure) {
                let entries = try read(response)
                lastGood.remember(entries, fetchedAt: now(), key: key)
                FailureStreakLog.shared.succeeded(key, what: request.url.absoluteString)
                return NetworkLoad(entries: entries, nextReload: fetch.nextReload, stale: nil, fetch: fetch)
            } catch {
                problem = error
            }
        case .failure(let failure):
            problem = failure
        }
        FailureStreakLog.shared.failed(key, what: request.url.absoluteString, reason: problem.message)
        let kept = lastGood.lastGood(Entry.self, key: key)
        let notice = StaleNotice(reason: problem.message, condition: problem.isOffline ? .offline : .failing, fetchedAt: kept?.fetchedAt)
        return NetworkLoad(entries: kept?.entries ?? [], nextReload: fetch.nextReload, stale: notice, fetch: fetch)
    }

    /// The last good entries and a reload at this key's offset when this is its first load since
    /// the machine slept (and there is something to show); nil to fetch now.
    private func deferredAfterResume<Entry: Codable & Sendable>(key: String) -> NetworkLoad<Entry>? {
        guard resume.sleptSinceLastLoad(key: key), let kept = lastGood.lastGood(Entry.self, key: key) else { return nil }
        let date = now()
        let notice = StaleNotice(reason: "woke from sleep", condition: .reloading, fetchedAt: kept.fetchedAt)
        return NetworkLoad(entries: kept.entries, nextReload: date.addingTimeInterval(resume.offset(for: key)),
                           stale: notice, fetch: nil)
    }
}
