import Foundation
import WidgettyTimelines

/// The scheduler's cost at scale, measured on the pure ``TimelineSchedule`` with plain dates:
/// `widgets` instances of `entries` entries each (one second apart, staggered per widget), every
/// entry made due in order. `make bench` calls it with 10,000 × 100 (targets: ≤ 2 µs per entry
/// in release builds, ≤ 1 ms to pick the next deadline).
public enum SchedulerBenchmark {
    /// The result of one run.
    public struct Result: Sendable, CustomStringConvertible {
        /// Time spent per due entry (its pop, the current-entry update and the next push).
        public let perEntry: Duration
        /// Time to pick the next deadline among all widgets.
        public let perPick: Duration
        /// Entries that came due (widgets × entries), to check that the run did the work.
        public let entriesProcessed: Int
        /// Wake-ups needed: distinct due instants, each handled in one call.
        public let wakeUps: Int

        public var description: String {
            "scheduler: \(entriesProcessed) entries in \(wakeUps) wake-ups; "
                + "\(perEntry) per due entry, \(perPick) to pick the next deadline"
        }
    }

    public static func run(widgets: Int, entries: Int) -> Result {
        let origin = Date(timeIntervalSinceReferenceDate: 0)
        var schedule = TimelineSchedule<Int>()
        for widget in 0..<widgets {
            // Widgets tick on ten staggered phases, so many share an instant.
            let phase = Double(widget % 10) / 10
            let dates = (0..<entries).map { origin.addingTimeInterval(Double($0) + phase) }
            schedule.setEntries(dates, for: widget, now: origin.addingTimeInterval(-1))
        }
        let clock = ContinuousClock()
        var processed = 0
        var wakeUps = 0
        var pickTime = Duration.zero
        var picks = 0
        let start = clock.now
        while true {
            let pickStart = clock.now
            guard let next = schedule.nextDeadline() else { break }
            pickTime += clock.now - pickStart
            picks += 1
            let due = schedule.popDue(at: next)
            processed += due.changed.count
            wakeUps += 1
        }
        let total = clock.now - start
        // Each due entry moved one widget forward (none was due when the timelines were set).
        let perEntry = processed > 0 ? (total - pickTime) / processed : .zero
        return Result(perEntry: perEntry, perPick: picks > 0 ? pickTime / picks : .zero,
                      entriesProcessed: processed, wakeUps: wakeUps)
    }
}
