/// Work put off until the main thread has done what woke it. A paint asked for while a run-loop
/// timer's alarms fire (a clock's tick) runs once they have all fired, in the same pass of the
/// run loop; as a new task it would take a second pass (the main queue woken through its
/// descriptor, the descriptor taken out of and put back into the poll set, another poll).
/// Asked for outside a turn, the work becomes a main-actor task, as before.
@MainActor
enum MainTurn {
    private static var depth = 0
    private static var deferred: [@MainActor () -> Void] = []

    /// Runs `body` as a turn: work deferred during it (and during that work) runs, in order,
    /// before this returns.
    static func run(_ body: () -> Void) {
        depth += 1
        defer { depth -= 1 }
        body()
        guard depth == 1 else { return }
        while !deferred.isEmpty {
            let work = deferred
            deferred = []
            for item in work { item() }
        }
    }

    /// Calls `work` at the end of the current turn, or from a new main-actor task outside one.
    static func afterCurrentTurn(_ work: @escaping @MainActor () -> Void) {
        if depth > 0 {
            deferred.append(work)
        } else {
            Task { @MainActor in work() }
        }
    }
}
