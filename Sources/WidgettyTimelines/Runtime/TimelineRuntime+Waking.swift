import Foundation
import WidgettyKit

extension TimelineRuntime {
    /// Handles everything due now: entries, reloads, timeouts, a new day, a new time zone, a
    /// wall clock that jumped. Called when the driver's sleep ends; the host may call it after
    /// a resume or a time-zone notification too.
    public func wake() { wake(notBefore: nil) }

    /// ``wake()`` at `deadline` at the earliest: a sleeper's alarm that fired for `deadline` a
    /// moment before this clock reads it (the main loop's poll rounds its timeout; its alarms
    /// read the wall clock) handles what is due at `deadline`, rather than finding nothing due,
    /// arming the same deadline again and firing again at once until the clock catches up. A
    /// clock further behind than a second jumped back: that is handled as a jump.
    func wake(notBefore deadline: Date?) {
        var now = clock.now
        if let deadline, now < deadline, deadline.timeIntervalSince(now) <= 1 { now = deadline }
        let zone = options.timeZone()
        isBatching = true
        var freeReload: ReloadReason?
        if now.timeIntervalSince(lastObservedNow) < -options.backwardJumpTolerance {
            for id in schedule.resynchronize(at: now) { markChanged(id) }
            nextMidnight = Self.midnight(after: now, in: zone)
            freeReload = .clockJumped
        }
        lastObservedNow = now
        if zone.identifier != timeZoneIdentifier {
            timeZoneIdentifier = zone.identifier
            nextMidnight = Self.midnight(after: now, in: zone)
            freeReload = .timeZoneChanged
        } else if now >= nextMidnight {
            nextMidnight = Self.midnight(after: now, in: zone)
            freeReload = .dayChanged
        }
        let due = schedule.popDue(at: now)
        for id in due.changed { markChanged(id) }
        for id in due.timeouts { timeOut(id) }
        if let freeReload {
            for id in instanceIDs { startLoad(id, reason: freeReload) }
        } else {
            for id in due.reloads {
                startLoad(id, reason: instances[id]?.phase.nextReason ?? .policy)
            }
        }
        isBatching = false
        flushChanges()
        rearm()
    }

    /// Sleeps until the earliest deadline (or the next midnight when any cell exists); with
    /// nothing due there is no sleeper at all.
    func rearm() {
        guard !isBatching else { return }
        var target = schedule.nextDeadline()
        if !instances.isEmpty, target.map({ nextMidnight < $0 }) ?? true { target = nextMidnight }
        if target == armedDeadline, cancelSleeper != nil || target == nil { return }
        // The new sleeper is armed before the old one is cancelled: the main loop's clock then
        // moves its one timer once, not twice. (The old one, were it to fire, is ignored.)
        let cancelPrevious = cancelSleeper
        defer { cancelPrevious?() }
        cancelSleeper = nil
        armedDeadline = target
        guard let target else { return }
        if let alarms = alarmClock {
            // The home screen's main-loop clock: the main thread alone wakes at the deadline.
            cancelSleeper = alarms.alarm(at: target) { [weak self] in self?.sleeperWoke(target: target) }
            return
        }
        let clock = self.clock
        let sleeper = Task(executorPreference: options.taskExecutor) { [weak self] in
            do {
                try await clock.sleep(until: target)
            } catch {
                return
            }
            await self?.sleeperWoke(target: target)
        }
        cancelSleeper = { sleeper.cancel() }
    }

    private func sleeperWoke(target: Date) {
        guard armedDeadline == target else { return }
        cancelSleeper = nil
        armedDeadline = nil
        wake(notBefore: target)
    }

    /// The next local midnight after `now` in `zone`: the day rolls over, every timeline reloads.
    static func midnight(after now: Date, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let start = calendar.startOfDay(for: now)
        return calendar.date(byAdding: .day, value: 1, to: start) ?? now.addingTimeInterval(86_400)
    }
}
