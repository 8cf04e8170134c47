import Foundation
import Testing
import WidgettyTimelines
import WidgettyTestSupport

/// The pure schedule with plain dates: current entries, deadlines, lateness, jumps, scale.
@Suite struct TimelineScheduleTests {
    let origin = Date(timeIntervalSinceReferenceDate: 1_000)
    func at(_ seconds: TimeInterval) -> Date { origin.addingTimeInterval(seconds) }

    @Test func theCurrentEntryIsTheLatestNotInTheFuture() {
        var schedule = TimelineSchedule<String>()
        let aIsDue = schedule.setEntries([at(0), at(10), at(20)], for: "a", now: at(15))
        #expect(aIsDue)
        #expect(schedule.currentIndex(of: "a") == 1)
        let next = schedule.nextDeadline()
        #expect(next == at(20))
        let bIsDue = schedule.setEntries([at(30)], for: "b", now: at(15))
        #expect(!bIsDue)
        #expect(schedule.currentIndex(of: "b") == nil)
    }

    @Test func popDueHandlesEverythingDueAtOnceAndSkipsToTheLatest() {
        var schedule = TimelineSchedule<String>()
        schedule.setEntries([at(0), at(10), at(20), at(30)], for: "a", now: at(0))
        schedule.setEntries([at(0), at(10)], for: "b", now: at(0))
        schedule.setDeadline(.reload, of: "b", at: at(10))
        let due = schedule.popDue(at: at(25))
        #expect(Set(due.changed) == ["a", "b"])
        #expect(due.changed.count == 2)
        #expect(due.reloads == ["b"])
        #expect(schedule.currentIndex(of: "a") == 2)
        let next = schedule.nextDeadline()
        #expect(next == at(30))
        let early = schedule.popDue(at: at(29))
        #expect(early.isEmpty)
    }

    @Test func replacedDeadlinesAreDroppedLazily() {
        var schedule = TimelineSchedule<String>()
        schedule.setDeadline(.reload, of: "a", at: at(5))
        schedule.setDeadline(.reload, of: "a", at: at(50))
        var next = schedule.nextDeadline()
        #expect(next == at(50))
        schedule.setDeadline(.timeout, of: "a", at: at(7))
        schedule.setDeadline(.timeout, of: "a", at: nil)
        next = schedule.nextDeadline()
        #expect(next == at(50))
        schedule.remove("a")
        next = schedule.nextDeadline()
        #expect(next == nil)
        // An instance added again under the same id does not revive old deadlines.
        schedule.setEntries([at(100)], for: "a", now: at(0))
        next = schedule.nextDeadline()
        #expect(next == at(100))
    }

    @Test func resynchronisingAfterABackwardJumpMovesCurrentEntriesBack() {
        var schedule = TimelineSchedule<String>()
        schedule.setEntries([at(0), at(10), at(20)], for: "a", now: at(25))
        #expect(schedule.currentIndex(of: "a") == 2)
        let moved = schedule.resynchronize(at: at(12))
        #expect(moved == ["a"])
        #expect(schedule.currentIndex(of: "a") == 1)
        let next = schedule.nextDeadline()
        #expect(next == at(20))
    }

    @Test func theBenchmarkProcessesEveryEntryAndBatchesSharedInstants() {
        let result = SchedulerBenchmark.run(widgets: 50, entries: 20)
        // No entry is due when the timelines are set; each of the 20 comes due later.
        #expect(result.entriesProcessed == 50 * 20)
        // Ten phases × 20 instants: one wake-up per distinct instant, however many widgets share it.
        #expect(result.wakeUps == 10 * 20)
        #expect(result.perEntry > .zero)
        #expect(result.perPick >= .zero)
    }

    @Test func scaleStaysLogarithmic() {
        // 1,000 widgets × 20 entries in debug builds: a generous bound that catches O(n) per event.
        let result = SchedulerBenchmark.run(widgets: 1_000, entries: 20)
        #expect(result.entriesProcessed == 1_000 * 20)
        #expect(result.perEntry < .microseconds(200), "\(result)")
    }
}

@Suite struct TimelineScheduleCompactionTests {
    @Test func aDeadlineMovedAgainAndAgainLeavesNoTrailInTheHeap() {
        var schedule = TimelineSchedule<String>()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        schedule.setEntries([now], for: "a", now: now)
        schedule.setEntries([now], for: "b", now: now)
        // A reload pushed a day further each time, 10,000 times, long before any is due.
        for day in 1...10_000 {
            schedule.setDeadline(.reload, of: "a", at: now.addingTimeInterval(Double(day) * 86_400))
            #expect(schedule.heapCount <= schedule.maximumHeapCount)
        }
        #expect(schedule.nextDeadline() == now.addingTimeInterval(10_000 * 86_400))
        #expect(schedule.popDue(at: now.addingTimeInterval(10_000 * 86_400)).reloads == ["a"])
    }
}
