import Logging
import Synchronization

/// The log's account of network failures: one line when a widget's loads start failing, with
/// the reason, and one when they succeed again — not a line per retry. The built-ins' loads that
/// do not throw (they show the last good answer, so the scheduler sees no failure) report here:
/// ``NetworkTimelineLoader`` and the built-ins' kept answers.
public final class FailureStreakLog: Sendable {
    /// The program's log (swift-log, which the home screen sends to its log file).
    public static let shared = FailureStreakLog(logger: Logger(label: "widgetty.network"))

    private let logger: Logger
    private let streaks = Mutex<[String: Int]>([:])

    public init(logger: Logger) { self.logger = logger }

    /// A load of `key` failed; `what` names it for a reader (a URL, never the key, which may be
    /// made of secrets).
    public func failed(_ key: String, what: String, reason: String) {
        let count = streaks.withLock { streaks in
            streaks[key, default: 0] += 1
            return streaks[key, default: 0]
        }
        if count == 1 { logger.warning("network load failed", metadata: ["what": "\(what)", "reason": "\(reason)"]) }
    }

    /// A load of `key` succeeded: ends its streak of failures, if it had one.
    public func succeeded(_ key: String, what: String) {
        guard let count = streaks.withLock({ $0.removeValue(forKey: key) }) else { return }
        logger.notice("network load recovered", metadata: ["what": "\(what)", "failures": "\(count)"])
    }
}
