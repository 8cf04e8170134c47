import Foundation
import Synchronization
import WidgettyNetwork

/// What a network built-in shows after a load: the value (fresh, or the last good one kept in
/// the shared store) and, when it is not fresh or there is none, why.
struct Kept<Value: Sendable>: Sendable {
    var value: Value?
    /// Set when `value` is the last good one, or when the load failed and nothing was kept.
    var stale: StaleNotice?
    /// The failure, when the load failed.
    var problem: WebProblem?
    /// When offline: the seconds until the next try, 30 s doubling with each failure in a row,
    /// never more than the widget's refresh, so the cell comes back soon after the network does.
    var retryAfter: TimeInterval?
}

/// The last good answer of the network built-ins whose load takes more than one request (weather:
/// the place, then the forecast; feed: several feeds; github: one list with its rate limit), kept
/// by ``LastGoodStore`` in the shared store under a key made of the widget's kind and settings. A
/// failed load shows it with its age and the reason ("updated 3 h ago — offline · connection
/// refused by …"), after a restart too; `http` and `monitor` get the same from
/// `NetworkTimelineLoader`.
struct KeptAnswer: Sendable {
    var store: LastGoodStore = .standard
    /// Tells a widget's first load after the machine slept apart, and its offset.
    var resume: ResumeSpread = .shared
    /// Failed loads in a row, by key: the home screen's one count, or a test's own.
    var failures: FailureCounts = .shared

    /// Whether the machine slept since the widget's (`key`'s) last load; each call is a load.
    /// Then the widget shows what it kept (``keptAfterSleep(_:key:offsetKey:)``) and fetches a
    /// few seconds later at an offset of its own, so the widgets a wake made due do not all ask
    /// at once.
    func sleptSinceLastLoad(key: String) -> Bool { resume.sleptSinceLastLoad(key: key) }

    /// The value kept under `key`, marked "reloading" (woke from sleep), with the next try at
    /// `offsetKey`'s offset within the resume window; nil when nothing was kept.
    func keptAfterSleep<Value: Codable & Sendable>(_ type: Value.Type, key: String, offsetKey: String) -> Kept<Value>? {
        guard let kept = store.lastGood(Value.self, key: key) else { return nil }
        return Kept(value: kept.entries.first, stale: StaleNotice(reason: "woke from sleep", condition: .reloading, fetchedAt: kept.fetchedAt),
                    retryAfter: resume.offset(for: offsetKey))
    }

    /// A good `fetched` is remembered and shown; a failure shows the value last remembered under
    /// `key`, if any. A mistake in the widget's own parameters shows no old value: that is not
    /// the network's doing, and the old value was for other settings.
    func resolve<Value: Codable & Sendable>(_ fetched: Result<Value, WebProblem>, key: String, now: Date,
                                            refresh: TimeInterval) -> Kept<Value> {
        switch fetched {
        case .success(let value):
            failures.reset(key)
            FailureStreakLog.shared.succeeded(key, what: Self.described(key))
            store.remember([value], fetchedAt: now, key: key)
            return Kept(value: value)
        case .failure(let problem):
            if case .badParameter = problem { return Kept(problem: problem) }
            let count = failures.add(key)
            FailureStreakLog.shared.failed(key, what: Self.described(key), reason: problem.description)
            let kept = store.lastGood(Value.self, key: key)
            let notice = StaleNotice(reason: problem.description, condition: problem.isOffline ? .offline : .failing,
                                     fetchedAt: kept?.fetchedAt)
            let retry = problem.isOffline ? min(refresh, Self.firstRetry * pow(2, Double(min(count, 20) - 1))) : nil
            return Kept(value: kept?.entries.first, stale: notice, problem: problem, retryAfter: retry)
        }
    }

    /// The first retry after going offline.
    static let firstRetry: TimeInterval = 30

    /// The key for a reader of the log: the widget's kind and what it asks for first.
    static func described(_ key: String) -> String {
        key.split(separator: "\u{1F}").prefix(2).joined(separator: " ")
    }

    /// A key from the parts that decide a widget's answer (its kind first).
    static func key(_ parts: [String]) -> String {
        parts.map { $0.replacingOccurrences(of: "\u{1F}", with: " ") }.joined(separator: "\u{1F}")
    }
}

/// How many loads in a row failed, by key.
final class FailureCounts: Sendable {
    static let shared = FailureCounts()
    private let counts = Mutex<[String: Int]>([:])

    /// One more failure for `key`: how many in a row now.
    func add(_ key: String) -> Int {
        counts.withLock { counts in
            counts[key, default: 0] += 1
            return counts[key] ?? 1
        }
    }

    /// A good load: the count starts again.
    func reset(_ key: String) { counts.withLock { $0[key] = nil } }
}
