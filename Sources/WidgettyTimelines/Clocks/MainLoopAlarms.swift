import Foundation

/// Every alarm of ``MainLoopClock`` behind one timer on the main thread, re-armed for the
/// earliest deadline: in the home screen, the timeout of ``MainLoop``'s poll. (One timer for
/// all: Foundation on Linux keeps about 330 bytes of every block-based `Timer` for good, so a
/// timer per alarm grew a home screen that ticks each second by about 50 KB a minute.)
@MainActor
final class MainLoopAlarms {
    static let shared = MainLoopAlarms(setFireDate: MainLoop.setFireDate)

    private var table = AlarmTable<@MainActor () -> Void>()
    /// Sets when the timer fires next (nil for never); it calls ``timerFired()``.
    private let setFireDate: @MainActor (Date?) -> Void
    /// The deadline the timer is set for, while one is.
    private var armedFor: Date?
    /// Alarms are firing: the timer is set once they are done.
    private var isFiring = false

    init(setFireDate: @escaping @MainActor (Date?) -> Void) {
        self.setFireDate = setFireDate
    }

    /// Calls `fire` once `deadline` has passed, unless the returned cancel is called first.
    func alarm(at deadline: Date, _ fire: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        let id = table.add(at: deadline, fire)
        rearm()
        return { [self] in
            table.remove(id)
            rearm()
        }
    }

    /// The timer fired: every alarm due by the deadline it was set for (or by the wall clock,
    /// had that gone further) fires, earliest first, and so does any alarm they add for an
    /// instant already passed. Then the timer is set once, for what is left, not once per
    /// alarm added or removed while they fire.
    /// It is one ``MainTurn``: what the alarms put off (a paint) runs before this returns.
    func timerFired() {
        MainTurn.run {
            let instant = max(armedFor ?? .distantPast, Date())
            isFiring = true
            while case let due = table.takeDue(at: instant), !due.isEmpty {
                for fire in due { fire() }
            }
            isFiring = false
            arm(for: table.earliest)
        }
    }

    private func rearm() {
        let earliest = table.earliest
        guard !isFiring, earliest != armedFor else { return }
        arm(for: earliest)
    }

    private func arm(for deadline: Date?) {
        armedFor = deadline
        setFireDate(deadline)
    }
}
