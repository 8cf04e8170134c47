import Foundation
import WidgettyUI

/// Clock-style text ("09:05:07", "2:05 PM" parts) that tells the host when it next reads
/// differently, without timeline entries per second.
///
/// WidgettyUI lets only `Text` date styles report their next change. A `Text(timerInterval:)`
/// whose interval has not started yet shows its whole length (`h:mm:ss`, or `m:ss` under an
/// hour) and reports the interval's start as its next change, as in SwiftUI. So a view that
/// computes its clock value from `@Environment(\.now)` shows that value as the length of an
/// interval starting at the instant the value changes: the host re-renders exactly then, and
/// the view computes the next value.
enum TickingClockText {
    /// `value` shown as `h:mm:ss` (or `m:ss` when under an hour), re-rendered at `changesAt`
    /// (which must be later than the render's `now`).
    @MainActor
    static func clock(seconds value: Int, changesAt: Date) -> Text {
        Text(timerInterval: changesAt...changesAt.addingTimeInterval(Double(max(0, value))), countsDown: true)
    }

    /// Hours, minutes and optional seconds as `HH:MM[:SS]` (hours zero-padded when `padHours`),
    /// re-rendered at `changesAt`.
    @MainActor
    static func time(hours: Int, minutes: Int, seconds: Int?, padHours: Bool, changesAt: Date) -> Text {
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
        }
        return Text(verbatim: prefix) + clock(seconds: value, changesAt: changesAt)
    }

    /// The plain string `time(…)` shows, for views that need the text itself (big digits).
    static func string(hours: Int, minutes: Int, seconds: Int?, padHours: Bool) -> String {
        let hourText = padHours ? twoDigits(hours) : String(hours)
        let base = "\(hourText):\(twoDigits(minutes))"
        return seconds.map { "\(base):\(twoDigits($0))" } ?? base
    }

    static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
