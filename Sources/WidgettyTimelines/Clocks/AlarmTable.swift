import Foundation

/// Pending alarms by deadline, with nothing of a clock or a run loop in it: what is due at an
/// instant, in deadline order, and the earliest deadline left to arm for.
struct AlarmTable<Action> {
    /// Names one alarm, for removing it before it is due.
    typealias ID = UInt64

    private struct Alarm {
        var id: ID
        var deadline: Date
        var action: Action
    }

    /// Earliest deadline first; the same deadline in the order added (ids only grow). A home
    /// screen has a handful pending, and the first is what the clock wakes for: kept in order,
    /// a tick neither hashes nor sorts.
    private var pending: [Alarm] = []
    private var lastID: ID = 0

    var isEmpty: Bool { pending.isEmpty }

    /// The deadline the clock must wake for next; nil with nothing pending.
    var earliest: Date? { pending.first?.deadline }

    mutating func add(at deadline: Date, _ action: Action) -> ID {
        lastID += 1
        // After every alarm due at or before it: binary search for the first one later.
        var low = 0
        var high = pending.count
        while low < high {
            let middle = (low + high) / 2
            if pending[middle].deadline <= deadline { low = middle + 1 } else { high = middle }
        }
        pending.insert(Alarm(id: lastID, deadline: deadline, action: action), at: low)
        return lastID
    }

    mutating func remove(_ id: ID) {
        if let index = pending.firstIndex(where: { $0.id == id }) { pending.remove(at: index) }
    }

    /// Removes and returns every alarm due at `instant`, earliest first (alarms with the same
    /// deadline in the order they were added).
    mutating func takeDue(at instant: Date) -> [Action] {
        guard let first = pending.first, first.deadline <= instant else { return [] }
        let count = pending.firstIndex(where: { $0.deadline > instant }) ?? pending.count
        let due = pending[..<count].map { $0.action }  // not a key path: built again per call in generic code
        pending.removeFirst(count)
        return due
    }
}
