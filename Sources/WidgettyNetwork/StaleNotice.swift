import Foundation

/// Why a network widget shows its last good entries instead of fresh ones, and how old they
/// are: the cell's "updated 3 h ago — offline · connection refused by 127.0.0.1:8080".
public struct StaleNotice: Codable, Hashable, Sendable {
    /// The failure in words.
    public var reason: String
    /// Why the entries are not fresh, as the age marker words it.
    public enum Condition: String, Codable, Hashable, Sendable {
        /// The network or the host could not be reached: "offline".
        case offline
        /// The server answered, but not with something usable: "failing".
        case failing
        /// The machine just woke from sleep; the widget reloads in a few seconds: "reloading".
        case reloading
    }

    public var condition: Condition
    /// When the entries shown were fetched; nil when nothing was ever fetched.
    public var fetchedAt: Date?

    public init(reason: String, condition: Condition, fetchedAt: Date?) {
        self.reason = reason
        self.condition = condition
        self.fetchedAt = fetchedAt
    }

    /// The age marker alone: "updated 3 h ago — offline", "updated 5 min ago — failing",
    /// "updated 2 h ago — reloading"; nil
    /// when nothing was ever fetched.
    public func ageText(now: Date) -> String? {
        guard let fetchedAt else { return nil }
        return "updated \(Self.age(now.timeIntervalSince(fetchedAt))) — \(condition.rawValue)"
    }

    /// The whole line: the age marker (when there is one) and the reason.
    public func text(now: Date) -> String {
        ageText(now: now).map { "\($0) · \(reason)" } ?? reason
    }

    /// "just now", "4 min ago", "3 h ago", "2 d ago".
    public static func age(_ seconds: TimeInterval) -> String {
        let seconds = max(0, seconds)
        if seconds < 60 { return "just now" }
        if seconds < 3600 { return "\(Int(seconds / 60)) min ago" }
        if seconds < 86_400 { return "\(Int(seconds / 3600)) h ago" }
        return "\(Int(seconds / 86_400)) d ago"
    }
}
