import Foundation

extension Text {
    /// How `Text(date, style:)` shows a date, as in SwiftUI. Every style says when it next reads
    /// differently, so a host re-renders exactly then and never polls.
    public enum DateStyle: Hashable, Sendable {
        /// The time of day in the environment's locale ("14:05"); changes each minute.
        case time
        /// The day in the environment's locale ("22 November 2026"); changes at midnight.
        case date
        /// The distance to the date in two units ("2 hr, 3 min"); changes when the smaller unit does.
        case relative
        /// The signed distance in whole units of its largest unit: "+2 hours" for a past date,
        /// "-5 minutes" for a future one; changes with that unit.
        case offset
        /// A clock counting down to the date or up from it ("1:02:03", "4:05"); changes each second.
        case timer
    }
}

/// A date-dependent string and the next instant at which it would read differently.
struct DateReading: Equatable {
    var text: String
    var nextChange: Date?
}

/// Formats `Text` dates against the environment's `now`, locale, calendar and time zone.
/// Foundation formatters are cached per (style, locale, time zone, calendar) for the process,
/// so a frame allocates none.
@MainActor
enum DateTextFormatter {
    private struct FormatterKey: Hashable {
        var style: Text.DateStyle
        var locale: String
        var timeZone: String
        var calendar: Calendar.Identifier
    }

    private static var formatters: [FormatterKey: DateFormatter] = [:]

    static func reading(_ date: Date, style: Text.DateStyle, in environment: EnvironmentValues) -> DateReading {
        let now = environment.now
        switch style {
        case .time:
            let next = (now.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
            return DateReading(text: formatter(style, environment).string(from: date),
                               nextChange: Date(timeIntervalSinceReferenceDate: next))
        case .date:
            var calendar = environment.calendar
            calendar.timeZone = environment.timeZone
            let midnight = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now))
            return DateReading(text: formatter(style, environment).string(from: date), nextChange: midnight)
        case .relative:
            return relative(date, now: now)
        case .offset:
            return offset(date, now: now)
        case .timer:
            return timer(date, now: now)
        }
    }

    /// What a `Text(timerInterval:…)` reads at `now`: the time left (counting down, rounded
    /// up) or gone (counting up, rounded down) in its interval, clamped to it. Once `now`
    /// reaches the pause time, what it read then, and no next change: a paused timer never
    /// asks to be drawn again.
    static func timerInterval(_ timer: Text.TimerInterval, now: Date) -> DateReading {
        guard let pauseTime = timer.pauseTime else { return running(timer, now: now) }
        if now >= pauseTime { return DateReading(text: running(timer, now: pauseTime).text, nextChange: nil) }
        // Running until the pause: a change after it never shows.
        var reading = running(timer, now: now)
        if let next = reading.nextChange, next > pauseTime { reading.nextChange = nil }
        return reading
    }

    /// A timer that never pauses, at `now`.
    private static func running(_ timer: Text.TimerInterval, now: Date) -> DateReading {
        let interval = timer.interval, countsDown = timer.countsDown
        func clock(_ seconds: Int) -> String { Self.clock(seconds, showsHours: timer.showsHours) }
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        if now < interval.lowerBound {
            return DateReading(text: clock(Int((countsDown ? total : 0).rounded(.up))), nextChange: interval.lowerBound)
        }
        if now >= interval.upperBound {
            return DateReading(text: clock(Int((countsDown ? 0 : total).rounded(.down))), nextChange: nil)
        }
        let elapsed = now.timeIntervalSince(interval.lowerBound)
        if countsDown {
            let remaining = total - elapsed
            let shown = remaining.rounded(.up)
            return DateReading(text: clock(Int(shown)), nextChange: now.addingTimeInterval(remaining - (shown - 1)))
        }
        let shown = elapsed.rounded(.down)
        return DateReading(text: clock(Int(shown)), nextChange: now.addingTimeInterval(shown + 1 - elapsed))
    }

    private static func formatter(_ style: Text.DateStyle, _ environment: EnvironmentValues) -> DateFormatter {
        let key = FormatterKey(style: style, locale: environment.locale.identifier,
                               timeZone: environment.timeZone.identifier, calendar: environment.calendar.identifier)
        if let cached = formatters[key] { return cached }
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        formatter.calendar = calendar
        formatter.dateStyle = style == .date ? .long : .none
        formatter.timeStyle = style == .time ? .short : .none
        formatters[key] = formatter
        return formatter
    }

    /// The whole number of `unit`s shown for a distance and when it next changes: a distance to
    /// a future date rounds up (it counts down), one from a past date rounds down (it counts up).
    private static func step(_ delta: TimeInterval, unit: Double, now: Date) -> (value: Int, next: Date) {
        if delta > 0 {
            let value = (delta / unit).rounded(.up)
            return (Int(value), now.addingTimeInterval(delta - (value - 1) * unit))
        }
        let elapsed = -delta
        let value = (elapsed / unit).rounded(.down)
        return (Int(value), now.addingTimeInterval((value + 1) * unit - elapsed))
    }

    private static let units: [(seconds: Double, short: String, long: String)] = [
        (86_400, "day", "day"), (3_600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
    ]

    private static func largestUnitIndex(_ magnitude: Double) -> Int {
        units.firstIndex { magnitude >= $0.seconds } ?? units.count - 1
    }

    private static func relative(_ date: Date, now: Date) -> DateReading {
        let delta = date.timeIntervalSince(now)
        let top = largestUnitIndex(abs(delta))
        let smallest = min(top + 1, units.count - 1)
        let (count, next) = step(delta, unit: units[smallest].seconds, now: now)
        let total = count * Int(units[smallest].seconds)
        let topValue = total / Int(units[top].seconds)
        var parts = [unitText(topValue, top, long: false)]
        if smallest != top {
            let rest = (total % Int(units[top].seconds)) / Int(units[smallest].seconds)
            if rest > 0 { parts.append(unitText(rest, smallest, long: false)) }
        }
        return DateReading(text: parts.joined(separator: ", "), nextChange: next)
    }

    /// Whole units only, as on iOS: 11 min 14 s ahead reads "-11 minutes" (a future date counts
    /// down, a whole unit shown while more than that is left), 2 h 50 min ago "+2 hours".
    private static func offset(_ date: Date, now: Date) -> DateReading {
        let delta = date.timeIntervalSince(now)
        guard delta > 0 else {
            let top = largestUnitIndex(-delta)
            let (count, next) = step(delta, unit: units[top].seconds, now: now)
            return DateReading(text: "+" + unitText(count, top, long: true), nextChange: next)
        }
        let top = units.firstIndex { delta > $0.seconds } ?? units.count - 1
        let (count, next) = step(delta, unit: units[top].seconds, now: now)
        return DateReading(text: "-" + unitText(count - 1, top, long: true), nextChange: next)
    }

    private static func timer(_ date: Date, now: Date) -> DateReading {
        let (seconds, next) = step(date.timeIntervalSince(now), unit: 1, now: now)
        return DateReading(text: clock(seconds), nextChange: next)
    }

    private static func unitText(_ value: Int, _ unit: Int, long: Bool) -> String {
        let name = long ? units[unit].long : units[unit].short
        let plural = value == 1 || (!long && unit != 0) ? name : name + "s"
        return "\(value) \(plural)"
    }

    /// "h:mm:ss", or "m:ss" under an hour; without hours, "m:ss" whatever the minutes ("65:03").
    static func clock(_ seconds: Int, showsHours: Bool = true) -> String {
        let s = max(0, seconds)
        let hours = showsHours ? s / 3600 : 0
        let minutes = (s - hours * 3600) / 60, secs = s % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }
}
