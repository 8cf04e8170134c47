import Foundation
import Synchronization

/// The activity maps read, by repository and branch, with the head commit they were read at: a
/// map changes only when the head moves or the day turns, so a refresh with neither runs no
/// `git log` for it.
final class GitActivityCache: Sendable {
    /// One map's place: the repository's path and the branch asked for (empty: the checked-out one).
    struct Key: Hashable, Sendable {
        var repository: String
        var branch: String
    }

    private struct Kept: Sendable {
        var head: String
        var activity: GitActivity
    }

    private let kept = Mutex<[Key: Kept]>([:])

    /// The screen's cache, shared by every git widget.
    static let shared = GitActivityCache()

    /// The map kept for `key` when it was read at `head` for the day `today`, else nil.
    func activity(for key: Key, head: String, today: Int) -> GitActivity? {
        kept.withLock { kept in
            kept[key].flatMap { $0.head == head && $0.activity.today == today ? $0.activity : nil }
        }
    }

    /// Keeps `activity`, read at `head`, for `key` (in place of what was kept).
    func keep(_ activity: GitActivity, for key: Key, head: String) {
        kept.withLock { $0[key] = Kept(head: head, activity: activity) }
    }
}
