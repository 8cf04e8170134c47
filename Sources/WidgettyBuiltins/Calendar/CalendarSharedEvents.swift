import Foundation
import WidgettyTerminal
import WidgettyStore

/// Events kept in the shared store, suite `calendar`: each key is what happens, its value when
/// (a date: `widgetty defaults write --suite calendar --type date Dentist 2026-11-27T09:30:00Z`).
/// Scripts and programs put events there without writing an `.ics` file; the medium and large
/// calendar list them in the agenda with the file's, and reload when the suite changes.
enum CalendarSharedEvents {
    static let suite = "calendar"
    /// How long an event from the store lasts (it has a start only).
    static let duration: TimeInterval = 3600

    /// The events overlapping `window`, in order, and a problem to show (the store cannot be
    /// read, or a value is not a date).
    static func events(in window: Range<Date>, store: Result<SharedStore, SharedStoreError>)
        -> (events: [CalendarOccurrence], problem: String?)
    {
        let values: [String: SharedValue]
        do throws(SharedStoreError) {
            values = try store.get().values(suite: suite)
        } catch {
            return ([], error.description)
        }
        var events: [CalendarOccurrence] = []
        var notDates: [String] = []
        for (title, value) in values {
            guard case .date(let start) = value else {
                notDates.append(title)
                continue
            }
            let end = start.addingTimeInterval(duration)
            if start < window.upperBound, end > window.lowerBound {
                events.append(CalendarOccurrence(summary: TextBudget.cut(title), start: start, end: end, isAllDay: false))
            }
        }
        let problem = notDates.isEmpty
            ? nil : "suite \(suite): not a date: " + notDates.sorted().joined(separator: ", ")
        return (events.sorted { ($0.start, $0.summary) < ($1.start, $1.summary) }, problem)
    }
}
