import WidgettyTimelines
import Foundation
import Testing
import WidgettyTestSupport
@testable import WidgettyTimelines

/// The alarms behind the home screen's clock: which are due, in what order, and what is left
/// to arm for, without a clock.
@Suite struct AlarmTableTests {
    private let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func dueAlarmsComeEarliestFirstAndTiesInTheOrderAdded() {
        var table = AlarmTable<String>()
        _ = table.add(at: start + 3, "c")
        _ = table.add(at: start + 1, "a1")
        _ = table.add(at: start + 9, "later")
        _ = table.add(at: start + 1, "a2")
        #expect(table.earliest == start + 1)
        #expect(table.takeDue(at: start + 3) == ["a1", "a2", "c"])
        #expect(table.earliest == start + 9)
        #expect(table.takeDue(at: start + 3).isEmpty)
        #expect(table.takeDue(at: start + 9) == ["later"])
        #expect(table.isEmpty && table.earliest == nil)
    }

    @Test func aRemovedAlarmIsNeitherDueNorArmedFor() {
        var table = AlarmTable<String>()
        let first = table.add(at: start + 1, "first")
        _ = table.add(at: start + 2, "second")
        table.remove(first)
        table.remove(first)
        #expect(table.earliest == start + 2)
        #expect(table.takeDue(at: start + 5) == ["second"])
    }
}

/// One timer for all the alarms: it is set for the earliest deadline, once per change, and
/// its firing fires what is due. (The timer here is a stand-in that records its fire dates;
/// the test runner's main thread does not run ``MainLoop``. The home screen's end-to-end
/// tests see the real one tick.)
@MainActor @Suite struct MainLoopAlarmsTests {
    private final class Timer {
        var fireDates: [Date] = []
    }
    private let timer = Timer()
    private let alarms: MainLoopAlarms
    /// Far enough in the future that the wall clock never makes these alarms due by itself.
    private let start = Date() + 3600

    init() {
        let timer = self.timer
        alarms = MainLoopAlarms(setFireDate: { timer.fireDates.append($0 ?? .distantFuture) })
    }

    @Test func theTimerIsSetForTheEarliestDeadlineAndFiresWhatIsDueInOrder() {
        var fired: [String] = []
        _ = alarms.alarm(at: start + 2) { fired.append("second") }
        _ = alarms.alarm(at: start + 1) { fired.append("first") }
        _ = alarms.alarm(at: start + 5) { fired.append("later") }
        #expect(timer.fireDates == [start + 2, start + 1])
        alarms.timerFired()
        #expect(fired == ["first"])
        #expect(timer.fireDates.last == start + 2)
        alarms.timerFired()
        alarms.timerFired()
        #expect(fired == ["first", "second", "later"])
        #expect(timer.fireDates.last == .distantFuture)
    }

    @Test func aCancelledAlarmNeverFiresAndTheTimerMovesOn() {
        var fired: [String] = []
        let cancelFirst = alarms.alarm(at: start + 1) { fired.append("cancelled") }
        let cancelLast = alarms.alarm(at: start + 2) { fired.append("also cancelled") }
        cancelFirst()
        #expect(timer.fireDates == [start + 1, start + 2])
        cancelLast()
        #expect(timer.fireDates.last == .distantFuture)
        alarms.timerFired()
        #expect(fired.isEmpty)
    }

    @Test func alarmsSetWhileOneFiresFireWhenDueAndTheTimerIsSetOnceAfterwards() {
        var fired: [String] = []
        _ = alarms.alarm(at: start + 1) {
            fired.append("first")
            // The scheduler re-arms from inside an alarm: for the same instant, and for later.
            _ = self.alarms.alarm(at: self.start + 1) { fired.append("same instant") }
            _ = self.alarms.alarm(at: self.start + 3) { fired.append("later") }
            _ = self.alarms.alarm(at: self.start + 2) { fired.append("sooner") }
        }
        timer.fireDates.removeAll()
        alarms.timerFired()
        #expect(fired == ["first", "same instant"])
        #expect(timer.fireDates == [start + 2])
        alarms.timerFired()
        #expect(fired == ["first", "same instant", "sooner"])
        #expect(timer.fireDates == [start + 2, start + 3])
    }

    @Test func anAlarmAlreadyDueWhenSetFiresAtTheTimersNextFiring() {
        var fired = false
        _ = alarms.alarm(at: Date() - 1) { fired = true }
        #expect(timer.fireDates.count == 1 && timer.fireDates[0] < Date())
        alarms.timerFired()
        #expect(fired)
    }
}

/// Work put off to the end of a turn of the main thread: a tick's paint runs when its alarms
/// have fired, before the timer's callback returns, not one pass of the main loop later.
@MainActor @Suite struct MainTurnTests {
    @Test func workPutOffDuringATurnRunsInOrderWhenItEnds() {
        var done: [String] = []
        MainTurn.run {
            MainTurn.afterCurrentTurn { done.append("paint") }
            MainTurn.run { MainTurn.afterCurrentTurn { done.append("inner") } }
            #expect(done.isEmpty, "an inner turn leaves its work to the outer one")
            MainTurn.afterCurrentTurn {
                done.append("save")
                MainTurn.afterCurrentTurn { done.append("put off by put-off work") }
            }
            done.append("events")
        }
        #expect(done == ["events", "paint", "inner", "save", "put off by put-off work"])
    }

    @Test func outsideATurnWorkRunsLaterAsATask() async {
        var ran = false
        MainTurn.afterCurrentTurn { ran = true }
        #expect(!ran)
        for _ in 0..<100 where !ran { await Task.yield() }
        #expect(ran)
    }

    @Test func whatAnAlarmPutsOffRunsBeforeTheTimersFiringReturns() {
        let alarms = MainLoopAlarms(setFireDate: { _ in })
        var painted = 0
        for offset in [1.0, 1.0, 2.0] {
            _ = alarms.alarm(at: Date() - 10 + offset) { MainTurn.afterCurrentTurn { painted += 1 } }
        }
        alarms.timerFired()
        #expect(painted == 3)
    }
}

/// How long the main loop's poll waits for its timer: never less than what is left, so a tick
/// is never early (the poll would return, the wall clock would still be short of the second,
/// and the screen would show the old one), and nothing for a deadline that has passed.
@MainActor @Suite struct MainLoopTimeoutTests {
    private let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func theWaitIsRoundedUpToAWholeMillisecond() {
        #expect(MainLoop.timeout(until: now + 1, now: now) == 1000)
        #expect(MainLoop.timeout(until: now + 0.000_2, now: now) == 1)
        #expect(MainLoop.timeout(until: now + 0.999_000_1, now: now) == 1000)
    }

    @Test func aDeadlinePassedOrFarAwayStaysInRange() {
        #expect(MainLoop.timeout(until: now - 3, now: now) == 0)
        #expect(MainLoop.timeout(until: now, now: now) == 0)
        #expect(MainLoop.timeout(until: now + 86_400 * 365 * 100, now: now) == Int32.max)
    }
}

/// A sleeper's alarm that fires for a deadline while the runtime's clock still reads a moment
/// before it (the main loop's alarms read the wall clock, the runtime its host clock): what is due
/// at the deadline is handled then, and the next sleeper is armed for a later deadline — not for
/// the same one again, which fired at once, over and over, until the clock caught up.
@MainActor @Suite struct EarlyAlarmTests {
    @Test func aWakeForADeadlineTheClockHasNotReachedShowsItsEntryAndArmsTheNext() async throws {
        let harness = SchedulerHarness()
        let script = harness.script { call, _ in .entries(stride(from: 0.0, to: 60, by: 10).map { ($0, "c\(call)+\(Int($0))") }, .never) }
        harness.add("w", script: script)
        await harness.advance(to: 9.999)
        #expect(harness.label("w") == "c0+0")
        #expect(harness.runtime.armedDeadline == harness.origin + 10)
        harness.runtime.wake(notBefore: harness.origin + 10)
        #expect(harness.label("w") == "c0+10", "the entry due at the deadline the alarm fired for")
        #expect(harness.runtime.armedDeadline == harness.origin + 20, "armed for the next entry, not the same deadline again")
        #expect(harness.clock.now == harness.origin + 9.999)
    }
}
