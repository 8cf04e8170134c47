import Foundation

/// One VEVENT of an iCalendar file: its summary, first occurrence and recurrence.
struct CalendarEvent: Hashable, Sendable {
    var summary: String
    var start: Date
    var end: Date
    var isAllDay: Bool
    /// The zone its wall times repeat in (TZID, the calendar's zone for floating and all-day times).
    var timeZone: TimeZone
    var recurrence: Recurrence?

    /// A daily or weekly RRULE.
    struct Recurrence: Hashable, Sendable {
        enum Frequency: String, Hashable, Sendable { case daily = "DAILY", weekly = "WEEKLY" }
        var frequency: Frequency
        var interval: Int = 1
        var count: Int?
        var until: Date?
        /// Weekdays for weekly rules, 1 = Sunday … 7 = Saturday (Foundation's numbering).
        var weekdays: [Int] = []
    }

    /// The occurrences that overlap `window`, in order, at most `limit`.
    func occurrences(overlapping window: Range<Date>, limit: Int = 64) -> [CalendarOccurrence] {
        let duration = end.timeIntervalSince(start)
        guard let recurrence else {
            return start < window.upperBound && max(end, start.addingTimeInterval(1)) > window.lowerBound
                ? [CalendarOccurrence(summary: summary, start: start, end: end, isAllDay: isAllDay)] : []
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let interval = max(1, recurrence.interval)
        let period = recurrence.frequency == .weekly ? 7 * interval : interval
        let weekdays = recurrence.weekdays.isEmpty ? [calendar.component(.weekday, from: start)] : recurrence.weekdays
        let firstDay = calendar.startOfDay(for: start)
        // The Monday of the first occurrence's week: weekly intervals count weeks from it.
        let weekStart = calendar.date(byAdding: .day, value: -((calendar.component(.weekday, from: start) + 5) % 7), to: firstDay) ?? firstDay
        var day = 0
        if recurrence.count == nil {
            // Without a count, skip whole periods before the window (keeping the rule's phase).
            let lead = Int(window.lowerBound.timeIntervalSince(start).rounded(.down) / 86_400) - 8
            if lead > period { day = lead / period * period }
        }
        var found: [CalendarOccurrence] = []
        var counted = 0
        while found.count < limit, day < 200_000 {
            defer { day += 1 }
            guard let occurrenceStart = calendar.date(byAdding: .day, value: day, to: start) else { break }
            if occurrenceStart >= window.upperBound { break }
            if let until = recurrence.until, occurrenceStart > until { break }
            let matches: Bool
            switch recurrence.frequency {
            case .daily:
                matches = day % interval == 0
            case .weekly:
                let offset = calendar.dateComponents([.day], from: weekStart, to: calendar.startOfDay(for: occurrenceStart)).day ?? 0
                matches = (offset / 7) % interval == 0 && weekdays.contains(calendar.component(.weekday, from: occurrenceStart))
            }
            guard matches else { continue }
            counted += 1
            if let count = recurrence.count, counted > count { break }
            let occurrenceEnd = occurrenceStart.addingTimeInterval(duration)
            if max(occurrenceEnd, occurrenceStart.addingTimeInterval(1)) > window.lowerBound {
                found.append(CalendarOccurrence(summary: summary, start: occurrenceStart, end: occurrenceEnd, isAllDay: isAllDay))
            }
        }
        return found
    }
}

/// One occurrence of an event, as the calendar widget lists it.
struct CalendarOccurrence: Hashable, Sendable, Codable {
    var summary: String
    var start: Date
    var end: Date
    var isAllDay: Bool
}
