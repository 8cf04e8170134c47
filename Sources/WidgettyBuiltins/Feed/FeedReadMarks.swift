import Foundation
import WidgettyStore

/// Which feed items have been opened, kept in the shared store (suite `feed.read`, an item's id
/// → when it was opened), so every feed widget, and every run, agrees. Reading the suite makes
/// the feed widgets reload when a mark changes.
struct FeedReadMarks: Sendable {
    /// The shared store (tests pass their own).
    var store: @Sendable () -> Result<SharedStore, SharedStoreError> = { SharedStore.standard }
    /// Marks older than this are forgotten when another is made: feeds drop old items long before.
    var keepFor: TimeInterval = 180 * 86_400

    /// The ids of the items opened so far; empty when the store cannot be read.
    func readIDs() -> Set<String> {
        guard case .success(let store) = store(), let marks = try? store.values(suite: WellKnownSuites.feedRead) else { return [] }
        return Set(marks.keys)
    }

    /// Marks `id` read at `date`, and forgets marks older than ``keepFor``, in one write.
    func markRead(_ id: String, at date: Date) throws(SharedStoreError) {
        let cutoff = date.addingTimeInterval(-keepFor)
        let store = try store().get()
        let old = try store.values(suite: WellKnownSuites.feedRead).compactMap { key, value -> String? in
            if case .date(let opened) = value, opened < cutoff { return key }
            return nil
        }
        try store.modify(suite: WellKnownSuites.feedRead) { edit throws(SharedStoreError) in
            for key in old { try edit.set(nil, forKey: key) }
            try edit.set(.date(date), forKey: id)
        }
    }
}
