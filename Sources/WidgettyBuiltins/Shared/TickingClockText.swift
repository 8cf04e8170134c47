import Foundation
import WidgettyUI

/// Clock-style text ("09:05:07", "2:05 PM" parts) that follows time by itself.
///
/// With seconds, the digits are a running `Text(timerInterval:)` (counting up for a clock, down
/// for a countdown) set so that it shows the value now and keeps showing the right value as
/// seconds pass: the host redraws just those cells each second. The view that shows it must
/// say with `timeDependent(until:)` when the rest of its body changes (the next hour at the
/// latest: the timer drops hours under an hour, and its hours run past 23). Where the timer's
/// width changes (9:59:59 → 10:00:00) the host renders the view whole, which sets up a new one.
///
/// Without seconds, the value stands still: a `Text(timerInterval:)` that has not started shows
/// its whole length (`h:mm:ss`, or `m:ss` under an hour) and reports the interval's start as
/// its next change, as in SwiftUI, so the host renders the view again exactly then.
enum TickingClockText {
    /// `value` shown as `h:mm:ss` (or `m:ss` when under an hour), re-rendered at `changesAt`
    /// (which must be later than the render's `now`).
    @MainActor
    static func clock(seconds value: Int, changesAt: Date) -> Text {
        Text(timerInterval: changesAt...changesAt.addingTimeInterval(Double(max(0, value))), countsDown: true)
    }

    /// Hours, minutes and optional seconds as `HH:MM[:SS]` (hours zero-padded when `padHours`),
    /// shown until `changesAt` (the next second or minute); with seconds, counting on from there
    /// (down when `countsDown`).
    @MainActor
    static func time(
        hours: Int, minutes: Int, seconds: Int?, padHours: Bool, changesAt: Date, countsDown: Bool = false
    ) -> Text {
        let prefix: String
        let value: Int
        if let seconds {
            value = hours * 3600 + minutes * 60 + seconds
            // The timer drops the hours under an hour and never pads them.
            if hours >= 10 || (!padHours && hours > 0) {
                prefix = ""
            } else if hours > 0 {
                prefix = "0"
            } else {
                prefix = (padHours ? "00:" : "0:") + (minutes < 10 ? "0" : "")
            }
        } else {
            // Shown as a timer's "m:ss": the hours stand in for minutes, the minutes for seconds.
            value = hours * 60 + minutes
            prefix = padHours && hours < 10 ? "0" : ""
            return Text(verbatim: prefix) + clock(seconds: value, changesAt: changesAt)
        }
        // The value is shown from one second before `changesAt`.
        let shownSince = changesAt.addingTimeInterval(-1)
        let running = countsDown
            ? Text(timerInterval: shownSince...shownSince.addingTimeInterval(Double(value)), countsDown: true)
            : Text(timerInterval: shownSince.addingTimeInterval(-Double(value))...changesAt.addingTimeInterval(2 * 86_400),
                   countsDown: false)
        return Text(verbatim: prefix) + running
    }

    /// The plain string `time(…)` shows, for views that need the text itself (big digits).
    static func string(hours: Int, minutes: Int, seconds: Int?, padHours: Bool) -> String {
        let hourText = padHours ? twoDigits(hours) : String(hours)
        let base = "\(hourText):\(twoDigits(minutes))"
        return seconds.map { "\(base):\(twoDigits($0))" } ?? base
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
