import Foundation
import WidgettyTerminal

/// How a workflow run stands: its `conclusion` once `completed`, else its `status`.
enum GitHubRunState: String, Codable, Hashable, Sendable {
    case success, failure, cancelled, skipped, running, queued, other

    init(status: String?, conclusion: String?) {
        switch (status, conclusion) {
        case ("completed", "success"?), ("completed", "neutral"?): self = .success
        case ("completed", "failure"?), ("completed", "timed_out"?), ("completed", "startup_failure"?),
             ("completed", "action_required"?): self = .failure
        case ("completed", "cancelled"?): self = .cancelled
        case ("completed", "skipped"?), ("completed", "stale"?): self = .skipped
        case ("in_progress", _): self = .running
        case ("queued", _), ("requested", _), ("waiting", _), ("pending", _): self = .queued
        default: self = .other
        }
    }

    /// One cell, readable without colour: ✓ ✗ ⊘ – ● ◌ ?
    var glyph: String {
        switch self {
        case .success: return "✓"
        case .failure: return "✗"
        case .cancelled: return "⊘"
        case .skipped: return "–"
        case .running: return "●"
        case .queued: return "◌"
        case .other: return "?"
        }
    }
}

/// One line of the GitHub cell: a commit, a pull request, a workflow run or a notification.
struct GitHubItem: Codable, Hashable, Sendable {
    var title: String
    /// `a1b2c3d Ada Lovelace`, `#128 ada`, `CI #41 main`, `owner/repo · mention`.
    var detail: String
    /// Workflow runs only.
    var state: GitHubRunState?
    var date: Date?
    var link: URL?
    /// A commit's message after its subject line, on one line; nil for the other kinds.
    var body: String? = nil
}

extension GitHubItem {
    /// The item with its texts cut to ``TextBudget``, as GitHub's answer is read.
    var budgeted: GitHubItem {
        var item = self
        item.title = TextBudget.cut(title)
        item.detail = TextBudget.cut(detail)
        item.body = body.map { TextBudget.cut($0) }
        return item
    }
}

/// GitHub's rate-limit headers of an answer: `x-ratelimit-remaining`, `x-ratelimit-reset`
/// (seconds since 1970), and `retry-after` (seconds) for its secondary limits.
struct GitHubRateLimit: Codable, Hashable, Sendable {
    var remaining: Int?
    var reset: Date?
    var retryAfter: TimeInterval?

    init(remaining: Int? = nil, reset: Date? = nil, retryAfter: TimeInterval? = nil) {
        self.remaining = remaining
        self.reset = reset
        self.retryAfter = retryAfter
    }

    init(_ reply: HTTPReply) {
        remaining = reply.header("x-ratelimit-remaining").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        reset = reply.header("x-ratelimit-reset").flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) }
            .map(Date.init(timeIntervalSince1970:))
        retryAfter = reply.header("retry-after").flatMap { TimeInterval($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// When to ask next: after `refresh`, but never sooner than the limit allows — after
    /// `retry-after` when given, at the reset when none are left, and otherwise no faster than
    /// the remaining requests spread evenly until the reset.
    func nextReload(after now: Date, refresh: TimeInterval) -> Date {
        var next = now.addingTimeInterval(refresh)
        if let retryAfter { next = max(next, now.addingTimeInterval(retryAfter)) }
        if let remaining, let reset, reset > now {
            let wait = remaining <= 0 ? reset.timeIntervalSince(now) + 1 : reset.timeIntervalSince(now) / Double(remaining)
            next = max(next, now.addingTimeInterval(wait))
        }
        return next
    }

    /// No requests left until the reset.
    var isExhausted: Bool { (remaining ?? 1) <= 0 }
}
