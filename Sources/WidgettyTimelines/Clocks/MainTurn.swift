/// Work put off until the main thread has done what woke it. Each wake-up of ``MainLoop`` is a
/// turn: a paint asked for while a timer's alarms fire (a clock's tick) or while the main queue
/// is drained (a provider's answer, a key) runs once that is done, in the same pass; as a new
/// task it would take a second pass (the main queue woken through its descriptor, another
/// poll). Asked for outside a turn (tests), the work becomes a main-actor task.
@MainActor
public enum MainTurn {
    private static var depth = 0
    private static var deferred: [@MainActor () -> Void] = []

    /// Runs `body` as a turn: work deferred during it (and during that work) runs, in order,
    /// before this returns.
    public static func run(_ body: () -> Void) {
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
    public static func afterCurrentTurn(_ work: @escaping @MainActor () -> Void) {
        if depth > 0 {
            deferred.append(work)
        } else {
            Task { @MainActor in work() }
        }
    }
}
