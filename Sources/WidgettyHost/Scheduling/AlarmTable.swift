import Foundation

/// Pending alarms by deadline, with nothing of a clock or a run loop in it: what is due at an
/// instant, in deadline order, and the earliest deadline left to arm for.
struct AlarmTable<Action> {
    /// Names one alarm, for removing it before it is due.
    typealias ID = UInt64

    private var pending: [ID: (deadline: Date, action: Action)] = [:]
    private var lastID: ID = 0

    var isEmpty: Bool { pending.isEmpty }

    /// The deadline the clock must wake for next; nil with nothing pending.
    // A closure, not `map(\.deadline)`: a key path into this generic tuple is built again, type
    // names demangled, on every call.
    var earliest: Date? { pending.values.lazy.map { $0.deadline }.min() }

    mutating func add(at deadline: Date, _ action: Action) -> ID {
        lastID += 1
        pending[lastID] = (deadline, action)
        return lastID
    }

    mutating func remove(_ id: ID) {
        pending[id] = nil
    }

    /// Removes and returns every alarm due at `instant`, earliest first (alarms with the same
    /// deadline in the order they were added).
    mutating func takeDue(at instant: Date) -> [Action] {
        let due = pending.filter { $0.value.deadline <= instant }
            .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
        for (id, _) in due { pending[id] = nil }
        return due.map { $0.value.action }
    }
}
