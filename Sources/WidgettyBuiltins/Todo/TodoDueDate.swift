import Foundation

/// A to-do item's due date, written todo.txt's way in its text: `due:2026-12-01` (the start of
/// that day, local time).
enum TodoDueDate {
    static func of(_ text: String) -> Date? {
        guard let range = text.range(of: "due:") else { return nil }
        let digits = text[range.upperBound...].prefix(10)
        let parts = digits.split(separator: "-").compactMap { Int($0) }
        guard digits.count == 10, parts.count == 3 else { return nil }
        return Calendar.current.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
    }

    /// The first instant after `date` at which an open item falls due: the shared list (which
    /// otherwise reloads only when written) reloads then, so a `due` alert fires on the day.
    static func next(after date: Date, in items: [TodoItem]) -> Date? {
        items.filter { !$0.isDone }.compactMap { of($0.text) }.filter { $0 > date }.min()
    }
}
