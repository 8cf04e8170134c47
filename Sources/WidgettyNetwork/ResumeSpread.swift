import Foundation
import Synchronization

/// After the machine slept, every overdue network widget is due at once. This tells each
/// widget's first load since the sleep (by its key) apart, and gives it an offset of its own
/// within ``window``, so those loads show the last good answer and fetch spread out while the
/// network comes back. Used by ``NetworkTimelineLoader`` and by the built-ins that keep their
/// answers themselves.
public final class ResumeSpread: Sendable {
    /// The one the built-ins share: the system's suspend clock, a 30 s window.
    public static let shared = ResumeSpread()

    /// The window the loads after a resume are spread over.
    public let window: TimeInterval
    private let suspend: SuspendDetector
    /// Per key, the suspended seconds seen at its last load.
    private let seen = Mutex<[String: TimeInterval]>([:])

    public init(suspend: SuspendDetector = .system, window: TimeInterval = 30) {
        self.suspend = suspend
        self.window = window
    }

    /// True when the machine slept since `key`'s last load (never on its first load). Each call
    /// counts as that key's load.
    public func sleptSinceLastLoad(key: String) -> Bool {
        let suspended = suspend.suspendedSeconds()
        return seen.withLock { seen in
            defer { seen[key] = suspended }
            guard let before = seen[key] else { return false }
            return suspended - before > 1
        }
    }

    /// `key`'s offset within the window.
    public func offset(for key: String) -> TimeInterval { Self.offset(for: key, within: window) }

    /// A stable offset in 1 s…`window` for `key`, the same in every run.
    public static func offset(for key: String, within window: TimeInterval) -> TimeInterval {
        let span = max(window - 1, 0)
        return 1 + span * Double(StableHash.fnv1a(key) % 10_000) / 10_000
    }
}
